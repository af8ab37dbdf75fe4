// The round check mark of the end screens.
import styles from './end.module.css';

export function SuccessMark() {
  return (
    <div className={styles.mark} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </div>
  );
}
