// Route "/postprocessing/:tid?" (SPEC §2, §4).
import { useParams } from 'react-router';
import { ProcessingScreen } from '../../features/processing/components/processing-screen';

export function Component() {
  const { tid } = useParams();
  return <ProcessingScreen key={tid ?? ''} mode="postprocessing" tid={tid === '' ? undefined : tid} />;
}
