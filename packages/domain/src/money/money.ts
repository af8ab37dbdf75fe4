// Money as integer minor units (SPEC §3, §9): currency factors, paying currency, exact parsing and formatting, fees.
import {
  DEFAULT_INACTIVITY_FEE_MINOR,
  DEFAULT_PAYOUT_FEE_MINOR,
  FEE_CURRENCIES,
  type FeeCurrency,
  INACTIVITY_FEE_MINOR,
  PAYOUT_FEE_MINOR,
} from '../constants/constants.ts';

/** The player's game currency (User.gdCurrency). */
export type GdCurrency = 'EUR' | 'USD' | 'DIA' | 'GUSD' | 'GGBP' | 'GSEK' | 'GDKK' | 'CAD';
export type CurrencyType = 'REAL' | 'VIRTUAL';
/** A real currency a package is paid in. */
export type PayingCurrency = 'EUR' | 'USD' | 'GBP' | 'SEK' | 'DKK' | 'CAD';
export type CurrencyCode = GdCurrency | PayingCurrency;

export type CurrencyInfo = {
  /** Minor units per major unit: 100, or 1 for diamonds. */
  factor: number;
  /** The ISO 4217 code Intl formats with; null for the virtual DIA. */
  isoCode: PayingCurrency | null;
  virtual: boolean;
};

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  EUR: { factor: 100, isoCode: 'EUR', virtual: false },
  USD: { factor: 100, isoCode: 'USD', virtual: false },
  GBP: { factor: 100, isoCode: 'GBP', virtual: false },
  DKK: { factor: 100, isoCode: 'DKK', virtual: false },
  SEK: { factor: 100, isoCode: 'SEK', virtual: false },
  CAD: { factor: 100, isoCode: 'CAD', virtual: false },
  GUSD: { factor: 100, isoCode: 'USD', virtual: false },
  GGBP: { factor: 100, isoCode: 'GBP', virtual: false },
  GSEK: { factor: 100, isoCode: 'SEK', virtual: false },
  GDKK: { factor: 100, isoCode: 'DKK', virtual: false },
  DIA: { factor: 1, isoCode: null, virtual: true },
};

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

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

const POWERS_OF_TEN: readonly number[] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

/** Decimal places a factor stands for (100 → 2, 1 → 0), or null when it is not a power of ten. */
export function fractionDigitsOf(factor: number): number | null {
  const digits = POWERS_OF_TEN.indexOf(factor);
  return digits === -1 ? null : digits;
}

const FALLBACK_LOCALE = 'en-US';

// A malformed locale makes Intl throw; money must still render.
function usableLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

/**
 * Formats minor units for display: a currency amount for real currencies (game currencies as
 * their ISO code, GUSD as USD), a grouped number for virtual ones (the caller adds the unit word).
 * amount / factor is the double nearest the exact decimal and Intl rounds to exactly that many
 * places, so 10 shows as 0.10 and 1999 as 19.99 with no float artefacts.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const info = isCurrencyCode(currency) ? CURRENCIES[currency] : undefined;
  const factor = info?.factor ?? 100;
  const digits = fractionDigitsOf(factor) ?? 2;
  const major = amountMinor / factor;
  const tag = usableLocale(locale);
  const places = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (info?.virtual === true) return new Intl.NumberFormat(tag, places).format(major);
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency: info?.isoCode ?? currency, ...places }).format(
      major,
    );
  } catch {
    // Not a well-formed currency code: show the number and the code rather than fail.
    return `${new Intl.NumberFormat(tag, places).format(major)} ${currency}`;
  }
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
