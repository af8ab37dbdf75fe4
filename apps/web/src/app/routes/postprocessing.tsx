// Route "/postprocessing/:tid?" (SPEC §2, §4).

import { useParams } from 'react-router';
import { ProcessingScreen } from '../../features/processing/components/processing-screen';
import { usePageTitle } from '../../hooks/use-page-title';

export function Component() {
  usePageTitle('processing');
  const { tid } = useParams();
  return <ProcessingScreen key={tid ?? ''} mode="postprocessing" tid={tid === '' ? undefined : tid} />;
}
