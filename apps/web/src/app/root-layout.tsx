// The root of every route: view-change behaviour, the back-forward cache rule and ?lang= switches (each
// route sets its own title with usePageTitle).
import { Outlet } from 'react-router';
import { useQueryLanguage } from '../hooks/use-query-language';
import { useForwardOnCachedPage, useViewChange } from '../hooks/use-view-change';
import { useKnownUser } from '../lib/session/user-data';

export function RootLayout() {
  const user = useKnownUser();
  useViewChange(user?.userId ?? null);
  useForwardOnCachedPage();
  useQueryLanguage();
  return <Outlet />;
}
