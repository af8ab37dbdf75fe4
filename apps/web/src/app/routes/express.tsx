// Route "/express": the express deposit the platform's quick deposit enters (issue 8, EXPRESS_PAYMENT).

import { ExpressScreen } from '../../features/review/components/express-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

/** Its texts, named by its head (which the router asks for before this module). */
export { texts } from './express-head';

export function Component() {
  usePageTitle('express');
  return <ExpressScreen session={useShopSession()} />;
}
