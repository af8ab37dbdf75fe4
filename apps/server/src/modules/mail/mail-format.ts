// Amounts and dates in an e-mail, formatted for the player's language. The outbox stores only the language,
// so each language formats with its default region (en → en-US, da → da-DK, …) and dates use the long,
// spelled-out form, which reads right whatever the player's country (SPEC §3 dd.mm / mm/dd rule).
import { LANGUAGE_LOCALES, type Language } from '@shop/domain/language';
import { CURRENCIES, formatMoney, isCurrencyCode } from '@shop/domain/money';

export function localeOfLanguage(language: Language): string {
  return LANGUAGE_LOCALES[language];
}

/** Minor units in a currency (`EUR`, `GGBP` shown as GBP, …); null when the amount is not a whole number. */
export function formatAmount(amount: unknown, currency: unknown, language: Language): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  const locale = localeOfLanguage(language);
  if (typeof currency !== 'string' || !/^[A-Z]{3,4}$/.test(currency)) {
    // No usable currency: the number alone beats a wrong symbol.
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100);
  }
  return formatMoney(amount, currency, locale);
}

/** True for a virtual currency such as diamonds, whose amounts need the unit word of the language. */
export function isVirtualCurrency(currency: unknown): boolean {
  return typeof currency === 'string' && isCurrencyCode(currency) && CURRENCIES[currency].virtual;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** `YYYY-MM-DD` (or an ISO timestamp, by its calendar day) as a long date; null when it is no date. */
export function formatLongDate(value: unknown, language: Language): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.slice(0, 10)) return null;
  return new Intl.DateTimeFormat(localeOfLanguage(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
