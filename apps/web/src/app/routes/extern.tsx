// Route "/extern/:target": leaves for a page of the host platform.
import { useParams } from 'react-router';
import { ExternRedirect } from '../../features/extern/components/extern-redirect';

export function Component() {
  const { target } = useParams();
  return <ExternRedirect target={target} />;
}
