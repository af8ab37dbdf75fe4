// Bank account data (SPEC §5 Direct debit, Ideal; payout bank form): IBAN (ISO 13616), BIC, account holder, masking.

export type BankError =
  | 'holder_not_set'
  | 'holder_invalid'
  | 'iban_not_set'
  | 'iban_wrong_format'
  | 'bic_not_set'
  | 'bic_wrong_format';

/**
 * IBAN length per country, from the SWIFT IBAN registry: every SEPA country and the other
 * registered ones. Territories (French overseas, Åland, Channel Islands) use their parent's code.
 */
// biome-ignore format: a packed table reads better than one entry per line
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25,
  MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25,
  SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** The IBAN as stored and sent: no whitespace, upper case (SPEC §3 "iban without spaces"). */
export function compactIban(value: string): string {
  return value.replace(/\s+/gu, '').toUpperCase();
}

/** The IBAN as shown: groups of four separated by single blanks (SPEC §5). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/gu, '$1 ');
}

/** The two-letter country of an IBAN, or null when it does not start with one. */
export function ibanCountryOf(iban: string): string | null {
  const country = compactIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

/**
 * ISO 7064 MOD 97-10 over an alphanumeric string, letters counting as 10–35. Folding one digit
 * (or one two-digit letter value) at a time keeps every intermediate below 97 × 100, so plain
 * numbers are exact however long the IBAN is.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** The two check digits for a country and BBAN, e.g. to build test IBANs. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${compactIban(bban)}${country.toUpperCase()}00`);
  return String(98 - remainder).padStart(2, '0');
}

/**
 * ISO 13616: a known country with its exact length, two check digits and an alphanumeric BBAN,
 * and the MOD 97 remainder 1. Check digits 00, 01 and 99 are never issued (the computation yields
 * 02–98), and 99 would otherwise pass wherever 02 does.
 */
export function ibanValid(value: string): boolean {
  const iban = compactIban(value);
  const country = iban.slice(0, 2);
  const length = Object.hasOwn(IBAN_LENGTHS, country) ? IBAN_LENGTHS[country] : undefined;
  if (length === undefined || iban.length !== length) return false;
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** Empty on submit is not set, anything else that fails the check is a format error (SPEC §5). */
export function validateIban(value: string): BankError | null {
  const iban = compactIban(value);
  if (iban === '') return 'iban_not_set';
  return ibanValid(iban) ? null : 'iban_wrong_format';
}

const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** SPEC §5: 4 letters (bank), 2 letters (country), 2 alphanumerics (location), optional 3 (branch). */
export function bicValid(value: string): boolean {
  return BIC_PATTERN.test(value.trim().toUpperCase());
}

// German direct debits route by IBAN alone since SEPA's IBAN-only rule, hence no BIC needed.
const BIC_OPTIONAL_COUNTRIES: ReadonlySet<string> = new Set(['DE']);

export function validateBic(bic: string, options: { ibanCountry: string | null }): BankError | null {
  const value = bic.trim();
  if (value === '') {
    const country = options.ibanCountry?.trim().toUpperCase() ?? '';
    return BIC_OPTIONAL_COUNTRIES.has(country) ? null : 'bic_not_set';
  }
  return bicValid(value) ? null : 'bic_wrong_format';
}

const MIN_HOLDER_ALPHANUMERICS = 3;

/**
 * SPEC §5: at least 3 letters or digits, one of them a letter. Other characters are allowed, since
 * account holders include companies ('Müller & Söhne GmbH').
 */
export function validateAccountHolder(value: string): BankError | null {
  const holder = value.trim();
  if (holder === '') return 'holder_not_set';
  const alphanumerics = holder.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const hasLetter = /\p{L}/u.test(holder);
  return alphanumerics >= MIN_HOLDER_ALPHANUMERICS && hasLetter ? null : 'holder_invalid';
}

/** SPEC §5: direct-debit data is complete when holder and IBAN are set; validity is checked separately. */
export function isElvComplete(elv: { holder: string | null | undefined; iban: string | null | undefined }): boolean {
  return (elv.holder ?? '').trim() !== '' && compactIban(elv.iban ?? '') !== '';
}

const VISIBLE_HEAD = 4;
const VISIBLE_TAIL = 4;

/**
 * 'DE89 •••• •••• •••• ••30 00': country and check digits identify the kind of account, the last
 * four let the player recognise it. Input too short to be an IBAN has no middle to hide.
 */
export function maskIban(iban: string): string {
  const characters = [...compactIban(iban)];
  const tailStart = Math.max(VISIBLE_HEAD, characters.length - VISIBLE_TAIL);
  const masked = characters.map((character, index) => (index < VISIBLE_HEAD || index >= tailStart ? character : '•'));
  return masked.join('').replace(/(.{4})(?=.)/gu, '$1 ');
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
