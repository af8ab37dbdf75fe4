// Reading an amount the player typed in their own number format (issue 10 item 1): the locale's
// decimal mark and its grouping separator ('1.234,56' in de, '1,234.56' in en-GB, '1 234,56' in fr).
// An amount is either read exactly as written or refused; a mark is never reinterpreted, so
// '2.500' in de is 2500 and '12,5' in en-GB is refused rather than read as 125 or 12.5.
import { fractionDigitsOf } from '../money/money.ts';

export type NumberSeparators = {
  /** The decimal mark: '.' or ','. */
  decimal: '.' | ',';
  /** The grouping separator as the locale writes it ('.', ',', U+202F, U+00A0, '’' …). */
  group: string;
};

// Up to 15 digits every integer is exact in a double; no balance comes near.
const MAX_EXACT_DIGITS = 15;

// Spaces a player may type for a space-grouping locale (fr writes U+202F, others U+00A0): a keyboard
// gives a plain blank, so all three count as the same separator.
const SPACES = new Set([' ', '\u00a0', '\u202f']);
// Apostrophes for de-CH-style grouping: the typographic one and the one on the keyboard.
const APOSTROPHES = new Set(["'", '\u2019']);

/** The decimal mark and grouping separator of a locale; en-US marks for an unknown locale. */
export function numberSeparatorsFor(locale: string): NumberSeparators {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  } catch {
    parts = new Intl.NumberFormat('en-US').formatToParts(1234567.5);
  }
  const decimal = parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? (decimal === ',' ? '.' : ',');
  return { decimal, group };
}

function isGroupChar(char: string, group: string): boolean {
  if (char === group) return true;
  if (SPACES.has(group)) return SPACES.has(char);
  if (APOSTROPHES.has(group)) return APOSTROPHES.has(char);
  return false;
}

// Signs (ASCII and the typographic minus) and the exponent of a number written in scientific
// notation ('1e3', '2E-1'): dropping them changed the number ('-5' became 5, '1e3' became 13).
const SIGNS = new Set(['-', '+', '\u2212']);
// An 'e' right after a digit counts while it is typed ('1e' before '1e3'), not one that starts a word ('12EUR').
const EXPONENT = /(?<=[0-9.,])[eE](?=[-+\u2212]?(?:[0-9]|$))/gu;

/**
 * What the amount field keeps of a key press or paste: digits, '.', ',', blanks and apostrophes —
 * everything a number can be written with — so a wrong mark stays visible for the check to refuse
 * instead of being silently dropped or turned into another mark. Signs and an exponent stay for
 * the same reason (issue 24 item 5): '-5' and '1e3' are refused, never read as 5 or 13. Other
 * letters and symbols (a pasted '€' or 'EUR') go.
 */
export function keepAmountCharacters(raw: string): string {
  const exponents = new Set(Array.from(raw.matchAll(EXPONENT), (match) => match.index));
  // UTF-16 units, as the match indices count them; a lone surrogate half is never kept.
  return raw
    .split('')
    .filter(
      (char, index) =>
        /[0-9.,]/.test(char) || SPACES.has(char) || APOSTROPHES.has(char) || SIGNS.has(char) || exponents.has(index),
    )
    .join('')
    .slice(0, 32);
}

/**
 * Minor units of an amount written in the locale's format, or null when it is not such an amount.
 * Allowed: digits; at most one decimal mark with at most as many decimals as the factor has (none
 * for factor 1); grouping separators in the whole part only, each followed by exactly three digits
 * and with one to three digits before the first ('1.234.567,5' in de). Leading and trailing blanks
 * are ignored. Everything else — the other locale's marks ('1,234.56' in de), a group of two
 * ('12.50' in de), a second decimal mark, too many decimals — is refused, never reinterpreted.
 */
export function parseAmountInput(text: string, separators: NumberSeparators, factor: number): number | null {
  const maxDecimals = fractionDigitsOf(factor);
  if (maxDecimals === null) return null;
  const trimmed = text.replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, '');
  if (trimmed === '') return null;
  const markIndex = trimmed.indexOf(separators.decimal);
  if (markIndex !== -1 && trimmed.indexOf(separators.decimal, markIndex + 1) !== -1) return null;
  const wholeText = markIndex === -1 ? trimmed : trimmed.slice(0, markIndex);
  const fraction = markIndex === -1 ? '' : trimmed.slice(markIndex + 1);
  if (!/^[0-9]*$/.test(fraction) || fraction.length > maxDecimals) return null;
  if (markIndex !== -1 && maxDecimals === 0) return null;

  const groups: string[] = [''];
  for (const char of wholeText) {
    if (/[0-9]/.test(char)) groups[groups.length - 1] += char;
    else if (isGroupChar(char, separators.group)) groups.push('');
    else return null;
  }
  const [first = '', ...rest] = groups;
  if (rest.length > 0 && (first.length < 1 || first.length > 3 || rest.some((group) => group.length !== 3))) {
    return null;
  }
  const whole = groups.join('');
  if (whole === '' && fraction === '') return null;
  if (whole.replace(/^0+/, '').length > MAX_EXACT_DIGITS - maxDecimals) return null;
  return Number(whole === '' ? '0' : whole) * factor + Number(fraction.padEnd(maxDecimals, '0') || '0');
}
