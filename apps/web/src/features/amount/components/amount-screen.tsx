// The amount-selection screen (SPEC §2 "/" and "/subscription"): packages as a radio group, the bonus legal
// hint and continue. In subscription mode it lists the saver packages; the route may put an explanation
// below them (the packages stay the first thing on a phone), or show other content in their place.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { SUBSCRIPTION_BONUS_PERCENT } from '@shop/domain/constants';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import type { SelectionType } from '../../../lib/shop-selection';
import { useAmountScreen } from '../hooks/use-amount-screen';
import { useScrollHint } from '../hooks/use-scroll-hint';
import styles from './amount-screen.module.css';
import { AmountSkeleton } from './amount-skeleton';
import { ContinueBar } from './continue-bar';
import { PackageTile } from './package-tile';
import { ScrollHint } from './scroll-hint';
import { SelectionTabs } from './selection-tabs';

type Session = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

type AmountScreenProps = {
  session: Session;
  /** The user while the shop still loads, if the user call already answered. */
  knownUser?: UserData | undefined;
  mode?: SelectionType;
  /** Shown below the packages (the saver package's explanation). */
  explanation?: ReactNode;
  /** Shown above the packages (an ended saver package, when a new one can be taken). */
  before?: ReactNode;
  /** Shown instead of the packages (the player's saver package). */
  content?: ReactNode;
  /** Keep the loader although the shop is there (the route still waits for its own data). */
  pending?: boolean;
};

export function AmountScreen({
  session,
  knownUser,
  mode = 'NORMAL',
  explanation,
  before,
  content,
  pending = false,
}: AmountScreenProps) {
  if (session.status === 'loading' || pending) {
    const user = session.status === 'ready' ? session.user : knownUser;
    // Not known yet: keep the switch's room, as most players (money players) have it (CLS, issue 11).
    return <AmountSkeleton tabs={(user?.actorType ?? 'g') === 'g'} mode={mode} />;
  }
  return (
    <AmountSelection
      user={session.user}
      shop={session.shop}
      mode={mode}
      explanation={explanation}
      before={before}
      content={content}
    />
  );
}

type SelectionProps = {
  user: UserData;
  shop: ShopResponse;
  mode: SelectionType;
  explanation: ReactNode;
  before: ReactNode;
  content: ReactNode;
};

function AmountSelection({ user, shop, mode, explanation, before, content }: SelectionProps) {
  const { t } = useTranslation();
  const screen = useAmountScreen(user, shop, mode);
  return (
    <div className={styles.screen}>
      <PageHeading>{t(screen.subscription ? 'subscription.title' : 'amount.title')}</PageHeading>
      {screen.tabs ? <SelectionTabs /> : null}
      {content ?? (
        <>
          {before}
          <PackageForm screen={screen} />
          {explanation}
        </>
      )}
    </div>
  );
}

function PackageForm({ screen }: { screen: ReturnType<typeof useAmountScreen> }) {
  const { t } = useTranslation();
  const groupName = useId();
  const limitNoticeId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  const scrollHint = useScrollHint(continueButton, screen.selectedId !== null);
  let legend = t('amount.legend.real');
  if (screen.subscription) legend = t('subscription.legend', { percent: SUBSCRIPTION_BONUS_PERCENT });
  else if (screen.virtual) legend = t(screen.practice ? 'amount.legend.standard' : 'amount.legend.premium');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    screen.proceed();
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          {screen.limitNotice === null ? null : (
            <p id={limitNoticeId} className={styles.limitNotice} data-testid="deposit-limit-notice">
              {screen.limitNotice.date === null
                ? t('amount.depositLimit.noticeNoDate', { amount: screen.limitNotice.amount })
                : t('amount.depositLimit.notice', { amount: screen.limitNotice.amount, date: screen.limitNotice.date })}
            </p>
          )}
          <div className={styles.tiles}>
            {screen.packages.map((view) => (
              <PackageTile
                key={view.id}
                view={view}
                name={groupName}
                selected={view.id === screen.selectedId}
                asterisk={screen.bonusHint}
                onSelect={screen.choose}
                limitNoticeId={screen.limitNotice === null ? undefined : limitNoticeId}
              />
            ))}
          </div>
        </fieldset>
        {screen.bonusHint ? <p className={styles.bonusHint}>{t('amount.bonusHint')}</p> : null}
        <ContinueBar disabled={screen.selectedId === null} buttonRef={continueButton} />
      </form>
      {scrollHint.visible ? <ScrollHint onClick={scrollHint.scrollToTarget} /> : null}
    </>
  );
}
