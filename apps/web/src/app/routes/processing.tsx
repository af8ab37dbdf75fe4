// Route "/processing/:tid?" (SPEC §2, §4).

import { useParams } from 'react-router';
import { ProcessingScreen } from '../../features/processing/components/processing-screen';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/processing.json');

export function Component() {
  usePageTitle('processing');
  const { tid } = useParams();
  return <ProcessingScreen key={tid ?? ''} mode="processing" tid={tid === '' ? undefined : tid} />;
}
