// One validated input of a form (a card holder, a CVC, an iDEAL bank): its value with the field's error timing
// (use-field-validation: checked on blur, then on every input; an outside error shows until the value changes).
import { useState } from 'react';
import { useFieldValidation } from '../../../hooks/use-field-validation';

type ValidatedValueOptions<E> = {
  validate: (value: string) => E | null;
  /** Shows the error from the start (SPEC §2: "edit" on a saved card). */
  touched?: boolean;
  /** What an input becomes before it is kept (digits only, upper case). */
  normalize?: (input: string) => string;
};

export function useValidatedValue<E>(
  initial: string | (() => string),
  { validate, touched = false, normalize = (input) => input }: ValidatedValueOptions<E>,
) {
  const [value, setValue] = useState(initial);
  const validation = useFieldValidation<'value', E>(() => validate(value), touched ? ['value'] : []);
  return {
    value,
    set: (input: string) => {
      setValue(normalize(input));
      validation.changed('value');
    },
    error: validation.errorOf('value'),
    blur: () => validation.blurred('value'),
    /** Checks the value as a submit does (its error shows from now on); true when it is valid. */
    check: () => validation.validateAll(['value']).length === 0,
    setOutsideError: (error: E) => validation.setOutsideError('value', error),
  };
}
