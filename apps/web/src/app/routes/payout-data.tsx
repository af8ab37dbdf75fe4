// Route "/payout/data": amount, account and password (SPEC §2 payout screens).

import { DataScreen } from '../../features/payout/components/data-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>([
  '../../locales/*/payout-data.json',
  '../../locales/*/payout-accounts.json',
  '../../locales/*/payout-shared.json',
]);

export function Component() {
  usePageTitle('payoutData');
  return <DataScreen view={usePayoutView('data')} />;
}
