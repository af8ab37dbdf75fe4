// Route "/end-banktransfer": bank-transfer instructions (SPEC §2, §9).

import { BankTransferScreen } from '../../features/end/components/bank-transfer-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/end.json');

export function Component() {
  usePageTitle('endBankTransfer');
  return <BankTransferScreen session={useShopSession()} />;
}
