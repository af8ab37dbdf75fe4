// Route of the processing screen; a later issue builds it.
import { NotYetAvailable } from '../../components/ui/not-yet-available';

export function Component() {
  return <NotYetAvailable screen="processing" />;
}
