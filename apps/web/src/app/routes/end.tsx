// Route "/end": purchase success (SPEC §2).
import { EndScreen } from '../../features/end/components/end-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <EndScreen session={useShopSession()} />;
}
