// An input shown in groups of four (card number, IBAN) that keeps the caret where the user typed, although the
// formatted value has more or fewer blanks than what was typed.
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';

/** Where the caret goes in `formatted` so that `kept` significant characters lie before it. */
export function caretPosition(formatted: string, kept: number, significant: RegExp): number {
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

  /** The formatted value for a change event; remembers where the caret belongs. */
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
