// Route "/provider/:paytypeKey": the provider list and the selected provider's form.

import { useParams } from 'react-router';
import { ProviderScreen } from '../../features/provider/components/provider-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's (vite.config.ts TEXT_PARTS). */
export const texts = import.meta.glob<TextsModule>('../../locales/*.json', { query: '?texts=provider' });

export function Component() {
  usePageTitle('provider');
  const { paytypeKey } = useParams();
  return <ProviderScreen session={useShopSession()} paytypeKey={paytypeKey} />;
}
