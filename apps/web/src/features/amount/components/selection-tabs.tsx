// The switch between a one-off deposit (/) and the saver package (/subscription), for money players.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './selection-tabs.module.css';

export function SelectionTabs() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('amount.tabs.label')} data-testid="selection-tabs">
      <NavLink className={styles.tab ?? ''} to="/" end data-testid="selection-tab-normal">
        {t('amount.tabs.normal')}
      </NavLink>
      <NavLink className={styles.tab ?? ''} to="/subscription" data-testid="selection-tab-subscription">
        {t('amount.tabs.subscription')}
      </NavLink>
    </nav>
  );
}
