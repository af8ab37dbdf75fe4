// The formatting locale and date format for a player's country (SPEC §3 User and Countries offered, §9 Locale
// per country).

/**
 * SPEC §9 names nine countries; the other countries the shop offers (SPEC §3) format in their main language,
 * as CLDR has it (Intl.Locale#maximize gives the same): a Spanish player sees "10,00 €", a Swiss one "CHF 10.00".
 */
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
  AR: 'es-AR',
  BE: 'nl-BE',
  BR: 'pt-BR',
  CH: 'de-CH',
  CL: 'es-CL',
  ES: 'es-ES',
  MX: 'es-MX',
  UY: 'es-UY',
  VE: 'es-VE',
};

/** Countries with more than one official language of the shop: the player's language picks the locale. */
const LANGUAGE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  BE: ['nl', 'fr', 'de'],
  CH: ['de', 'fr'],
  CA: ['en', 'fr'],
};

/** The countries the shop offers (SPEC §3 Countries offered). */
export const OFFERED_COUNTRIES: readonly string[] = Object.keys(COUNTRY_LOCALE).sort();

export const DEFAULT_LOCALE = 'en-US';

/** The main language of a region per CLDR likely subtags ('ES' → 'es'), or null when Intl cannot tell. */
function likelyLanguageOf(region: string): string | null {
  try {
    const language = new Intl.Locale('und', { region }).maximize().language;
    return language === 'und' ? null : language;
  } catch {
    return null;
  }
}

/**
 * BCP 47 locale for an ISO country code. In a country with several languages the player's shop language
 * (optional) decides, so a French-speaking Belgian gets fr-BE. Countries outside the offer get their
 * region's main language from Intl; anything that is not a country code gets en-US.
 */
export function localeForCountry(country: string, language?: string): string {
  const code = country.trim().toUpperCase();
  const spoken = language?.trim().toLowerCase().split(/[-_]/)[0];
  if (spoken !== undefined && LANGUAGE_REGIONS[code]?.includes(spoken)) return `${spoken}-${code}`;
  const known = COUNTRY_LOCALE[code];
  if (known !== undefined) return known;
  // Anything but two letters would make Intl throw a RangeError later, so it gets the default.
  if (!/^[A-Z]{2}$/.test(code)) return DEFAULT_LOCALE;
  return `${likelyLanguageOf(code) ?? 'en'}-${code}`;
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
