// The acceptance boxes (SPEC §4 Other states, §5 Acceptance): unchecked at first, an error per box on a
// failed validation, cleared once the box is checked.
import { useState } from 'react';
import type { AcceptanceBox } from '../review-model';

type Flags = Partial<Record<AcceptanceBox, boolean>>;

export function useAcceptance(boxes: readonly AcceptanceBox[]) {
  const [checked, setChecked] = useState<Flags>({});
  const [errors, setErrors] = useState<Flags>({});

  const setBox = (box: AcceptanceBox, value: boolean) => {
    setChecked((current) => ({ ...current, [box]: value }));
    if (value) setErrors((current) => ({ ...current, [box]: false }));
  };

  /** Marks every unchecked box as an error; returns them (empty: all accepted). */
  const validate = (): AcceptanceBox[] => {
    const missing = boxes.filter((box) => checked[box] !== true);
    setErrors(Object.fromEntries(missing.map((box) => [box, true])));
    return missing;
  };

  return {
    boxes,
    isChecked: (box: AcceptanceBox) => checked[box] === true,
    hasError: (box: AcceptanceBox) => errors[box] === true,
    setBox,
    validate,
  };
}
