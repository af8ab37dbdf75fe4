// The review's "Save for express payment" box (SPEC §4): optional, unchecked at first, never blocks paying.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpressOptIn } from '../hooks/use-express-opt-in';
import styles from './review-screen.module.css';

export function ExpressOptInBox({ optIn }: { optIn: ExpressOptIn }) {
  const { t } = useTranslation();
  const id = useId();
  if (!optIn.shown) return null;
  return (
    <div className={styles.box} data-testid="express-opt-in">
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        data-testid="express-opt-in-checkbox"
        checked={optIn.checked}
        onChange={(event) => optIn.setChecked(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id} className={styles.boxLabel}>
        {t('express.optIn.label')}
      </label>
      <p id={`${id}-hint`} className={styles.boxHint}>
        {t(optIn.paypal ? 'express.optIn.hintPaypal' : 'express.optIn.hint')}
      </p>
    </div>
  );
}
