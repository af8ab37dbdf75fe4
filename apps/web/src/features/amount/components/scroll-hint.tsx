// A floating hint that points to the continue button when it is off screen (SPEC §1).
import { useTranslation } from 'react-i18next';
import styles from './amount-screen.module.css';

export function ScrollHint({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.scrollHint} onClick={onClick}>
      {t('amount.scrollHint')}
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M8 3v10M3.5 8.5L8 13l4.5-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
