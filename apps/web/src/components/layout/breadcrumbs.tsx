// The step trail of the deposit (4 or 5 steps) and payout (5 steps) flows; reached earlier steps link back.

import utilities from '@shop/ui/components/utilities.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';
import { type Crumb, useBreadcrumbs } from './use-breadcrumbs';

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const { t } = useTranslation();
  return (
    <>{crumb.flow === 'deposit' ? t(`breadcrumbs.deposit.${crumb.step}`) : t(`breadcrumbs.payout.${crumb.step}`)}</>
  );
}

export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useBreadcrumbs();
  if (crumbs === null) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const marker = (
            <span className={styles.marker} aria-hidden="true">
              {crumb.state === 'done' ? '✓' : index + 1}
            </span>
          );
          const label = (
            <span className={crumb.state === 'current' ? styles.label : `${styles.label} ${styles.secondaryLabel}`}>
              <CrumbLabel crumb={crumb} />
              {crumb.state === 'done' ? (
                <span className={utilities.visuallyHidden}> {t('breadcrumbs.done')}</span>
              ) : null}
            </span>
          );
          return (
            <li key={crumb.step} className={styles.item} data-state={crumb.state}>
              {crumb.href === null ? (
                <span className={styles.step} aria-current={crumb.state === 'current' ? 'step' : undefined}>
                  {marker}
                  {label}
                </span>
              ) : (
                <Link className={`${styles.step} ${styles.link}`} to={crumb.href}>
                  {marker}
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
