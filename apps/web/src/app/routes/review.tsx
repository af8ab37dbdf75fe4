// Route "/review": review and pay (SPEC §2).

import { ReviewScreen } from '../../features/review/components/review-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

/** Its texts, named by its head (which the router asks for before this module). */
export { texts } from './review-head';

export function Component() {
  usePageTitle('review');
  return <ReviewScreen session={useShopSession()} />;
}
