// Route "/end-banktransfer": bank-transfer instructions (SPEC §2, §9).

import { BankTransferScreen } from '../../features/end/components/bank-transfer-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('endBankTransfer');
  return <BankTransferScreen session={useShopSession()} />;
}
