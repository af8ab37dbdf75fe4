// Any path the shop does not know goes to the amount screen.
import { Navigate } from 'react-router';

export function Component() {
  return <Navigate to="/" replace />;
}
