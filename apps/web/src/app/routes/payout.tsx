// Route "/payout": the payout intro (SPEC §2 payout screens).

import { IntroScreen } from '../../features/payout/components/intro-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';

/** Its texts, named by its head (which the router asks for before this module). */
export { texts } from './payout-head';

export function Component() {
  usePageTitle('payout');
  return <IntroScreen view={usePayoutView('intro')} />;
}
