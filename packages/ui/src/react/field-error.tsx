// A field's error under it, with a visually hidden prefix ("Error:") for screen readers (GOV.UK pattern): the
// colour and the icon are not enough to tell an error from a hint. The app passes the prefix in its language.

import type { ReactNode } from 'react';
import styles from '../components/field.module.css';
import utilities from '../components/utilities.module.css';

export type FieldErrorProps = {
  id: string | undefined;
  /** The visually hidden word before the text ("Error:"), in the app's language. */
  prefix: string;
  className?: string | undefined;
  children: ReactNode;
};

export function FieldError({ id, prefix, className, children }: FieldErrorProps) {
  return (
    <p id={id} className={className ?? styles.error}>
      <span className={utilities.visuallyHidden}>{prefix} </span>
      {children}
    </p>
  );
}
