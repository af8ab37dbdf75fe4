// Route "/personal": the personal-data form of practice players.

import { PersonalScreen } from '../../features/personal/components/personal-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/personal.json');

export function Component() {
  usePageTitle('personal');
  return <PersonalScreen session={useShopSession()} />;
}
