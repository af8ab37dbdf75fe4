// Every chargeback and dispute, newest first, each with its history and (finance) the decision.
import { DisputesSection } from '../components/disputes';
import { PageHeading, useTitle } from '../components/ui';
import { useI18n } from '../lib/i18n';

export function ChargebacksScreen() {
  const { t } = useI18n();
  useTitle(t('dispute.heading'));
  return (
    <>
      <PageHeading>{t('dispute.heading')}</PageHeading>
      <DisputesSection filter={{}} title={t('dispute.all')} />
    </>
  );
}
