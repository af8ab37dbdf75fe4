// A labelled native select with a placeholder option and an error linked by aria-describedby.

import styles from '@shop/ui/components/field.module.css';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  id: string;
  label: ReactNode;
  /** Render the label for screen readers only (e.g. "Month" inside a labelled group). */
  labelClassName?: string | undefined;
  placeholder: string;
  options: readonly SelectOption[];
  error?: string | null | undefined;
  /** The id of an error shown elsewhere (a group's shared error). */
  describedBy?: string | undefined;
};

export function SelectField({
  id,
  label,
  labelClassName,
  placeholder,
  options,
  error,
  describedBy,
  className,
  ...select
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={labelClassName ?? styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={described === '' ? undefined : described}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
