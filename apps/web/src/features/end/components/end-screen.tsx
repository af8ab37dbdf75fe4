// The success screen (SPEC §2 /end): what was credited and the way back to the games.
import type { UserData } from '@shop/contracts/user';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { platformPages } from '../../../config/platform-pages';
import { useEndScreen } from '../hooks/use-end-screen';
import styles from './end.module.css';
import { endScreen } from './end-session';
import { SuccessMark } from './success-mark';

export const EndScreen = endScreen(EndContent);

function EndContent({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const end = useEndScreen(user);
  let bodyKey: 'end.body' | 'end.bodyVirtual' | 'end.bodySubscription' = end.virtual ? 'end.bodyVirtual' : 'end.body';
  if (end.subscription === 'started') bodyKey = 'end.bodySubscription';
  return (
    <Panel>
      <div className={styles.intro}>
        <SuccessMark />
        <PageHeading>{t('end.title')}</PageHeading>
        <p>{t(bodyKey)}</p>
      </div>
      {end.subscription === 'started' ? (
        <SubscriptionNotice outcome="started" text={t('end.subscriptionConfirm')}>
          <a href={platformPages.mailbox}>{t('end.openMailbox')}</a>
        </SubscriptionNotice>
      ) : null}
      {end.subscription === 'failed' ? (
        <SubscriptionNotice outcome="failed" text={t('end.subscriptionFailed')}>
          <Link to={paths.subscription}>{t('end.toSubscription')}</Link>
        </SubscriptionNotice>
      ) : null}
      {end.depositText === null ? null : (
        <dl className={styles.amounts}>
          <div className={styles.amount}>
            <dt>{t('end.deposit')}</dt>
            <dd>{end.depositText}</dd>
          </div>
          {end.bonusText === null ? null : (
            <div className={styles.amount} data-kind="bonus">
              <dt>{t('end.bonus')}</dt>
              <dd>{end.bonusText}</dd>
            </div>
          )}
          {end.bonusText === null ? null : (
            <div className={styles.amount} data-kind="total">
              <dt>{t('end.total')}</dt>
              <dd>{end.totalText}</dd>
            </div>
          )}
        </dl>
      )}
      {end.practice ? (
        <p className={styles.note}>{t(end.virtual ? 'end.practiceUpgradedVirtual' : 'end.practiceUpgraded')}</p>
      ) : null}
      <ButtonLink to={end.nextHref} fullWidth>
        {t('end.toGames')}
      </ButtonLink>
    </Panel>
  );
}

/** How the saver-package sign-up went, and where to go on; a failure is announced. */
function SubscriptionNotice({
  outcome,
  text,
  children,
}: {
  outcome: 'started' | 'failed';
  text: string;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.notice}
      data-testid={`end-subscription-${outcome}`}
      role={outcome === 'failed' ? 'status' : undefined}
    >
      <p>{text}</p>
      <p>{children}</p>
    </div>
  );
}
