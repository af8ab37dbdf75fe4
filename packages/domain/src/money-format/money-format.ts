// Money for display (SPEC §3, §9): the currencies, their factors and formatting minor units. The first screen
// needs only this; the rest of the money rules (parsing, paying currency, fees) are in ../money, which also
// exports all of this (issue 11: the web app's first screen loads this part alone).

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
