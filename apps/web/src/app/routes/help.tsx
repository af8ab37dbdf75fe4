// Route "/help": the help area with the FAQ (SPEC §1).

import { HelpScreen } from '../../features/help/components/help-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/help.json');

export function Component() {
  usePageTitle('help');
  return <HelpScreen />;
}
