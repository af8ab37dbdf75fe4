// Route "/benefits": the benefits page for practice players (SPEC §2).

import { BenefitsScreen } from '../../features/benefits/components/benefits-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import { useShopSession } from '../../lib/session/initial-load';

export function Component() {
  usePageTitle('benefits');
  return <BenefitsScreen session={useShopSession()} />;
}
