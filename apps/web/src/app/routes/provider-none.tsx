// Route "/provider/none": a provider with no input (hint and continue).
import { ProviderNoneScreen } from '../../features/provider/components/provider-none-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <ProviderNoneScreen session={useShopSession()} />;
}
