// Every locale has exactly en.json's keys, no empty text, and the same {{placeholders}} per key (the shop's one
// parity check, @shop/domain/locales).

import { KNOWN_ERROR_MESSAGE_KEYS } from '@shop/domain/errors';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { flattenTexts, localeProblems } from '@shop/domain/locales';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function locale(language: string): Map<string, string> {
  const file = files[`./${language}.json`];
  if (file === undefined) throw new Error(`locales/${language}.json is missing`);
  return flattenTexts(file.default);
}

const english = locale('en');

describe('locale files', () => {
  it('exist for every supported language and nothing else', () => {
    expect(Object.keys(files).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => `./${language}.json`).sort());
  });

  it('en.json has a text for every error message key the domain can return', () => {
    expect(KNOWN_ERROR_MESSAGE_KEYS.filter((key) => !english.has(key))).toEqual([]);
  });

  // The shop's one parity check (@shop/domain/locales), as the server's and the console's texts run it: every key
  // of en.json, the same placeholders, no empty text, a counted text in the plural forms the language needs.
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key of en.json with the same placeholders and its plural forms',
    (language) => {
      const texts = (name: string) => files[`./${name}.json`]?.default;
      expect(localeProblems({ language: 'en', texts: texts('en') }, { language, texts: texts(language) })).toEqual([]);
    },
  );

  // WCAG 2.5.3 label in name (issue 24 item 20): a 'Change' link's accessible name starts from the
  // word the player sees, so a speech-input user can say it.
  describe.each(SUPPORTED_LANGUAGES)('%s: the names of the change links', (language) => {
    const texts = locale(language);
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
