// The header: the logo and shop name lead back to the platform (locked while a payment runs).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../config/paths';
import styles from './header.module.css';
import { LogoMark } from './logo';

export function Header({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const brand = (
    <>
      <LogoMark />
      <span className={styles.name}>{t('shell.shopName')}</span>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {locked ? (
          <span className={styles.brand}>{brand}</span>
        ) : (
          <Link className={styles.brand} to={hrefs.extern('games')} aria-label={t('shell.backToPlatform')}>
            {brand}
          </Link>
        )}
      </div>
    </header>
  );
}
