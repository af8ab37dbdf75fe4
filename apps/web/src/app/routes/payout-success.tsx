// Route "/payout/success": the payout was requested (SPEC §2 payout screens).

import { SuccessScreen } from '../../features/payout/components/success-screen';
import { usePageTitle } from '../../hooks/use-page-title';

export function Component() {
  usePageTitle('payoutSuccess');
  return <SuccessScreen />;
}
