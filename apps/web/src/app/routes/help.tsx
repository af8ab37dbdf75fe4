// Route "/help": the help area with the FAQ (SPEC §1).
import { HelpScreen } from '../../features/help/components/help-screen';

export function Component() {
  return <HelpScreen />;
}
