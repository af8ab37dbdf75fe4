// Route "/review": review and pay (SPEC §2).

import { ReviewScreen } from '../../features/review/components/review-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=review' });

export function Component() {
  usePageTitle('review');
  return <ReviewScreen session={useShopSession()} />;
}
