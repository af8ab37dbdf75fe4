// Route "/payout/select": choose the payout method (SPEC §2 payout screens).

import { SelectScreen } from '../../features/payout/components/select-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>([
  '../../locales/*/payout-select.json',
  '../../locales/*/payout-shared.json',
]);

export function Component() {
  usePageTitle('payoutSelect');
  return <SelectScreen view={usePayoutView('select')} />;
}
