// Route "/personal": the personal-data form of practice players.
import { PersonalScreen } from '../../features/personal/components/personal-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <PersonalScreen session={useShopSession()} />;
}
