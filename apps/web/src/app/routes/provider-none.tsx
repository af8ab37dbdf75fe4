// Route "/provider/none": a provider with no input (hint and continue).

import { ProviderNoneScreen } from '../../features/provider/components/provider-none-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';
import { useShopSession } from '../../lib/session/initial-load';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/provider.json');

export function Component() {
  usePageTitle('provider');
  return <ProviderNoneScreen session={useShopSession()} />;
}
