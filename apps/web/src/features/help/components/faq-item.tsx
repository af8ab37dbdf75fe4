// One collapsible question (WAI-ARIA accordion pattern): a heading holding a button with aria-expanded and
// aria-controls; Enter and Space work because it is a real button.
import { type ReactNode, useId, useState } from 'react';
import styles from './help.module.css';

export function FaqItem({ question, children, testId }: { question: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}question`;
  const answerId = `${id}answer`;
  return (
    <div className={styles.item} data-testid={testId}>
      <h2 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{question}</span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <div id={answerId} className={styles.answer} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
