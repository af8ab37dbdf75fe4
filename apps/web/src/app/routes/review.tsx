// Route "/review": review and pay (SPEC §2).

import { ReviewScreen } from '../../features/review/components/review-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('review');
  return <ReviewScreen session={useShopSession()} />;
}
