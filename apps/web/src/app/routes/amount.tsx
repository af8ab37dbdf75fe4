// Route "/": the amount-selection screen.

import { AmountScreen } from '../../features/amount/components/amount-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';
import { useKnownUser } from '../../lib/session/user-data';

export function Component() {
  usePageTitle('amount');
  return <AmountScreen session={useShopSession()} knownUser={useKnownUser()} />;
}
