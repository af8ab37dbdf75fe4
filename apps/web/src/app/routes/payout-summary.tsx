// Route "/payout/summary": check and request the payout (SPEC §2 payout screens).

import { SummaryScreen } from '../../features/payout/components/summary-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';

export function Component() {
  usePageTitle('payoutSummary');
  return <SummaryScreen view={usePayoutView('summary')} />;
}
