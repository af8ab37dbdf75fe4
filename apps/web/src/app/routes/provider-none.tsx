// Route "/provider/none": a provider with no input (hint and continue).

import { ProviderNoneScreen } from '../../features/provider/components/provider-none-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('provider');
  return <ProviderNoneScreen session={useShopSession()} />;
}
