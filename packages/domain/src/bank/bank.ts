// Bank account data (SPEC §5 Direct debit, Ideal; payout bank form): IBAN (ISO 13616), BIC, account holder, masking.
// IBAN and BIC are checked with ibantools, the one dependency of domain: the per-country BBAN formats
// are registry data that no hand-written table here should copy (web, server and payout all use these).

import { isValidBIC, isValidIBAN } from 'ibantools';
import { compactIban, compactUsBankNumber } from '../bank-format/bank-format';

export {
  compactIban,
  compactUsBankNumber,
  formatIban,
  maskIban,
  maskUsAccountNumber,
} from '../bank-format/bank-format';

export type BankError =
  | 'holder_not_set'
  | 'holder_no_letter'
  | 'holder_too_short'
  | 'iban_not_set'
  | 'iban_wrong_format'
  | 'bic_not_set'
  | 'bic_wrong_format';

/** The two-letter country of an IBAN, or null when it does not start with one. */
export function ibanCountryOf(iban: string): string | null {
  const country = compactIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

/**
 * ISO 13616 as the IBAN registry defines it per country (ibantools): the country's length and BBAN
 * format (so `DE92ABCDEFGH0532013000`, letters where a German bank code has digits, fails), the
 * MOD 97-10 check digits, and the national check digits where a country has them. Check digits 00,
 * 01 and 99 never pass (the computation yields 02–98).
 */
export function ibanValid(value: string): boolean {
  return isValidIBAN(compactIban(value));
}

/** Empty on submit is not set, anything else that fails the check is a format error (SPEC §5). */
export function validateIban(value: string): BankError | null {
  const iban = compactIban(value);
  if (iban === '') return 'iban_not_set';
  return ibanValid(iban) ? null : 'iban_wrong_format';
}

/**
 * SPEC §5: 4 letters (bank), 2 letters (country), 2 alphanumerics (location), optional 3 (branch);
 * ibantools also wants the country to be one it knows.
 */
export function bicValid(value: string): boolean {
  return isValidBIC(value.trim().toUpperCase());
}

// German direct debits route by IBAN alone since SEPA's IBAN-only rule, hence no BIC needed.
const BIC_OPTIONAL_COUNTRIES: ReadonlySet<string> = new Set(['DE']);

/**
 * The country that decides whether a BIC is needed: a valid IBAN's. Until the IBAN is valid nobody
 * knows, so an empty BIC is not demanded then (issue 24 item 14: an empty form asked for a BIC right
 * under 'Not needed for German bank accounts'); the IBAN's own error says what to do first.
 */
export function bicCountryOf(iban: string): string | null {
  return ibanValid(iban) ? ibanCountryOf(iban) : null;
}

/**
 * SPEC §5: the BIC is optional for German accounts. An empty one is demanded only for an account
 * known to be from elsewhere (`ibanCountry` null: not known yet, see bicCountryOf); a given one
 * must have the BIC format whatever the country.
 */
export function validateBic(bic: string, options: { ibanCountry: string | null }): BankError | null {
  const value = bic.trim();
  if (value === '') {
    const country = options.ibanCountry?.trim().toUpperCase() ?? '';
    return country === '' || BIC_OPTIONAL_COUNTRIES.has(country) ? null : 'bic_not_set';
  }
  return bicValid(value) ? null : 'bic_wrong_format';
}

const MIN_HOLDER_ALPHANUMERICS = 3;

/**
 * SPEC §5: at least 3 letters or digits, one of them a letter. Other characters are allowed, since
 * account holders include companies ('Müller & Söhne GmbH'). The error names the rule that failed
 * (issue 24 item 14: '123' was told it needed 3 letters or digits): no letter first, since a
 * holder without one fails whatever its length, then too few letters and digits.
 */
export function validateAccountHolder(value: string): BankError | null {
  const holder = value.trim();
  if (holder === '') return 'holder_not_set';
  if (!/\p{L}/u.test(holder)) return 'holder_no_letter';
  const alphanumerics = holder.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return alphanumerics >= MIN_HOLDER_ALPHANUMERICS ? null : 'holder_too_short';
}

/** SPEC §5: direct-debit data is complete when holder and IBAN are set; validity is checked separately. */
export function isElvComplete(elv: { holder: string | null | undefined; iban: string | null | undefined }): boolean {
  return (elv.holder ?? '').trim() !== '' && compactIban(elv.iban ?? '') !== '';
}

/**
 * SPEC §5 Ideal: a bank must be chosen. With the provider's issuers given (the server's re-check),
 * a code that is not one of them is a format error, since no form could have sent it.
 */
export function validateIdealIssuer(bic: string | null, issuers?: readonly { bic: string }[]): BankError | null {
  const value = bic?.trim() ?? '';
  if (value === '') return 'bic_not_set';
  if (issuers !== undefined && !issuers.some((issuer) => issuer.bic === value)) return 'bic_wrong_format';
  return null;
}

/**
 * An ABA routing transit number: 9 digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of 10 (the checksum every US bank routing number carries).
 */
export function abaRoutingNumberValid(value: string): boolean {
  const digits = compactUsBankNumber(value);
  if (!/^\d{9}$/u.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export function usAccountNumberValid(value: string): boolean {
  return /^\d{4,17}$/u.test(compactUsBankNumber(value));
}
