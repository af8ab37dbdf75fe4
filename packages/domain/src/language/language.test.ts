import { describe, expect, it } from 'vitest';
import { languageForCountry, normalizeLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from './language.ts';

describe('languageForCountry', () => {
  it.each([
    ['de', 'de'],
    ['AT', 'de'],
    ['ch', 'de'],
    ['da', 'da'],
    ['DK', 'da'],
    ['gb', 'en'],
    ['US', 'en'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['nl', 'nl'],
    ['SE', 'sv'],
    ['sv', 'sv'],
  ])('maps %s to %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });

  it('has no language for other countries', () => {
    expect(languageForCountry('BR')).toBeUndefined();
    expect(languageForCountry('')).toBeUndefined();
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['de-DE', 'de'],
    ['de', 'de'],
    ['en-GB', 'en-GB'],
    ['en_gb', 'en-GB'],
    ['EN-gb', 'en-GB'],
    ['en-GB-oxendict', 'en-GB'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['sv-SE', 'sv'],
    ['se', 'sv'],
    ['dk', 'da'],
    ['da-DK', 'da'],
    ['at', 'de'],
    ['fr-CA', 'fr'],
    [' nl ', 'nl'],
  ])('normalizes %s to %s', (tag, language) => {
    expect(normalizeLanguage(tag)).toBe(language);
  });

  it.each([null, undefined, '', '   ', 'xx', 'klingon', '-de', 'pt-BR'])('rejects %s', (tag) => {
    expect(normalizeLanguage(tag)).toBeUndefined();
  });

  it('returns every supported language unchanged', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(normalizeLanguage(language)).toBe(language);
  });
});

describe('resolveLanguage', () => {
  it('takes the language saved at the platform before the locale, after query and stored preference', () => {
    expect(resolveLanguage({ saved: 'fr', userLocale: 'de-DE', browser: ['en'] })).toBe('fr');
    expect(resolveLanguage({ stored: 'nl', saved: 'fr', userLocale: 'de-DE' })).toBe('nl');
    expect(resolveLanguage({ saved: 'xx', userLocale: 'de-DE' })).toBe('de');
  });

  it('prefers the query parameter', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'de', userLocale: 'nl-NL', browser: ['sv'] })).toBe('fr');
  });

  it('falls through sources that do not normalize, in order', () => {
    expect(resolveLanguage({ query: 'xx', stored: null, userLocale: 'nl-NL', browser: ['sv'] })).toBe('nl');
    expect(resolveLanguage({ query: null, stored: 'garbage', userLocale: undefined, browser: ['pt', 'da-DK'] })).toBe(
      'da',
    );
  });

  it('keeps en-GB from the user locale', () => {
    expect(resolveLanguage({ userLocale: 'en-GB', browser: ['de'] })).toBe('en-GB');
  });

  it('defaults to en', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ browser: ['pt-BR', 'ja'] })).toBe('en');
  });
});
