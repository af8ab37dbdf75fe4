// The formatting locale and date format for a player's country (SPEC §3 User, §9 Locale per country).

const COUNTRY_LOCALE: Readonly<Record<string, string>> = {
  US: 'en-US',
  DE: 'de-DE',
  AT: 'de-AT',
  NL: 'nl-NL',
  SE: 'sv-SE',
  DK: 'da-DK',
  GB: 'en-GB',
  FR: 'fr-FR',
  CA: 'en-CA',
};

export const DEFAULT_LOCALE = 'en-US';

/** BCP 47 locale for an ISO country code; other countries get English with their region. */
export function localeForCountry(country: string): string {
  const code = country.trim().toUpperCase();
  const known = COUNTRY_LOCALE[code];
  if (known !== undefined) return known;
  // Anything but two letters would make Intl throw a RangeError later, so it gets the default.
  return /^[A-Z]{2}$/.test(code) ? `en-${code}` : DEFAULT_LOCALE;
}

export type DateFormat = 'mm/dd/yyyy' | 'dd.mm.yyyy';

export function dateFormatForCountry(country: string): DateFormat {
  return country.trim().toUpperCase() === 'US' ? 'mm/dd/yyyy' : 'dd.mm.yyyy';
}

/**
 * Formats an ISO date ('YYYY-MM-DD', optionally followed by a time) in the country's format.
 * The date part is read as text, not through Date, so no time zone can shift the day.
 * Input that is not an ISO date is returned unchanged: showing it beats showing nothing.
 */
export function formatDate(isoDate: string, country: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(isoDate.trim());
  if (match === null) return isoDate;
  const [, year, month, day] = match;
  return dateFormatForCountry(country) === 'mm/dd/yyyy' ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
}
