// Route "/express": the express deposit the platform's quick deposit enters (issue 8, EXPRESS_PAYMENT).

import { ExpressScreen } from '../../features/review/components/express-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=review' });

export function Component() {
  usePageTitle('express');
  return <ExpressScreen session={useShopSession()} />;
}
