// Route "/benefits": the benefits page for practice players (SPEC §2).
import { BenefitsScreen } from '../../features/benefits/components/benefits-screen';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  return <BenefitsScreen session={useShopSession()} />;
}
