// Small building blocks the payout steps share: the loading state, a notice, a card and the figures list.
import { type ReactNode, useId } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import styles from './payout.module.css';

/** While the payout data loads (or a redirect is under way): the headline, space reserved below. */
export function PayoutSkeleton({ title }: { title: string }) {
  return (
    <div className={styles.screen} aria-busy="true">
      <PageHeading>{title}</PageHeading>
      <div className={styles.placeholder} />
    </div>
  );
}

type NoticeProps = {
  title: string;
  tone?: 'info' | 'warning' | 'error';
  role?: 'status' | 'alert';
  children?: ReactNode;
};

export function Notice({ title, tone = 'info', role, children }: NoticeProps) {
  const id = useId();
  return (
    <section className={styles.notice} data-tone={tone} role={role} aria-labelledby={id}>
      <h2 id={id} className={styles.noticeTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export type Figure = {
  id: string;
  label: string;
  value: string;
  emphasis?: boolean;
  /** Text that may wrap (names, e-mail addresses), unlike amounts. */
  text?: boolean;
};

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div
          key={figure.id}
          className={styles.figure}
          data-figure={figure.id}
          data-emphasis={figure.emphasis || undefined}
          data-text={figure.text || undefined}
        >
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
