// The review's head: what the router starts beside the view's code (router.tsx), so neither waits for it. A
// module under routes/ like the views: a chunk loaded for this route only, never with the first screen.

import type { QueryClient } from '@tanstack/react-query';
import type { TextsModule } from '../../lib/i18n';
import { prefetchExpressSettings } from '../../lib/session/express-settings';
import { storedSelection } from '../../lib/shop-selection';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>(['../../locales/*/review.json', '../../locales/*/pay-methods.json']);

/** The express opt-in's settings (a one-off purchase's review shows it, the saver package's does not). */
export function prefetch(queryClient: QueryClient): Promise<void> {
  return storedSelection().type === 'SUBSCRIPTION' ? Promise.resolve() : prefetchExpressSettings(queryClient);
}
