// A labelled native select with a placeholder option and an error linked by aria-describedby (the ui package's
// field frame, with the shop's texts).

import styles from '@shop/ui/components/field.module.css';
import { controlProps, FieldFrame } from '@shop/ui/react/text-field.tsx';
import type { ComponentProps, ReactNode } from 'react';
import { useErrorPrefix } from './field-error';

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
  return (
    <FieldFrame id={id} label={label} labelClassName={labelClassName} error={error} errorPrefix={useErrorPrefix()}>
      <select
        {...controlProps({ id, error, describedBy })}
        className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
