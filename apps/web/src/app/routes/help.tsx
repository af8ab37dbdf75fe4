// Route "/help": the help area with the FAQ (SPEC §1).

import { HelpScreen } from '../../features/help/components/help-screen';
import { usePageTitle } from '../../hooks/use-page-title';

export function Component() {
  usePageTitle('help');
  return <HelpScreen />;
}
