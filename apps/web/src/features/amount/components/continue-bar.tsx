// The one primary action: full width, sticky at the bottom on phones, disabled only with a visible reason.
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './amount-screen.module.css';

type ContinueBarProps = {
  disabled: boolean;
  /** Say why the button is disabled (not while loading: there is nothing to choose yet). */
  showReason?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
};

export function ContinueBar({ disabled, showReason = true, buttonRef }: ContinueBarProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = disabled && showReason;
  return (
    <div className={styles.continueBar}>
      <Button
        ref={buttonRef}
        type="submit"
        fullWidth
        disabled={disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t('amount.continue')}
      </Button>
      {/* The row keeps its height either way, so nothing shifts when a package is chosen. */}
      <p id={reasonId} className={styles.reason}>
        {reason ? t('amount.continueHint') : null}
      </p>
    </div>
  );
}
