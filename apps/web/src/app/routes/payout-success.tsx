// Route "/payout/success": the payout was requested (SPEC §2 payout screens).
import { SuccessScreen } from '../../features/payout/components/success-screen';

export function Component() {
  return <SuccessScreen />;
}
