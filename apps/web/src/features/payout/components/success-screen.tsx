// The success step (SPEC §2 payout screens, §9 timing): headline, what happens next (a payout in review:
// the shop checks it before it is sent, issue 12) and the way on to the payout-success destination. Without a requested payout in this tab it returns to /payout.
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { hrefs } from '../../../config/paths';
import { usePayoutDraft } from '../../../lib/payout-draft';
import { userDataQueryOptions } from '../../../lib/session/user-data';
import styles from './payout.module.css';
import { Card, PayoutSkeleton } from './payout-parts';
import successStyles from './success-screen.module.css';

export function SuccessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requested } = usePayoutDraft();
  // For the number format only; a reload of this view asks for it again.
  const user = useQuery(userDataQueryOptions()).data;
  useEffect(() => {
    if (requested === null) void navigate('/payout', { replace: true });
  }, [requested, navigate]);
  if (requested === null) return <PayoutSkeleton title={t('payout.success.title')} />;
  const locale = localeForCountry(user?.userCountry ?? '', user?.lang);
  return (
    <div className={styles.screen}>
      <div className={successStyles.head}>
        <svg className={successStyles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" />
          <path d="M14 25l7 7 13-15" />
        </svg>
        <PageHeading>{t('payout.success.title')}</PageHeading>
      </div>
      <Card title={t('payout.success.nextTitle')}>
        <p>{t('payout.success.body', { amount: formatMoney(requested.finalAmount, requested.currency, locale) })}</p>
        {requested.inReview ? <p>{t('payout.success.review')}</p> : null}
        <p className={styles.muted}>{t('payout.success.timing')}</p>
      </Card>
      <ButtonLink to={hrefs.extern('payout-success')} fullWidth>
        {t('payout.success.button')}
      </ButtonLink>
    </div>
  );
}
