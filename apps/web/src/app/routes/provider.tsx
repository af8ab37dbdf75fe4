// Route "/provider/:paytypeKey": the provider list and the selected provider's form.

import { useParams } from 'react-router';
import { ProviderScreen } from '../../features/provider/components/provider-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

/** Its texts, named by its head (which the router asks for before this module). */
export { texts } from './provider-head';

export function Component() {
  usePageTitle('provider');
  const { paytypeKey } = useParams();
  return <ProviderScreen session={useShopSession()} paytypeKey={paytypeKey} />;
}
