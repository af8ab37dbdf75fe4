// A labelled text input with an optional hint and an error linked by aria-describedby (DESIGN.md).

import styles from '@shop/ui/components/field.module.css';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Shown after the input, e.g. the detected card brand. */
  addon?: ReactNode;
};

export function TextField({ id, label, hint, error, addon, className, ...input }: TextFieldProps) {
  const hintId = useId();
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <input
        id={id}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...input}
      />
      {addon}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
