// An input shown in groups of four (the IBAN) that keeps the caret where the player typed, although
// the formatted value has more or fewer blanks than what was typed. (The provider feature has its
// own copy: features do not import each other.)
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';

function caretPosition(formatted: string, kept: number, significant: RegExp): number {
  let count = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (count === kept) return index;
    if (significant.test(formatted.charAt(index))) count += 1;
  }
  return formatted.length;
}

export function useGroupedInput(format: (raw: string) => string, significant: RegExp) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || input === null || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const formatChange = (event: ChangeEvent<HTMLInputElement>): string => {
    const raw = event.target.value;
    const position = event.target.selectionStart ?? raw.length;
    const kept = [...raw.slice(0, position)].filter((character) => significant.test(character)).length;
    const formatted = format(raw);
    caret.current = caretPosition(formatted, kept, significant);
    return formatted;
  };

  return { ref, formatChange };
}
