// Route "/express": the express deposit the platform's quick deposit enters (issue 8, EXPRESS_PAYMENT).
import { ExpressScreen } from '../../features/review/components/express-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <ExpressScreen session={useShopSession()} />;
}
