// The page's h1; takes focus after a route change (see lib/heading-focus).
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { claimHeadingFocus, releaseHeadingFocus } from '../../lib/heading-focus';
import styles from './page-heading.module.css';

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimHeadingFocus(ref.current), []);
  // A layout effect's clean-up runs while the heading is still in the document and has its focus.
  useLayoutEffect(() => {
    const element = ref.current;
    return () => releaseHeadingFocus(element);
  }, []);
  return (
    <h1 ref={ref} id={id} className={styles.heading}>
      {children}
    </h1>
  );
}
