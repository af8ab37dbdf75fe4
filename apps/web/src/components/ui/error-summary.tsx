// The GOV.UK error summary: after a failed submit, a focused box at the top of the form that lists
// every error and links to its field.
import { type MouseEvent, useEffect, useRef } from 'react';
import styles from './field.module.css';

export type SummaryError = { fieldId: string; message: string };

type ErrorSummaryProps = {
  title: string;
  errors: readonly SummaryError[];
  /** Changes on every failed submit, so the summary takes focus again. */
  attempt: number;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (field === null) return;
  // Not a hash navigation: the router would treat it as a view change.
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}

export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (attempt === 0 || element === null) return;
    element.focus({ preventScroll: true });
    // Near the top, not at the bottom edge where the sticky continue bar would cover it.
    element.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div ref={box} className={styles.summary} role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
