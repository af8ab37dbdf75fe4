// A plain surface that groups one screen's content.
import type { ReactNode } from 'react';
import styles from './panel.module.css';

export function Panel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
