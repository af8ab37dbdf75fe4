// Route "/payout/success": the payout was requested (SPEC §2 payout screens).

import { SuccessScreen } from '../../features/payout/components/success-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/payout-success.json');

export function Component() {
  usePageTitle('payoutSuccess');
  return <SuccessScreen />;
}
