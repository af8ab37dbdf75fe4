// The benefits page for practice players (SPEC §2 /benefits): headline, three boxes, the bonus hint where it
// applies, an upgrade button into the shop and a link back to practice play on the platform.
import type { UserData } from '@shop/contracts/user';
import utilities from '@shop/ui/components/utilities.module.css';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { hrefs, paths } from '../../../config/paths';
import type { ShopSession } from '../../../lib/session/initial-load';
import { useBenefits } from '../hooks/use-benefits';
import { BenefitIcon } from './benefit-icon';
import styles from './benefits.module.css';

export function BenefitsScreen({ session }: { session: ShopSession }) {
  const { t } = useTranslation();
  if (session.status === 'loading') {
    return (
      <Panel>
        <div className={styles.placeholder} aria-busy="true">
          <p className={utilities.visuallyHidden} role="status">
            {t('benefits.loading')}
          </p>
        </div>
      </Panel>
    );
  }
  return <Benefits user={session.user} />;
}

function Benefits({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const view = useBenefits(user);
  // Money players have nothing to upgrade: the shop is where they go.
  if (!view.practice) return <Navigate to={paths.amount} replace />;
  const { wording } = view;
  return (
    <Panel>
      <div className={styles.intro}>
        <PageHeading>{t(`benefits.title.${wording}`)}</PageHeading>
        <p>{t(`benefits.intro.${wording}`)}</p>
      </div>
      <ul className={styles.boxes} aria-label={t('benefits.boxesLabel')}>
        {view.boxes.map((box) => (
          <li key={box} className={styles.box} data-testid={`benefit-${box}`}>
            <span className={styles.icon}>
              <BenefitIcon box={box} />
            </span>
            <div className={styles.boxText}>
              <h2 className={styles.boxTitle}>{t(`benefits.boxes.${box}.title`)}</h2>
              <p>
                {t(`benefits.boxes.${box}.body`)}
                {box === 'bonus' && view.bonusHint ? <span aria-hidden="true">*</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {view.bonusHint ? (
        <p className={styles.bonusHint} data-testid="benefits-bonus-hint">
          {t('benefits.bonusHint')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink to={paths.amount} fullWidth data-testid="benefits-upgrade">
          {t(`benefits.upgrade.${wording}`)}
        </ButtonLink>
        <Link className={styles.stay} to={hrefs.extern('games')} data-testid="benefits-stay">
          {t(`benefits.stay.${wording}`)}
        </Link>
      </div>
    </Panel>
  );
}
