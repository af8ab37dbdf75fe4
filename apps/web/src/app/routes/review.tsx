// Route "/review": review and pay (SPEC §2).
import { ReviewScreen } from '../../features/review/components/review-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <ReviewScreen session={useShopSession()} />;
}
