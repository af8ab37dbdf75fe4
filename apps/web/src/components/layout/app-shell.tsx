// The frame around every shop view: header, offer banner, breadcrumbs, the view and the footer; clicks on
// its links are tracked as navigation clicks (SPEC §2).
import { areLinksLocked } from '@shop/domain/navigation';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useNavigationClickTracking } from '../../hooks/use-navigation-click-tracking';
import { useKnownUser } from '../../lib/session/user-data';
import styles from './app-shell.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { OfferBanner } from './offer-banner';

export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locked = areLinksLocked(pathname);
  const shell = useRef<HTMLDivElement>(null);
  useNavigationClickTracking(shell, useKnownUser()?.userId ?? null);
  return (
    <div className={styles.shell} ref={shell}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header locked={locked} />
      <OfferBanner />
      <main id="main" className={styles.main}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer locked={locked} />
    </div>
  );
}
