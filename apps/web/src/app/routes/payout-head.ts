// The payout intro's head: what the router starts beside the view's code (router.tsx), so neither waits for it. A
// module under routes/ like the views: a chunk loaded for this route only, never with the first screen.

export { prefetchPayoutLoad as prefetch } from '../../features/payout/payout-load';

import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>([
  '../../locales/*/payout-intro.json',
  '../../locales/*/payout-shared.json',
]);
