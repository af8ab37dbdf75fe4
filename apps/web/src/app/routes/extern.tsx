// Route "/extern/:target": leaves for a page of the host platform.
import { useParams } from 'react-router';
import { ExternRedirect } from '../../features/extern/components/extern-redirect';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/extern.json');

export function Component() {
  const { target } = useParams();
  return <ExternRedirect target={target} />;
}
