// The payout intro (SPEC §2 payout screens): the balance, the forced-payout notice, why a payout
// can't start (blocker with its code and the way to customer support, a pending payout or one in the shop's
// review, nothing to withdraw), why the last payout was rejected, and continue.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { ContactSupportButton } from '../../../components/ui/contact-support-button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useIntroView } from '../hooks/use-intro-view';
import type { PayoutContext, PayoutView } from '../hooks/use-payout-view';
import styles from './payout.module.css';
import { Card, Figures, Notice, PayoutSkeleton } from './payout-parts';

export function IntroScreen({ view }: { view: PayoutView }) {
  const { t } = useTranslation();
  if (view.status === 'loading') return <PayoutSkeleton title={t('payout.intro.title')} />;
  return <IntroContent context={view} />;
}

function IntroContent({ context }: { context: PayoutContext }) {
  const { t } = useTranslation();
  const intro = useIntroView(context);
  return (
    <div className={styles.screen}>
      <PageHeading>{t('payout.intro.title')}</PageHeading>
      <p className={styles.lead}>{t('payout.intro.lead')}</p>
      <Card title={t('payout.intro.balanceTitle')}>
        <Figures
          figures={[
            { id: 'balance', label: t('payout.figures.balance'), value: intro.balance },
            { id: 'bonus', label: t('payout.figures.bonus'), value: intro.bonus },
            { id: 'withdrawable', label: t('payout.figures.withdrawable'), value: intro.withdrawable, emphasis: true },
          ]}
        />
        <p className={styles.muted}>{t('payout.intro.bonusHint')}</p>
      </Card>
      {intro.forced === null ? null : (
        <Notice tone="warning" title={t('payout.intro.forced.title')}>
          <p>{t('payout.intro.forced.body', intro.forced)}</p>
        </Notice>
      )}
      {intro.blocker === null ? null : (
        <Notice tone="error" title={t('payout.intro.blocked.title')}>
          <p>{t('payout.intro.blocked.body')}</p>
          {intro.blocker.code === null ? null : (
            <p className={styles.reference}>{t('errors.reference', { code: intro.blocker.code })}</p>
          )}
          <ContactSupportButton
            fullWidth
            context={{ topic: 'payout', reference: intro.blocker.code ?? '', screen: '/payout' }}
          />
        </Notice>
      )}
      {intro.rejected === null ? null : (
        <Notice tone="warning" title={t('payout.intro.rejected.title')}>
          <p>{t('payout.intro.rejected.body', { amount: intro.rejected.amount })}</p>
          {intro.rejected.reasonCode === null ? null : (
            <p>
              {t('payout.intro.rejected.reason', {
                reason: t(`payout.intro.rejected.reasons.${intro.rejected.reasonCode}`),
              })}
            </p>
          )}
          {intro.rejected.note === null ? null : intro.rejected.reasonCode === null ? (
            <p>{t('payout.intro.rejected.reason', { reason: intro.rejected.note })}</p>
          ) : (
            <p>{t('payout.intro.rejected.note', { note: intro.rejected.note })}</p>
          )}
        </Notice>
      )}
      {intro.inReview ? (
        <Notice title={t('payout.intro.review.title')}>
          <p>{t('payout.intro.review.body')}</p>
        </Notice>
      ) : null}
      {intro.pending ? (
        <Notice title={t('payout.intro.pending.title')}>
          <p>{t('payout.intro.pending.body')}</p>
        </Notice>
      ) : null}
      {intro.nothingToWithdraw ? (
        <Notice title={t('payout.intro.nothing.title')}>
          <p>{t('payout.intro.nothing.body')}</p>
        </Notice>
      ) : null}
      {intro.belowFee === null ? null : (
        <Notice title={t('payout.intro.belowFee.title')}>
          <p>{t('payout.intro.belowFee.body', intro.belowFee)}</p>
        </Notice>
      )}
      {intro.canContinue ? (
        <div className={styles.continueBar}>
          <ButtonLink to="/payout/select" fullWidth>
            {t('payout.continue')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
