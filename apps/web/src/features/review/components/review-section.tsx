// A titled part of review with a "change" link back to the step that collected it.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './review-screen.module.css';

type ReviewSectionProps = {
  title: string;
  /** The visible link text ("Change") and its full accessible name ("Change payment method"). */
  change?: { href: string; text: string; label: string } | undefined;
  children: ReactNode;
};

export function ReviewSection({ title, change, children }: ReviewSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {change === undefined ? null : (
          <Link className={styles.change} to={change.href} aria-label={change.label}>
            {change.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
