// Route "/not-authorized" (SPEC §4, §6).
import { NotAuthorizedView } from '../../features/not-authorized/components/not-authorized-view';

export function Component() {
  return <NotAuthorizedView />;
}
