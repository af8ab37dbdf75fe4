// The header: the logo and shop name lead back to the platform (locked while a payment runs). In the
// platform's PWA a close button leads back too; it hides once the page is scrolled more than 90 px (SPEC §1, §9).
import { HEADER_CLOSE_HIDE_SCROLL_PX } from '@shop/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../config/paths';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { isPwaPlatform } from '../../lib/essential-record';
import styles from './header.module.css';
import { LogoMark } from './logo';

function CloseButton() {
  const { t } = useTranslation();
  return (
    <Link className={styles.close} to={hrefs.extern('games')} aria-label={t('shell.close')}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

export function Header({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  // Decided at entry (the navigation guard marks the classic site); it does not change during a visit.
  const [pwa] = useState(isPwaPlatform);
  const scrolledAway = useScrolledPast(HEADER_CLOSE_HIDE_SCROLL_PX);
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
        {pwa && !locked && !scrolledAway ? <CloseButton /> : null}
      </div>
    </header>
  );
}
