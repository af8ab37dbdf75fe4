// A plain surface that groups one screen's content.

import styles from '@shop/ui/components/panel.module.css';
import type { ReactNode } from 'react';

export function Panel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
