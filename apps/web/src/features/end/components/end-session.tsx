// The end screens (success, bank-transfer instructions): an empty panel until the session is loaded, then the
// content for the user.
import type { UserData } from '@shop/contracts/user';
import type { ComponentType } from 'react';
import { Panel } from '../../../components/ui/panel';
import type { ShopSession } from '../../../lib/session/initial-load';

export function endScreen(Content: ComponentType<{ user: UserData }>) {
  return function EndScreen({ session }: { session: ShopSession }) {
    if (session.status === 'loading') return <Panel>{null}</Panel>;
    return <Content user={session.user} />;
  };
}
