// Card payment data (SPEC §5 Card): holder, number, expiry and CVC checks, input formatting, tokenizer error mapping.
import { CARD_YEAR_OPTIONS, MONTH_OPTIONS } from '../constants/constants.ts';

/** Field errors of the card form; the named ones double as error-page codes (SPEC §8). */
export type CardError =
  | 'card_holder_not_set'
  | 'card_holder_no_blanks'
  | 'card_holder_invalid'
  | 'card_number_not_set'
  | 'card_number_invalid'
  | 'expiry_date_not_set'
  | 'card_has_expired'
  | 'cvc_not_set'
  | 'cvc_wrong_format';

/** The holder as it is validated and sent: trimmed, runs of whitespace made one blank. */
export function normalizeCardHolder(value: string): string {
  return value.trim().replace(/\s+/gu, ' ');
}

// One name part starts with a letter; combining marks allow decomposed accents (e + ◌́),
// the typographic apostrophe is what phone keyboards type for O'Neil.
const NAME_PART = /^\p{L}[\p{L}\p{M}'’.-]*$/u;
const MIN_FIRST_NAME_CHARACTERS = 2;

/**
 * SPEC §5: a blank between words, only name characters (letters, apostrophe, hyphen, dot), at least
 * two parts, a first name of at least two characters. The dot counts like any name character, so
 * 'J. O'Brien-Smith' passes (issue 24 item 16) while a bare initial 'J O'Brien' does not; a
 * combining accent belongs to its letter and is not a character of its own.
 */
export function validateCardHolder(value: string): CardError | null {
  const holder = normalizeCardHolder(value);
  if (holder === '') return 'card_holder_not_set';
  const parts = holder.split(' ');
  if (parts.length < 2) return 'card_holder_no_blanks';
  if (!parts.every((part) => NAME_PART.test(part))) return 'card_holder_invalid';
  const firstNameCharacters = Array.from((parts[0] ?? '').replace(/\p{M}/gu, '')).length;
  return firstNameCharacters >= MIN_FIRST_NAME_CHARACTERS ? null : 'card_holder_invalid';
}

/** The ASCII digits of a string, everything else dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

// Sum of the Luhn weights, the rightmost digit of `digits` being doubled when `doubleLast` is set.
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = (index % 2 === 0) === doubleLast;
    sum += doubled ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
  }
  return sum;
}

/** The Luhn (mod 10) check; false for anything that is not a non-empty digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** The digit that makes `payload` + digit pass the Luhn check (test numbers, property tests). */
export function luhnCheckDigit(payload: string): string {
  if (!/^[0-9]*$/.test(payload)) throw new RangeError('luhnCheckDigit needs a digit string');
  return String((10 - (luhnSum(payload, true) % 10)) % 10);
}

/** Card numbers run from 12 (some Maestro) to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
const CARD_NUMBER_PATTERN = new RegExp(`^[0-9]{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`);

/** Blanks are ignored since the field shows the number in groups; anything else that is not a digit is an error. */
export function validateCardNumber(value: string): CardError | null {
  const number = value.replace(/\s+/gu, '');
  if (number === '') return 'card_number_not_set';
  return CARD_NUMBER_PATTERN.test(number) && luhnValid(number) ? null : 'card_number_invalid';
}

/**
 * The number field's value after a key or paste: letters and digits only (SPEC: the field accepts
 * letter and digit keys, so a stray letter stays visible and fails validation instead of vanishing),
 * at most 19 of them, in blocks of four with single blanks. Idempotent, so it can run on every input.
 */
export function formatCardNumber(input: string): string {
  const kept = [...input.replace(/[^\p{L}0-9]/gu, '')].slice(0, CARD_NUMBER_MAX_DIGITS).join('');
  return kept.replace(/(.{4})(?=.)/gu, '$1 ');
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'cartebleue' | 'unknown';

// First match wins, so the narrower Carte Bleue range precedes Visa. Carte Bleue cards are
// co-branded Visa cards; 497 is the Visa range French banks issued them from. Cards outside it
// may still carry the CB scheme, which no prefix can tell.
const BRAND_PREFIXES: readonly (readonly [Exclude<CardBrand, 'unknown'>, RegExp])[] = [
  ['cartebleue', /^497/],
  ['visa', /^4/],
  ['amex', /^3[47]/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)/],
  ['maestro', /^(50|5[6-8]|6304|6759|676[1-3])/],
];

/** The card brand by its number's prefix (blanks and other non-digits are ignored). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/**
 * SPEC §5: a card is valid through the last day of its expiry month. `today` is the local date of
 * whoever checks; the form passes the player's, so the server may see a month boundary a few hours
 * apart. A month outside 1–12 or a fractional value cannot come from the selects and counts as not set.
 */
export function validateExpiry(month: number | null, year: number | null, today: Date): CardError | null {
  if (month === null || year === null) return 'expiry_date_not_set';
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return 'expiry_date_not_set';
  const currentYear = today.getFullYear();
  const currentMonth = today.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'card_has_expired';
  return null;
}

/** The expiry year select: this year and the nine after it. */
export function expiryYearOptions(today: Date): number[] {
  const first = today.getFullYear();
  return Array.from({ length: CARD_YEAR_OPTIONS }, (_, index) => first + index);
}

export function expiryMonthOptions(): number[] {
  return Array.from({ length: MONTH_OPTIONS }, (_, index) => index + 1);
}

/** SPEC §5: 3 or 4 digits; an empty CVC is an error only where the provider requires one. */
export function validateCvc(cvc: string, required: boolean): CardError | null {
  const value = cvc.trim();
  if (value === '') return required ? 'cvc_not_set' : null;
  return /^[0-9]{3,4}$/.test(value) ? null : 'cvc_wrong_format';
}

export type CardDataFields = {
  holder: string | null | undefined;
  number: string | null | undefined;
  expiryMonth: number | null | undefined;
  expiryYear: number | null | undefined;
};

/** SPEC §5: complete means set, not valid; the tokenizer and the field checks judge the values. */
export function isCardDataComplete(card: CardDataFields): boolean {
  const isSet = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';
  const isChosen = (option: number | null | undefined): boolean => option !== null && option !== undefined;
  return isSet(card.holder) && isSet(card.number) && isChosen(card.expiryMonth) && isChosen(card.expiryYear);
}

/** A saved card as shown in saved-card mode: '•••• •••• •••• 4242'. */
export function maskCardNumber(last4: string): string {
  return `•••• •••• •••• ${digitsOnly(last4).slice(-4).padStart(4, '•')}`;
}

/** Error codes of the card encryption client's tokenize call (SPEC §5). */
export const TOKENIZER_ERROR_CODES = ['FAILED', 'INVALID_HOLDER', 'INVALID_NUMBER', 'EXPIRED', 'INVALID_CVC'] as const;
export type TokenizerErrorCode = (typeof TOKENIZER_ERROR_CODES)[number];

/** A field error to show on the form, or the error route for a failure the player cannot fix there. */
export type TokenizerErrorOutcome = '/error/1' | CardError;

const TOKENIZER_FIELD_ERRORS: Readonly<Record<Exclude<TokenizerErrorCode, 'FAILED'>, CardError>> = {
  INVALID_HOLDER: 'card_holder_invalid',
  INVALID_NUMBER: 'card_number_invalid',
  EXPIRED: 'card_has_expired',
  INVALID_CVC: 'cvc_wrong_format',
};

/**
 * FAILED, and any code the client may add later, is SPEC §8 code 1 ("preparing payment details
 * fails"); the others point at the field the player has to correct.
 */
export function tokenizerErrorToRoute(code: string): TokenizerErrorOutcome {
  return isTokenizerFieldCode(code) ? TOKENIZER_FIELD_ERRORS[code] : '/error/1';
}

function isTokenizerFieldCode(code: string): code is keyof typeof TOKENIZER_FIELD_ERRORS {
  return Object.hasOwn(TOKENIZER_FIELD_ERRORS, code);
}
