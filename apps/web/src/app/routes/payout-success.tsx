// Route "/payout/success": the payout was requested (SPEC §2 payout screens).

import { SuccessScreen } from '../../features/payout/components/success-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=payoutSuccess' });

export function Component() {
  usePageTitle('payoutSuccess');
  return <SuccessScreen />;
}
