// Route "/payout": the payout intro (SPEC §2 payout screens).

import { IntroScreen } from '../../features/payout/components/intro-screen';
import { usePayoutView } from '../../features/payout/hooks/use-payout-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=payoutIntro' });

export function Component() {
  usePageTitle('payout');
  return <IntroScreen view={usePayoutView('intro')} />;
}
