// Route "/payout/data": amount, account and password (SPEC §2 payout screens).

import { DataScreen } from '../../features/payout/components/data-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=payoutData' });

export function Component() {
  usePageTitle('payoutData');
  return <DataScreen view={usePayoutView('data')} />;
}
