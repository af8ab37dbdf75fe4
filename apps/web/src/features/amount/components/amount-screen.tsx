// The amount-selection screen (SPEC §2 "/"): packages as a radio group, the bonus legal hint and continue.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useAmountScreen } from '../hooks/use-amount-screen';
import { useScrollHint } from '../hooks/use-scroll-hint';
import styles from './amount-screen.module.css';
import { AmountSkeleton } from './amount-skeleton';
import { ContinueBar } from './continue-bar';
import { PackageTile } from './package-tile';
import { ScrollHint } from './scroll-hint';
import { SelectionTabs } from './selection-tabs';

type Session = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

/** `knownUser`: the user while the shop still loads, if the user call already answered. */
export function AmountScreen({ session, knownUser }: { session: Session; knownUser?: UserData | undefined }) {
  if (session.status === 'loading') return <AmountSkeleton tabs={knownUser?.actorType === 'g'} />;
  return <AmountSelection user={session.user} shop={session.shop} />;
}

function AmountSelection({ user, shop }: { user: UserData; shop: ShopResponse }) {
  const { t } = useTranslation();
  const screen = useAmountScreen(user, shop);
  const groupName = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  const scrollHint = useScrollHint(continueButton, screen.selectedId !== null);
  const legend = screen.virtual
    ? t(screen.practice ? 'amount.legend.standard' : 'amount.legend.premium')
    : t('amount.legend.real');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    screen.proceed();
  };

  return (
    <div className={styles.screen}>
      <PageHeading>{t('amount.title')}</PageHeading>
      {screen.tabs ? <SelectionTabs /> : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          <div className={styles.tiles}>
            {screen.packages.map((view) => (
              <PackageTile
                key={view.id}
                view={view}
                name={groupName}
                selected={view.id === screen.selectedId}
                asterisk={screen.bonusHint}
                onSelect={screen.choose}
              />
            ))}
          </div>
        </fieldset>
        {screen.bonusHint ? <p className={styles.bonusHint}>{t('amount.bonusHint')}</p> : null}
        <ContinueBar disabled={screen.selectedId === null} buttonRef={continueButton} />
      </form>
      {scrollHint.visible ? <ScrollHint onClick={scrollHint.scrollToTarget} /> : null}
    </div>
  );
}
