// IBAN and BIC checks for mandates, SEPA payments and payouts: ibantools, as the shop uses, so an IBAN
// the shop accepts is one the sandbox accepts (per-country BBAN formats, MOD 97-10, national checks).

import { isValidBIC, isValidIBAN } from 'ibantools';

/** Upper case, blanks removed: the form the sandbox compares and stores. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function ibanValid(iban: string): boolean {
  return isValidIBAN(iban);
}

export function bicValid(bic: string): boolean {
  return isValidBIC(bic.toUpperCase());
}

/** A US ABA routing number: 9 digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) a multiple of 10. */
export function abaRoutingValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export function usAccountNumberValid(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}
