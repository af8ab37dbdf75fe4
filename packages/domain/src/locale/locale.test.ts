import { describe, expect, it } from 'vitest';
import { dateFormatForCountry, formatDate, localeForCountry, OFFERED_COUNTRIES } from './locale.ts';

describe('localeForCountry', () => {
  it.each([
    ['US', 'en-US'],
    ['DE', 'de-DE'],
    ['AT', 'de-AT'],
    ['NL', 'nl-NL'],
    ['SE', 'sv-SE'],
    ['DK', 'da-DK'],
    ['GB', 'en-GB'],
    ['FR', 'fr-FR'],
    ['CA', 'en-CA'],
    ['de', 'de-DE'],
  ])('maps %s to %s', (country, locale) => {
    expect(localeForCountry(country)).toBe(locale);
  });

  it.each([
    ['ES', 'es-ES'],
    ['AR', 'es-AR'],
    ['MX', 'es-MX'],
    ['CH', 'de-CH'],
    ['BE', 'nl-BE'],
    ['BR', 'pt-BR'],
  ])('maps the other offered country %s to %s', (country, locale) => {
    expect(localeForCountry(country)).toBe(locale);
  });

  it('shows a Spanish player euros the Spanish way', () => {
    const format = new Intl.NumberFormat(localeForCountry('ES'), { style: 'currency', currency: 'EUR' });
    expect(format.format(10)).toBe('10,00\u00a0€');
  });

  it('no offered country formats as English unless English is spoken there', () => {
    // SPEC §3 Countries offered.
    expect(OFFERED_COUNTRIES).toEqual('AR AT BE BR CA CH CL DE DK ES FR GB MX NL SE US UY VE'.split(' '));
    const english = OFFERED_COUNTRIES.filter((country) => localeForCountry(country).startsWith('en-'));
    expect(english).toEqual(['CA', 'GB', 'US']);
  });

  it("lets the player's language pick among a country's languages", () => {
    expect(localeForCountry('BE', 'fr')).toBe('fr-BE');
    expect(localeForCountry('CH', 'fr')).toBe('fr-CH');
    expect(localeForCountry('CA', 'fr')).toBe('fr-CA');
    expect(localeForCountry('ES', 'en')).toBe('es-ES');
    expect(localeForCountry('DE', 'fr')).toBe('de-DE');
  });

  it('asks Intl for countries outside the offer', () => {
    expect(localeForCountry('it')).toBe('it-IT');
    expect(localeForCountry('JP')).toBe('ja-JP');
  });

  it('falls back to en-US for empty or malformed input', () => {
    expect(localeForCountry('')).toBe('en-US');
    expect(localeForCountry('xyz')).toBe('en-US');
    expect(localeForCountry('1')).toBe('en-US');
  });

  it('always yields a locale Intl accepts', () => {
    for (const country of ['', 'ES', 'MX', '??', 'deu']) {
      expect(() => new Intl.DateTimeFormat(localeForCountry(country))).not.toThrow();
    }
  });
});

describe('dateFormatForCountry', () => {
  it('is mm/dd/yyyy for the US only', () => {
    expect(dateFormatForCountry('US')).toBe('mm/dd/yyyy');
    expect(dateFormatForCountry('us')).toBe('mm/dd/yyyy');
    expect(dateFormatForCountry('DE')).toBe('dd.mm.yyyy');
    expect(dateFormatForCountry('CA')).toBe('dd.mm.yyyy');
  });
});

describe('formatDate', () => {
  it('formats in the country format', () => {
    expect(formatDate('2024-03-07', 'US')).toBe('03/07/2024');
    expect(formatDate('2024-03-07', 'DE')).toBe('07.03.2024');
  });

  it('keeps the calendar day of a timestamp regardless of time zone', () => {
    expect(formatDate('2024-12-31T23:30:00-05:00', 'DE')).toBe('31.12.2024');
  });

  it('returns input that is not an ISO date unchanged', () => {
    expect(formatDate('soon', 'DE')).toBe('soon');
    expect(formatDate('2024-3-7', 'US')).toBe('2024-3-7');
  });
});
