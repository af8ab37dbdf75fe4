// The page's h1; takes focus after a route change (see lib/heading-focus).
import { type ReactNode, useEffect, useRef } from 'react';
import { claimHeadingFocus } from '../../lib/heading-focus';
import styles from './page-heading.module.css';

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimHeadingFocus(ref.current), []);
  return (
    <h1 ref={ref} id={id} className={styles.heading}>
      {children}
    </h1>
  );
}
