// Route "/payout": the payout intro (SPEC §2 payout screens).

import { IntroScreen } from '../../features/payout/components/intro-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';

/** Starts the payout load while this step's code and texts load. */
export { prefetchPayoutView as prefetch } from '../../features/payout/hooks/use-payout-view';

export function Component() {
  usePageTitle('payout');
  return <IntroScreen view={usePayoutView('intro')} />;
}
