// Route "/not-authorized" (SPEC §4, §6).

import { NotAuthorizedView } from '../../features/not-authorized/components/not-authorized-view';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=notAuthorized' });

export function Component() {
  usePageTitle('notAuthorized');
  return <NotAuthorizedView />;
}
