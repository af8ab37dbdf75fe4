// The console's frame: header with navigation, the operator, the language switch and logout; the guard that
// sends a signed-out operator to the login screen (and back to where they were after signing in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import styles from '../components/console.module.css';
import { Button, LoadState } from '../components/ui';
import { AlertBanner } from '../dashboard/alert-banner';
import { api } from '../lib/api';
import { forgetLanguageChoice, I18nProvider, useI18n } from '../lib/i18n';
import type { Language } from '../lib/types';
import { FreshTotpDialog } from './fresh-totp';
import { hasRole, ME_KEY, useMe } from './session';

function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <label className={styles.account}>
      {t('nav.language')}
      <select
        className={styles.languageSelect}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="de" lang="de">
          Deutsch
        </option>
      </select>
    </label>
  );
}

function Header() {
  const { t } = useI18n();
  const { data: operator } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => api<void>('/logout', { method: 'POST' }),
    onSettled: () => {
      forgetLanguageChoice();
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      navigate('/login', { replace: true });
    },
  });
  const links = [
    ['/', 'nav.search'],
    ['/dashboard', 'nav.dashboard'],
    ['/payouts', 'nav.payouts'],
    ['/lists', 'nav.lists'],
    ['/approvals', 'nav.approvals'],
    ['/reports', 'nav.reports'],
    ['/chargebacks', 'nav.chargebacks'],
    ['/audit', 'nav.audit'],
    ...(operator !== null && operator !== undefined && hasRole(operator, 'lead')
      ? ([['/operators', 'nav.operators']] as const)
      : []),
  ] as const;
  return (
    <header className={styles.header}>
      <span className={styles.brand}>{t('app.title')}</span>
      {operator ? (
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            {links.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className={styles.navLink ?? ''}>
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.account}>
        <LanguageSwitch />
        {operator ? (
          <>
            <span>{t('nav.signedInAs', { name: operator.displayName })}</span>
            <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
              {t('nav.logout')}
            </Button>
          </>
        ) : null}
      </div>
    </header>
  );
}

export function ConsoleLayout() {
  const me = useMe();
  return (
    <I18nProvider preferred={me.data?.language}>
      <div className={styles.shell}>
        <Header />
        <main className={styles.main} id="main">
          {me.isPending || me.isError ? (
            <LoadState error={me.error} onRetry={() => me.refetch()} />
          ) : (
            <>
              {me.data ? <AlertBanner /> : null}
              {me.data ? <FreshTotpDialog /> : null}
              <Outlet />
            </>
          )}
        </main>
      </div>
    </I18nProvider>
  );
}

/** Renders the signed-in screens; without an operator, the login screen with the way back. */
export function RequireOperator() {
  const { data } = useMe();
  const location = useLocation();
  if (data === null || data === undefined) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
