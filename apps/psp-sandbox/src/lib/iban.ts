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
