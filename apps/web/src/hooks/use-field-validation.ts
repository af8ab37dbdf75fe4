// Field validation timing for forms (SPEC §5): a field is checked on blur, and once it has shown an
// error it is checked on every input. A submit checks every field. Errors from outside the form
// (the card tokenizer) show until the field is edited.
import { useState } from 'react';

export type FieldValidation<F extends string, E> = {
  /** The error to show for a field now, or null. */
  errorOf(field: F): E | null;
  /** Call from onBlur. */
  blurred(field: F): void;
  /** Call from onChange: drops an outside error of the field. */
  changed(field: F): void;
  /** Checks the fields; every field with an error shows it from now on. Returns the errors in field order. */
  validateAll(fields: readonly F[]): { field: F; error: E }[];
  /** Shows the fields' errors from now on, as if each had been left once. */
  touch(fields: readonly F[]): void;
  /** An error found outside the form (e.g. by the tokenizer), shown until the field changes. */
  setOutsideError(field: F, error: E): void;
  reset(): void;
};

/** `initiallyTouched`: fields that show their errors from the start. */
export function useFieldValidation<F extends string, E>(
  validate: (field: F) => E | null,
  initiallyTouched: readonly F[] = [],
): FieldValidation<F, E> {
  const [live, setLive] = useState<ReadonlySet<F>>(() => new Set(initiallyTouched));
  const [outside, setOutside] = useState<Partial<Record<F, E>>>({});

  const makeLive = (fields: readonly F[]) => {
    if (fields.every((field) => live.has(field))) return;
    setLive((current) => new Set([...current, ...fields]));
  };

  return {
    errorOf: (field) => outside[field] ?? (live.has(field) ? validate(field) : null),
    blurred: (field) => {
      if (validate(field) !== null) makeLive([field]);
    },
    changed: (field) => {
      if (outside[field] === undefined) return;
      setOutside((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    validateAll: (fields) => {
      const errors = fields.flatMap((field) => {
        const error = validate(field);
        return error === null ? [] : [{ field, error }];
      });
      makeLive(errors.map((entry) => entry.field));
      return errors;
    },
    touch: makeLive,
    setOutsideError: (field, error) => setOutside((current) => ({ ...current, [field]: error })),
    reset: () => {
      setLive(new Set());
      setOutside({});
    },
  };
}
