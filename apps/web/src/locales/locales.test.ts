// Every language has exactly the English files (en/<file>.json), each with the English file's keys, no empty text,
// and the same {{placeholders}} per key (the shop's one parity check, @shop/domain/locales); a key is in one file
// only, and no file is longer than 300 lines.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_ERROR_MESSAGE_KEYS } from '@shop/domain/errors';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { flattenTexts, localeProblems } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';
import { localeFiles, localeLanguages, localeTexts } from '../test/locale-texts';

const sources = import.meta.glob<string>('./*/*.json', { eager: true, query: '?raw', import: 'default' });
const english = localeTexts('en');
const englishFiles = [...localeFiles('en').keys()].sort();

describe('locale files', () => {
  it('exist for every supported language and nothing else, each with the English files', () => {
    expect(localeLanguages()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES)
      expect([...localeFiles(language).keys()].sort(), language).toEqual(englishFiles);
  });

  it('have each key in one file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, texts] of localeFiles('en')) {
      for (const key of flattenTexts(texts).keys()) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('keep every file under 300 lines', () => {
    const long = Object.entries(sources).filter(([, source]) => source.split('\n').length > 300);
    expect(long.map(([file]) => file)).toEqual([]);
  });

  it('en has a text for every error message key the domain can return', () => {
    expect(KNOWN_ERROR_MESSAGE_KEYS.filter((key) => !english.has(key))).toEqual([]);
  });

  it('are all in the type of the texts (lib/texts.ts), so t() knows their keys', () => {
    const typed = readFileSync(path.join(import.meta.dirname, '../lib/texts.ts'), 'utf8');
    const named = [...typed.matchAll(/from '\.\.\/locales\/en\/([\w-]+)\.json'/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(englishFiles);
  });

  // The shop's one parity check (@shop/domain/locales), as the server's and the console's texts run it: every key
  // of the English file, the same placeholders, no empty text, a counted text in the plural forms the language needs.
  describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(englishFiles)(
      '%s.json has every key of English with the same placeholders and its plural forms',
      (file) => {
        const texts = (of: string) => localeFiles(of).get(file);
        expect(localeProblems({ language: 'en', texts: texts('en') }, { language, texts: texts(language) })).toEqual(
          [],
        );
      },
    );
  });

  // WCAG 2.5.3 label in name (issue 24 item 20): a 'Change' link's accessible name starts from the
  // word the player sees, so a speech-input user can say it.
  describe.each(SUPPORTED_LANGUAGES)('%s: the names of the change links', (language) => {
    const texts = localeTexts(language);
    it.each([
      ['review.change', 'review.method.changeLabel'],
      ['review.change', 'review.personal.changeLabel'],
      ['review.change', 'express.changeLabel'],
      ['payout.summary.change', 'payout.summary.changeLabel'],
    ])('%s is in %s', (visibleKey, labelKey) => {
      const visible = (texts.get(visibleKey) ?? '?').toLocaleLowerCase(language);
      expect((texts.get(labelKey) ?? '').toLocaleLowerCase(language)).toContain(visible);
    });
  });
});
