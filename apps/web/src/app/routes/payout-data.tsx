// Route "/payout/data": amount, account and password (SPEC §2 payout screens).
import { DataScreen } from '../../features/payout/components/data-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';

export function Component() {
  return <DataScreen view={usePayoutView('data')} />;
}
