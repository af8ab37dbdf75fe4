// Every locale has exactly en.json's keys, no empty text, and the same {{placeholders}} per key.

import { KNOWN_ERROR_MESSAGE_KEYS } from '@shop/domain/errors';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value === 'string') {
    entries.set(prefix, value);
    return entries;
  }
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix} is neither text nor a group`);
  for (const [key, child] of Object.entries(value)) {
    for (const [path, text] of flatten(child, prefix === '' ? key : `${prefix}.${key}`)) entries.set(path, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function locale(language: string): Map<string, string> {
  const file = files[`./${language}.json`];
  if (file === undefined) throw new Error(`locales/${language}.json is missing`);
  return flatten(file.default);
}

const english = locale('en');

describe('locale files', () => {
  it('exist for every supported language and nothing else', () => {
    expect(Object.keys(files).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => `./${language}.json`).sort());
  });

  it('en.json has a text for every error message key the domain can return', () => {
    expect(KNOWN_ERROR_MESSAGE_KEYS.filter((key) => !english.has(key))).toEqual([]);
  });

  describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const translation = locale(language);

    it('has exactly the keys of en.json', () => {
      expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('uses the same placeholders as en.json in every text', () => {
      const mismatches = [...english].filter(
        ([key, text]) => placeholders(translation.get(key) ?? '').join() !== placeholders(text).join(),
      );
      expect(mismatches.map(([key]) => key)).toEqual([]);
    });

    it('has no empty texts', () => {
      expect([...translation].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
