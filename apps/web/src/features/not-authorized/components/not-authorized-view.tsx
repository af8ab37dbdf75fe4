// Shown while the not-authorized flow redirects; the login link works should the redirect not.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { platformPages } from '../../../config/platform-pages';
import { useNotAuthorizedFlow } from '../hooks/use-not-authorized-flow';

export function NotAuthorizedView() {
  const { t } = useTranslation();
  useNotAuthorizedFlow();
  return (
    <Panel>
      <PageHeading>{t('notAuthorized.title')}</PageHeading>
      <p role="status">{t('notAuthorized.body')}</p>
      <p>
        <a href={platformPages.login}>{t('notAuthorized.login')}</a>
      </p>
    </Panel>
  );
}
