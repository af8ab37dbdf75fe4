// Last line of defence for render errors and failed code loads (e.g. a chunk gone after a deploy).

import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { browserLocation } from '../../lib/browser-location';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { Panel } from '../ui/panel';

export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Panel>
      <PageHeading>{t('errors.boundary.title')}</PageHeading>
      <p>{t('errors.boundary.body')}</p>
      <Button fullWidth onClick={() => browserLocation.reload()}>
        {t('errors.boundary.action')}
      </Button>
    </Panel>
  );
}
