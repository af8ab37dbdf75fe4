// The parity test over the console's texts (issue 26 point 3), the same check as the server's and the web's
// (@shop/domain/locales): German has every key of English with the same {{placeholders}} and, for a counted text,
// the plural forms German needs; no file is longer than 300 lines; no text writes a "(s)" pseudo-plural.
import { localeProblems, PSEUDO_PLURAL } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n';

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });
const sources = import.meta.glob<string>('./*/*.json', { eager: true, query: '?raw', import: 'default' });
const LANGUAGES = ['de', 'en'];

const partsOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();
const textsOf = (language: string, part: string) => files[`./${language}/${part}.json`]?.default;

describe('console texts', () => {
  it('exist in English and German only, with the same files', () => {
    expect([...new Set(Object.keys(files).map((path) => path.split('/')[1]))].sort()).toEqual(LANGUAGES);
    expect(partsOf('de')).toEqual(partsOf('en'));
  });

  it('have each key in one file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const part of partsOf('en')) {
      for (const key of Object.keys(textsOf('en', part) as object)) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${part}`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each(partsOf('en'))('%s: German has every key, the same placeholders, its plural forms', (part) => {
    const problems = localeProblems(
      { language: 'en', texts: textsOf('en', part) },
      { language: 'de', texts: textsOf('de', part) },
    );
    expect(problems).toEqual([]);
  });

  it('keep every file under 300 lines and write no pseudo-plurals', () => {
    for (const [path, source] of Object.entries(sources)) {
      expect(source.split('\n').length, path).toBeLessThanOrEqual(300);
      const pseudo = Object.values(JSON.parse(source) as Record<string, unknown>)
        .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)))
        .filter((text) => PSEUDO_PLURAL.test(text));
      expect(pseudo, path).toEqual([]);
    }
  });

  it('count in the plural form of the language and leave a value as it is', () => {
    expect(translate('en', 'alerts.payout_queue_age', { hours: 1, count: 1 })).toBe(
      'The oldest payout in review has waited 1 hour',
    );
    expect(translate('de', 'alerts.payout_queue_age', { hours: 3, count: 3 })).toBe(
      'Die älteste Auszahlung in Prüfung wartet seit 3 Stunden',
    );
    expect(translate('en', 'search.results', { count: 1 })).toBe('1 player found');
    expect(translate('en', 'search.noResults', { q: '$t(app.title) {{x}}' })).toContain('$t(app.title) {{x}}');
  });
});
