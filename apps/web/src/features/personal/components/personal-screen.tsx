// The personal-data view (SPEC §2 /personal): practice players give their details once before review.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useCorrectingDetails, usePersonalScreen } from '../hooks/use-personal-screen';
import { PersonalForm } from './personal-form';
import styles from './personal-screen.module.css';

type Session = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

function Loading() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.loading} role="status">
        {t('personal.loading')}
      </p>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </>
  );
}

function PersonalContent({ user }: { user: UserData }) {
  const { stored } = usePersonalScreen(user);
  return stored === undefined ? <Loading /> : <PersonalForm user={user} stored={stored} />;
}

export function PersonalScreen({ session }: { session: Session }) {
  const { t } = useTranslation();
  // Issue 24 point 17: a money player sent to correct refused details has made deposits before.
  const correcting = useCorrectingDetails();
  return (
    <div className={styles.screen}>
      <PageHeading>{t('personal.title')}</PageHeading>
      <p className={styles.intro}>{t(correcting ? 'personal.introCorrect' : 'personal.intro')}</p>
      {session.status === 'loading' ? <Loading /> : <PersonalContent user={session.user} />}
    </div>
  );
}
