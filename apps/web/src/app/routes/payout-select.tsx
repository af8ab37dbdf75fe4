// Route "/payout/select": choose the payout method (SPEC §2 payout screens).
import { SelectScreen } from '../../features/payout/components/select-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';

export function Component() {
  return <SelectScreen view={usePayoutView('select')} />;
}
