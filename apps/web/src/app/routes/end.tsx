// Route "/end": purchase success (SPEC §2).

import { EndScreen } from '../../features/end/components/end-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/end.json');

export function Component() {
  usePageTitle('end');
  return <EndScreen session={useShopSession()} />;
}
