// The checks a provider runs on card data before it issues a token. The sandbox keeps its own copy
// rather than importing @shop/domain: it plays an outside party, which never shares the shop's code.
import type { CardBrand } from '../store/store.ts';

/** Digits only; blanks and dashes (as people type and paste numbers) are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Also the hosted field's check (sdk.routes.ts fills this source into hosted-field.js): it must stay self-contained. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberValid(digits: string): boolean {
  return /^[0-9]{12,19}$/.test(digits) && luhnValid(digits);
}

export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5018|5020|5038|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  return 'unknown';
}

/** A month 1–12 and a two- or four-digit year, as numbers or numeric strings; null when malformed. */
export function parseExpiry(month: unknown, year: unknown): { month: number; year: number } | null {
  const monthNumber = typeof month === 'string' && /^\d{1,2}$/.test(month.trim()) ? Number(month) : month;
  const yearNumber = typeof year === 'string' && /^(\d{2}|\d{4})$/.test(year.trim()) ? Number(year) : year;
  if (typeof monthNumber !== 'number' || !Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) {
    return null;
  }
  if (typeof yearNumber !== 'number' || !Number.isInteger(yearNumber) || yearNumber < 0 || yearNumber > 9999) {
    return null;
  }
  return { month: monthNumber, year: yearNumber < 100 ? 2000 + yearNumber : yearNumber };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

export function cvcValid(cvc: string): boolean {
  return /^[0-9]{3,4}$/.test(cvc);
}

/** Lenient on purpose (the shop applies SPEC §5): some text with at least one letter. */
export function holderValid(holder: string): boolean {
  const trimmed = holder.trim();
  return trimmed.length >= 2 && trimmed.length <= 100 && /\p{L}/u.test(trimmed);
}
