// Shown for the moment the browser leaves for the platform, with a link should that not happen.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { useExternRedirect } from '../hooks/use-extern-redirect';

export function ExternRedirect({ target }: { target: string | undefined }) {
  const { t } = useTranslation();
  const destination = useExternRedirect(target);
  if (destination === null) return null;
  return (
    <Panel>
      <PageHeading>{t('extern.title')}</PageHeading>
      <p>
        <a href={destination}>{t('extern.link')}</a>
      </p>
    </Panel>
  );
}
