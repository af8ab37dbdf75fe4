// Route "/end-banktransfer": bank-transfer instructions (SPEC §2, §9).
import { BankTransferScreen } from '../../features/end/components/bank-transfer-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <BankTransferScreen session={useShopSession()} />;
}
