// Route "/personal": the personal-data form of practice players.

import { PersonalScreen } from '../../features/personal/components/personal-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('personal');
  return <PersonalScreen session={useShopSession()} />;
}
