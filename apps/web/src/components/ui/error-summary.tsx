// The GOV.UK error summary, the one every form uses: after a failed submit, a box at the top of the
// form headed "There is a problem" that lists every error (one too) and links to its field's input.
// Focus moves to it on each failed submit only, never while the player types; an inner role=alert
// announces it, and the page title gains its "Error: " prefix while it shows.

import styles from '@shop/ui/components/field.module.css';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { markFormErrorsShown } from '../../lib/form-errors-shown';

export type SummaryError = {
  fieldId: string;
  message: string;
  /** Focuses the field when its element cannot take focus itself (a hosted card field's frame). */
  focus?: () => void;
};

type ErrorSummaryProps = {
  errors: readonly SummaryError[];
  /** Raised on every failed submit (0: none yet): the summary shows from the first and takes focus on each. */
  attempt: number;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, error: SummaryError): void {
  const field = document.getElementById(error.fieldId);
  if (field === null) return;
  // Not a hash navigation: the router would treat it as a view change.
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  if (error.focus === undefined) field.focus();
  else error.focus();
}

export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const visible = attempt > 0 && errors.length > 0;
  useEffect(() => {
    const element = box.current;
    if (attempt === 0 || element === null) return;
    element.focus({ preventScroll: true });
    // Near the top, not at the bottom edge where the sticky continue bar would cover it.
    element.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  useEffect(() => (visible ? markFormErrorsShown() : undefined), [visible]);
  if (!visible) return null;
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} data-testid="error-summary">
      <div role="alert">
        <h2 className={styles.summaryTitle}>{t('common.errorSummaryTitle')}</h2>
        <ul className={styles.summaryList}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
