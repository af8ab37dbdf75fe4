// Route "/payout/summary": check and request the payout (SPEC §2 payout screens).

import { SummaryScreen } from '../../features/payout/components/summary-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';

/** Starts the payout load while this step's code and texts load. */
export { prefetchPayoutView as prefetch } from '../../features/payout/hooks/use-payout-view';

export function Component() {
  usePageTitle('payoutSummary');
  return <SummaryScreen view={usePayoutView('summary')} />;
}
