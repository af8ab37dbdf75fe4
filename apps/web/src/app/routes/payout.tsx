// Route "/payout": the payout intro (SPEC §2 payout screens).
import { IntroScreen } from '../../features/payout/components/intro-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';

export function Component() {
  return <IntroScreen view={usePayoutView('intro')} />;
}
