// Route "/not-authorized" (SPEC §4, §6).

import { NotAuthorizedView } from '../../features/not-authorized/components/not-authorized-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/not-authorized.json');

export function Component() {
  usePageTitle('notAuthorized');
  return <NotAuthorizedView />;
}
