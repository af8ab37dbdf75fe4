// Money as integer minor units (SPEC §3, §9): currency factors, paying currency, exact parsing and formatting, fees.
// The display part (currencies, formatting) is ../money-format, exported from here too.
import {
  DEFAULT_INACTIVITY_FEE_MINOR,
  DEFAULT_PAYOUT_FEE_MINOR,
  FEE_CURRENCIES,
  type FeeCurrency,
  INACTIVITY_FEE_MINOR,
  PAYOUT_FEE_MINOR,
} from '../constants/constants.ts';
import {
  CURRENCIES,
  type CurrencyType,
  fractionDigitsOf,
  type GdCurrency,
  isCurrencyCode,
  type PayingCurrency,
} from '../money-format/money-format.ts';

export * from '../money-format/money-format.ts';

const PAYING_CURRENCY: Readonly<Record<GdCurrency, PayingCurrency>> = {
  EUR: 'EUR',
  USD: 'USD',
  GUSD: 'USD',
  GGBP: 'GBP',
  GSEK: 'SEK',
  GDKK: 'DKK',
  CAD: 'CAD',
  // Diamonds are bought with euros.
  DIA: 'EUR',
};

/** The real currency packages are priced in for a game currency. */
export function payingCurrencyFor(gdCurrency: GdCurrency): PayingCurrency {
  return PAYING_CURRENCY[gdCurrency];
}

/** Minor units per major unit; 100 for codes we do not know, as for every real currency. */
export function currencyFactor(code: string): number {
  return isCurrencyCode(code) ? CURRENCIES[code].factor : 100;
}

/**
 * Parses a typed or pasted display amount ('19.99', '1,5') into minor units without floats.
 * Allowed: digits with at most one decimal separator and at most as many decimals as the factor
 * has (none for factor 1); '12.' and '.5' are accepted since users type them. Null when invalid.
 */
export function toMinorUnits(display: string, factor: number, decimalSeparator: '.' | ','): number | null {
  const digits = fractionDigitsOf(factor);
  if (digits === null) return null;
  const separator = decimalSeparator === '.' ? '\\.' : ',';
  const pattern = digits === 0 ? /^(\d*)$/ : new RegExp(`^(\\d*)(?:${separator}(\\d{0,${digits}}))?$`);
  const match = pattern.exec(display.trim());
  if (match === null) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  // Number() of a digit string is exact up to MAX_SAFE_INTEGER and monotone beyond it, so the
  // safe-integer check below catches every overflow.
  const result = Number(whole === '' ? '0' : whole) * factor + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(result) ? result : null;
}

/** Minor units as a plain display amount with a dot ('12.50'; '12' for factor 1), by integer arithmetic. */
export function fromMinorUnits(amount: number, factor: number): string {
  const digits = fractionDigitsOf(factor);
  // Both are programming errors: amounts are integers and factors come from CURRENCIES.
  if (digits === null) throw new RangeError(`currency factor ${factor} is not a power of ten`);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not an integer of minor units`);
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const remainder = absolute % factor;
  const whole = (absolute - remainder) / factor;
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(remainder).padStart(digits, '0')}`;
}

/** SPEC §6: fee hints are hidden for virtual currency, GUSD and CAD. */
export function hidesFeeHints(input: { currency: string; currencyType: CurrencyType }): boolean {
  if (input.currencyType === 'VIRTUAL') return true;
  if (input.currency === 'GUSD' || input.currency === 'CAD') return true;
  return isCurrencyCode(input.currency) && CURRENCIES[input.currency].virtual;
}

function isFeeCurrency(code: string | null): code is FeeCurrency {
  return (FEE_CURRENCIES as readonly (string | null)[]).includes(code);
}

function feeCurrencyOf(currency: string): FeeCurrency | undefined {
  // Game currencies pay fees in their real currency (GGBP → GBP).
  const real = isCurrencyCode(currency) ? CURRENCIES[currency].isoCode : currency;
  return isFeeCurrency(real) ? real : undefined;
}

/** The payout fee for a currency in minor units; the default for currencies without one. */
export function payoutFeeMinorFor(currency: string): number {
  const code = feeCurrencyOf(currency);
  return code === undefined ? DEFAULT_PAYOUT_FEE_MINOR : PAYOUT_FEE_MINOR[code];
}

/** The inactivity fee for a currency in minor units; the default for currencies without one. */
export function inactivityFeeMinorFor(currency: string): number {
  const code = feeCurrencyOf(currency);
  return code === undefined ? DEFAULT_INACTIVITY_FEE_MINOR : INACTIVITY_FEE_MINOR[code];
}
