// Route "/not-authorized" (SPEC §4, §6).

import { NotAuthorizedView } from '../../features/not-authorized/components/not-authorized-view';
import { usePageTitle } from '../../hooks/use-page-title';

export function Component() {
  usePageTitle('notAuthorized');
  return <NotAuthorizedView />;
}
