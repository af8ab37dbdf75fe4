// Route "/benefits": the benefits page for practice players (SPEC §2).

import { BenefitsScreen } from '../../features/benefits/components/benefits-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/benefits.json');

export function Component() {
  usePageTitle('benefits');
  return <BenefitsScreen session={useShopSession()} />;
}
