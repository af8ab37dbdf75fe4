// Route "/review": review and pay (SPEC §2).

import type { QueryClient } from '@tanstack/react-query';
import { ReviewScreen } from '../../features/review/components/review-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { prefetchExpressSettings } from '../../lib/session/express-settings';
import { useShopSession } from '../../lib/session/initial-load';
import { storedSelection } from '../../lib/shop-selection';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=review' });

/** The express opt-in's settings (a one-off purchase's review shows it, the saver package's does not). */
export function prefetch(queryClient: QueryClient): Promise<void> {
  return storedSelection().type === 'SUBSCRIPTION' ? Promise.resolve() : prefetchExpressSettings(queryClient);
}

export function Component() {
  usePageTitle('review');
  return <ReviewScreen session={useShopSession()} />;
}
