// Payout rules (SPEC §5 Payout, §8 payout errors, §9 fees): amount input and checks, fees, equivalents, forced payouts, errors.
import {
  abaRoutingNumberValid,
  bicCountryOf,
  usAccountNumberValid,
  validateAccountHolder,
  validateBic,
  validateIban,
} from '../bank/bank.ts';
import {
  DEFAULT_MIN_PAYOUT_FEE_MINOR,
  DEFAULT_PAYOUT_FEE_MINOR,
  FEE_CURRENCIES,
  FORCED_PAYOUT_LIMIT_MAJOR,
} from '../constants/constants.ts';
import { CURRENCIES, currencyFactor, isCurrencyCode, payoutFeeMinorFor } from '../money/money.ts';

export type PayoutAmountError = 'amountToLow' | 'amountToHigh' | 'amountInvalid' | 'amountBelowForced';

/**
 * SPEC §5: more than the fee (the fee is what the player pays, so nothing would be left) and at
 * most the withdrawable amount; with a forced payout (SPEC §2, §9) at least `minimumMinor`, the
 * forcedPayoutMinimum. Amounts are integer minor units; anything else is invalid.
 */
export function validatePayoutAmount(input: {
  amountMinor: number | null;
  feeMinor: number;
  withdrawableMinor: number;
  minimumMinor?: number;
}): PayoutAmountError | null {
  const { amountMinor, feeMinor, withdrawableMinor, minimumMinor = 0 } = input;
  if (amountMinor === null || !Number.isSafeInteger(amountMinor) || amountMinor < 0) return 'amountInvalid';
  if (amountMinor <= feeMinor) return 'amountToLow';
  if (amountMinor > withdrawableMinor) return 'amountToHigh';
  if (amountMinor < minimumMinor) return 'amountBelowForced';
  return null;
}

function hasFeeTableEntry(currency: string): boolean {
  // Game currencies pay the fee of their real currency (GGBP → GBP), as payoutFeeMinorFor does.
  const real = isCurrencyCode(currency) ? CURRENCIES[currency].isoCode : currency;
  return (FEE_CURRENCIES as readonly (string | null)[]).includes(real);
}

/**
 * The fee a payout must exceed, in minor units: the provider's payoutFee when it names a usable one
 * (a negative or fractional value is a data error and ignored), else the SPEC §9 fee of the
 * currency, else the SPEC §9 default of 1.50 (CAD), or 1 unit where there are no cents.
 */
export function payoutFeeFor(currency: string, providerFeeMinor?: number | null): number {
  if (typeof providerFeeMinor === 'number' && Number.isSafeInteger(providerFeeMinor) && providerFeeMinor >= 0) {
    return providerFeeMinor;
  }
  if (hasFeeTableEntry(currency)) return payoutFeeMinorFor(currency);
  // SPEC §9 "default 1.50" (CAD, issue 10 item 6) in the currency's own minor units; a currency
  // without cents (diamonds) cannot charge 1.5, so it gets the default minimum fee of one unit.
  const factor = currencyFactor(currency);
  const fee = (DEFAULT_PAYOUT_FEE_MINOR / 100) * factor;
  return Number.isSafeInteger(fee) ? fee : (DEFAULT_MIN_PAYOUT_FEE_MINOR / 100) * factor;
}

/**
 * The payout fee the help FAQ states (SPEC §5): the largest usable fee among the payout providers, so
 * the text never promises less than a method charges; without provider fees, the fee of the currency.
 */
export function faqPayoutFeeFor(currency: string, providerFeesMinor: readonly (number | null)[] = []): number {
  const usable = providerFeesMinor.filter(
    (fee): fee is number => typeof fee === 'number' && Number.isSafeInteger(fee) && fee >= 0,
  );
  return usable.length === 0 ? payoutFeeFor(currency) : Math.max(...usable);
}

/** What reaches the player's account; never negative, though validation already demands amount > fee. */
export function finalPayoutAmount(amountMinor: number, feeMinor: number): number {
  return Math.max(0, amountMinor - feeMinor);
}

/**
 * The payout amount in the real currency's minor units: amount × exchangeFactor, where the factor
 * is real minor units per payout minor unit. Rounded down, so the player is never shown more than
 * they get; a product within float noise of an integer (0.58 × 100 = 57.999…) counts as that integer.
 */
export function realCurrencyEquivalent(amountMinor: number, exchangeFactor: number): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amount ${amountMinor} is not an integer of minor units`);
  }
  if (!Number.isFinite(exchangeFactor) || exchangeFactor < 0) {
    throw new RangeError(`exchange factor ${exchangeFactor} is not a non-negative number`);
  }
  const exact = amountMinor * exchangeFactor;
  const nearest = Math.round(exact);
  if (Math.abs(exact - nearest) <= Number.EPSILON * Math.max(1, Math.abs(exact)) * 8) return nearest;
  return Math.floor(exact);
}

/** SPEC §2: the equivalent shows when the currency or the exchange factor differs. */
export function showsEquivalent(payout: { currency: string; currencyReal: string; exchangeFactor: number }): boolean {
  return payout.currency !== payout.currencyReal || payout.exchangeFactor !== 1;
}

/** Minor units above the forced-payout limit of 1000 major units (SPEC §9), or 0. */
export function forcedPayoutExcess(input: { balanceMinor: number; factor: number }): number {
  return Math.max(0, input.balanceMinor - FORCED_PAYOUT_LIMIT_MAJOR * input.factor);
}

/**
 * The least a forced payout may be (SPEC §2 forced-payout notice, §9 "the minimum is shown as a
 * placeholder"): the excess over the limit, or everything withdrawable when the excess is partly
 * bonus, which cannot be paid out; 0 when the payout is not forced.
 */
export function forcedPayoutMinimum(input: {
  balanceMinor: number;
  withdrawableMinor: number;
  factor: number;
}): number {
  const excess = forcedPayoutExcess(input);
  return excess > 0 ? Math.max(0, Math.min(excess, input.withdrawableMinor)) : 0;
}

/** A balance above the limit must be paid out; exactly the limit is still allowed to stay. */
export function isForcedPayout(balanceMinor: number, factor: number): boolean {
  return forcedPayoutExcess({ balanceMinor, factor }) > 0;
}

/** Codes POST /gd/rest/payout may return in payoutErrors (SPEC §8). */
export const PAYOUT_ERROR_CODES = [
  'amountInvalid',
  'goBack',
  'invalidToken',
  'payoutNotAllowed',
  'paypalAccountNotAccepted',
  'pendingPayout',
  'requiredBIC',
  'paypalUseFirst',
] as const;
export type PayoutErrorCode = (typeof PAYOUT_ERROR_CODES)[number];

export type PayoutErrorDisplay = { single: 'payoutNotAllowed' | 'pendingPayout' } | { list: string[] };

// Both end the attempt whatever else went wrong, so the others would only distract.
const SINGLE_MESSAGE_CODES = ['payoutNotAllowed', 'pendingPayout'] as const;

/**
 * SPEC §8: payoutNotAllowed, else pendingPayout, as the only message; otherwise every code once,
 * in the server's order. Unknown codes stay in the list, where their catalogue key is shown.
 */
export function payoutErrorsToDisplay(codes: readonly string[]): PayoutErrorDisplay {
  const trimmed = codes.map((code) => code.trim()).filter((code) => code !== '');
  const single = SINGLE_MESSAGE_CODES.find((code) => trimmed.includes(code));
  if (single !== undefined) return { single };
  return { list: [...new Set(trimmed)] };
}

export type PaypalEmailError = 'empty' | 'invalid';

// Deliberately loose: one @, no blanks, a dot in the domain and a TLD of two or more. PayPal
// itself decides whether the account exists; this only catches typos.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;
const EMAIL_MAX_LENGTH = 254;

export function validatePaypalEmail(value: string): PaypalEmailError | null {
  const email = value.trim();
  if (email === '') return 'empty';
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : 'invalid';
}

export const PAYOUT_PROVIDERS = ['banktransfer', 'paypal'] as const;
export type PayoutProvider = (typeof PAYOUT_PROVIDERS)[number];

/**
 * SPEC §2: the first usable provider, i.e. the second when the first is unusable. An unusable one
 * is greyed out and cannot be chosen, so when none is usable nothing is preselected.
 */
export function preselectedPayoutProvider(providers: readonly { paytype: string; usable: boolean }[]): string | null {
  return providers.find((provider) => provider.usable)?.paytype ?? null;
}

/** The bank-transfer payout form: the account holder, IBAN and BIC as typed. */
export type PayoutBankAccount = { holder: string; iban: string; bic: string };

/** The local bank-form errors (SPEC §8) plus requiredBIC, the catalogue's text for a missing BIC. */
export type PayoutBankAccountError = 'formatHolder' | 'formatIBAN' | 'formatBIC' | 'requiredBIC';

/**
 * The bank-transfer payout form, with the deposit rules of SPEC §5 (BIC optional for German
 * IBANs). The payout catalogue has no not-set texts, so an empty holder or IBAN is a format error.
 */
export function validatePayoutBankAccount(account: PayoutBankAccount): PayoutBankAccountError[] {
  const errors: PayoutBankAccountError[] = [];
  if (validateAccountHolder(account.holder) !== null) errors.push('formatHolder');
  if (validateIban(account.iban) !== null) errors.push('formatIBAN');
  const bicError = validateBic(account.bic, { ibanCountry: bicCountryOf(account.iban) });
  if (bicError === 'bic_not_set') errors.push('requiredBIC');
  if (bicError === 'bic_wrong_format') errors.push('formatBIC');
  return errors;
}

/** The US bank payout form (SPEC §9 region US): the account holder, ABA routing number and account number. */
export type PayoutUsBankAccount = { holder: string; routingNumber: string; accountNumber: string };

/** The US bank form's errors (SPEC §9 region US: routing and account number instead of IBAN and BIC). */
export type PayoutUsBankAccountError = 'formatHolder' | 'formatRoutingNumber' | 'formatAccountNumber';

/** SPEC §9: a US player's bank payout names holder, ABA routing number (checksum) and account number (4–17 digits). */
export function validatePayoutUsBankAccount(account: PayoutUsBankAccount): PayoutUsBankAccountError[] {
  const errors: PayoutUsBankAccountError[] = [];
  if (validateAccountHolder(account.holder) !== null) errors.push('formatHolder');
  if (!abaRoutingNumberValid(account.routingNumber)) errors.push('formatRoutingNumber');
  if (!usAccountNumberValid(account.accountNumber)) errors.push('formatAccountNumber');
  return errors;
}

/** SPEC §9: bank payouts of US players go to a US account (routing and account number), all others to an IBAN. */
export function payoutBankRegionOf(country: string | null | undefined): 'US' | 'SEPA' {
  return country?.trim().toUpperCase() === 'US' ? 'US' : 'SEPA';
}
