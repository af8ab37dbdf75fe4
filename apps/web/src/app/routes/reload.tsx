// Route "/reload": re-enters the last view with freshly loaded data.
import { useReloadRedirect } from '../../hooks/use-reload-redirect';

export function Component() {
  useReloadRedirect();
  return null;
}
