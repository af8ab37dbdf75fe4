// Placeholder for screens that later issues build: says so plainly and leads back to the amount screen.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { PageHeading } from './page-heading';
import { Panel } from './panel';

export type PlannedScreen =
  | 'subscription'
  | 'benefits'
  | 'provider'
  | 'providerNone'
  | 'personal'
  | 'review'
  | 'processing'
  | 'postprocessing'
  | 'forwarding'
  | 'end'
  | 'endBanktransfer'
  | 'payout'
  | 'payoutSelect'
  | 'payoutData'
  | 'payoutSummary'
  | 'payoutSuccess';

export function NotYetAvailable({ screen }: { screen: PlannedScreen }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <PageHeading>{t(`screens.${screen}`)}</PageHeading>
      <p>{t('notYetAvailable.body')}</p>
      <ButtonLink to="/" variant="secondary">
        {t('notYetAvailable.back')}
      </ButtonLink>
    </Panel>
  );
}
