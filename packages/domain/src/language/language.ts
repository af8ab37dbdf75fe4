// Which of the shop's 8 languages to show (SPEC §1 Languages): query, stored, user locale, browser, then en.

export type Language = 'en' | 'en-GB' | 'de' | 'fr' | 'da' | 'es' | 'nl' | 'sv';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'en-GB', 'de', 'fr', 'da', 'es', 'nl', 'sv'];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The locale that formats numbers, amounts and dates in a language where no country says more (an e-mail, a
 * PSP's hosted page): its default region, en → en-US, da → da-DK.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  'en-GB': 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  da: 'da-DK',
  es: 'es-ES',
  nl: 'nl-NL',
  sv: 'sv-SE',
};

// SPEC §1 map. It mixes country codes (at, ch, dk, gb, us, se) with language codes (da, sv)
// because the platform sends either in the same places.
const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  de: 'de',
  at: 'de',
  ch: 'de',
  da: 'da',
  dk: 'da',
  gb: 'en',
  us: 'en',
  es: 'es',
  fr: 'fr',
  nl: 'nl',
  se: 'sv',
  sv: 'sv',
};

/** The language for a country code (case-insensitive), or undefined when the map has none. */
export function languageForCountry(country: string): Language | undefined {
  return COUNTRY_LANGUAGE[country.trim().toLowerCase()];
}

function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A supported language for a tag such as 'de-DE', 'en_gb', 'sv', 'dk': the exact supported tag
 * first (so en-GB survives), then the primary subtag as a language, then as a country.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  if (tag === null || tag === undefined) return undefined;
  const parts = tag.trim().replaceAll('_', '-').toLowerCase().split('-');
  const primary = parts[0];
  if (primary === undefined || primary === '') return undefined;
  // Only 'en-GB' has a region of its own; compare language-region so 'en-GB-oxendict' still matches.
  const region = parts[1];
  if (primary === 'en' && region === 'gb') return 'en-GB';
  if (isLanguage(primary)) return primary;
  return languageForCountry(primary);
}

export type LanguageSources = {
  query?: string | null | undefined;
  stored?: string | null | undefined;
  /** The language the player saved at the platform (User.lang): before the locale (issue 10 item 3). */
  saved?: string | null | undefined;
  userLocale?: string | null | undefined;
  browser?: readonly string[] | undefined;
};

/** The first source that names a supported language, in SPEC order; 'en' when none does. */
export function resolveLanguage(input: LanguageSources): Language {
  const candidates = [input.query, input.stored, input.saved, input.userLocale, ...(input.browser ?? [])];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}
