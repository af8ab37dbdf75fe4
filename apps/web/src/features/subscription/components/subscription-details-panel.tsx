// The player's saver package (SPEC §2 /subscription with a package, §3 Subscription): its state and
// figures, the confirmation notice while it is PENDING, and the way to the shop settings to cancel.
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import type { UserData } from '@shop/contracts/user';
import utilities from '@shop/ui/components/utilities.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { hrefs } from '../../../config/paths';
import { platformPages } from '../../../config/platform-pages';
import { useDetailsView } from '../hooks/use-details-view';
import styles from './subscription.module.css';
import { SubscriptionTermsButton } from './subscription-terms';

const TEST_IDS = {
  monthlyDeposit: 'subscription-monthly-deposit',
  monthlyBonus: 'subscription-monthly-bonus',
  paytype: 'subscription-paytype',
  startDate: 'subscription-start-date',
  minimumTermEndDate: 'subscription-minimum-term-end-date',
  nextBookingDate: 'subscription-next-booking-date',
  endDate: 'subscription-end-date',
} as const;

function PendingNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} data-testid="subscription-pending-notice">
      <h3 id={titleId}>{t('subscription.details.pendingTitle')}</h3>
      <p>{t('subscription.details.pendingBody')}</p>
      <p>
        <a href={platformPages.mailbox}>{t('subscription.details.openMailbox')}</a>
      </p>
    </section>
  );
}

export function SubscriptionDetailsPanel({ details, user }: { details: SubscriptionDetails; user: UserData }) {
  const { t } = useTranslation();
  const view = useDetailsView(details, user);
  const titleId = useId();
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      data-testid="subscription-details"
      data-state={view.state}
    >
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('subscription.details.title')}
        </h2>
        <p className={styles.state} data-state={view.state} data-testid="subscription-state">
          <span className={utilities.visuallyHidden}>{view.stateLabel}: </span>
          {view.stateText}
        </p>
      </div>
      {view.pending ? <PendingNotice /> : null}
      <dl className={styles.fields}>
        {view.fields.map((field) => (
          <div key={field.id} className={styles.field}>
            <dt>{field.label}</dt>
            <dd data-testid={TEST_IDS[field.id]}>{field.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{view.hint}</p>
      {view.cancellation === null ? null : <p className={styles.hint}>{view.cancellation}</p>}
      <ButtonLink to={hrefs.extern('shop-settings')} fullWidth data-testid="subscription-shop-settings">
        {t('subscription.details.shopSettings')}
      </ButtonLink>
      <SubscriptionTermsButton />
    </section>
  );
}
