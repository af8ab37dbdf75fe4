// Route "/end": purchase success (SPEC §2).

import { EndScreen } from '../../features/end/components/end-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('end');
  return <EndScreen session={useShopSession()} />;
}
