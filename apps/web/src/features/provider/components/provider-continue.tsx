// The one primary action of the provider view: full width, sticky on phones, disabled only with a reason.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './provider-screen.module.css';

type ProviderContinueProps = {
  disabled?: boolean;
  /** Working (tokenizing, loading the card client): the button waits and says so below. */
  busy?: boolean;
  /** Why the button is disabled. */
  reason?: string | null;
  /** Keep the note's row even while empty, for forms whose button can become busy (no layout shift). */
  reserveNote?: boolean;
};

export function ProviderContinue({
  disabled = false,
  busy = false,
  reason = null,
  reserveNote = false,
}: ProviderContinueProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const note = busy ? t('provider.continueBusy') : disabled ? reason : null;
  return (
    // Only an action the player can take stays in reach at the bottom; a disabled one would hide the reason above it.
    <div className={styles.continueBar} data-sticky={!disabled}>
      <Button
        type="submit"
        fullWidth
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-describedby={note === null ? undefined : reasonId}
      >
        {t('provider.continue')}
      </Button>
      {note === null && !reserveNote ? null : (
        <p id={reasonId} className={styles.continueReason} aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}
