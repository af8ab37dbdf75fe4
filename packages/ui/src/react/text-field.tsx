// A labelled field: label above, an optional hint, the control, its error below, hint and error linked to the
// control by aria-describedby (DESIGN.md "Errors help"). The texts come in as props, in the app's language.

import type { ComponentProps, ReactNode } from 'react';
import styles from '../components/field.module.css';
import { FieldError } from './field-error.tsx';

export type FieldTexts = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** The visually hidden prefix of the error ("Error:"). */
  errorPrefix: string;
};

/**
 * What every control of a field carries: its id, the invalid state while it has an error, and the description: an
 * outside id first (`describedBy`, a group's shared error), then its hint's and its error's.
 */
export function controlProps({
  id,
  hint,
  error,
  describedBy,
}: Pick<FieldTexts, 'id' | 'hint' | 'error'> & { describedBy?: string | undefined }) {
  const ids = [describedBy, hint === undefined ? null : `${id}-hint`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids === '' ? undefined : ids } as const;
}

/** The frame around a field's control: label (`labelClassName`: another look, e.g. for screen readers only), hint,
 * the control (children), error. */
export function FieldFrame({
  id,
  label,
  labelClassName,
  hint,
  error,
  errorPrefix,
  children,
}: FieldTexts & { labelClassName?: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={labelClassName ?? styles.label} htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {children}
      {error ? (
        <FieldError id={`${id}-error`} prefix={errorPrefix}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldTexts &
  Omit<ComponentProps<'input'>, 'id'> & {
    /** Shown after the input, e.g. the detected card brand. */
    addon?: ReactNode;
  };

export function TextField({ id, label, hint, error, errorPrefix, addon, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <input
        {...controlProps({ id, hint, error })}
        className={[styles.control, className].filter(Boolean).join(' ')}
        {...input}
      />
      {addon}
    </FieldFrame>
  );
}
