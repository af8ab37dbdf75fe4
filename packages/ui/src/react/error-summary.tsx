// The GOV.UK error summary, the one every form of the shop and the console uses: after a failed submit, a box at
// the top of the form headed "There is a problem" (`title`, in the app's language) that lists every error (one
// too) and links to its field. Focus moves to it on each failed submit only, never while the user types; an inner
// role=alert announces it.

import { type MouseEvent, useEffect, useRef } from 'react';
import styles from '../components/field.module.css';

export type SummaryError = {
  fieldId: string;
  message: string;
  /** Focuses the field when its element cannot take focus itself (a hosted card field's frame). */
  focus?: () => void;
};

export type ErrorSummaryProps = {
  errors: readonly SummaryError[];
  /** Raised on every failed submit (0: none yet): the summary shows from the first and takes focus on each. */
  attempt: number;
  title: string;
  /** Called while the summary shows (e.g. for the page title's "Error: " prefix); returns its clean-up. */
  onShown?: (() => () => void) | undefined;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, error: SummaryError): void {
  const field = document.getElementById(error.fieldId);
  if (field === null) return;
  // Not a hash navigation: a router would treat it as a view change.
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  if (error.focus === undefined) field.focus();
  else error.focus();
}

export function ErrorSummary({ errors, attempt, title, onShown }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const visible = attempt > 0 && errors.length > 0;
  useEffect(() => {
    const element = box.current;
    if (attempt === 0 || element === null) return;
    element.focus({ preventScroll: true });
    // Near the top, not at the bottom edge where a sticky action bar would cover it.
    element.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  useEffect(() => (visible && onShown !== undefined ? onShown() : undefined), [visible, onShown]);
  if (!visible) return null;
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} data-testid="error-summary">
      <div role="alert">
        <h2 className={styles.summaryTitle}>{title}</h2>
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
