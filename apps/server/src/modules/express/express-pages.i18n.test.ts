import { describe, expect, it } from 'vitest';
import { EXPRESS_PAGE_TEXTS, type ExpressPageKey, expressPageText } from './express-pages.i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = EXPRESS_PAGE_TEXTS.en;
const englishKeys = Object.keys(english) as ExpressPageKey[];

describe('express payment page texts', () => {
  it('has every key, non-empty and with the same placeholders, in all 8 languages', () => {
    expect(Object.keys(EXPRESS_PAGE_TEXTS).sort()).toEqual(['da', 'de', 'en', 'en-GB', 'es', 'fr', 'nl', 'sv']);
    for (const [language, texts] of Object.entries(EXPRESS_PAGE_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual([...englishKeys].sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key as ExpressPageKey]));
      }
    }
  });

  it.each(['de', 'fr', 'da', 'es', 'nl', 'sv'] as const)('translates the sentences into %s', (language) => {
    const sentences = englishKeys.filter((key) => !key.startsWith('method'));
    for (const key of sentences) expect(EXPRESS_PAGE_TEXTS[language][key], key).not.toBe(english[key]);
  });

  it('fills placeholders', () => {
    expect(expressPageText('de', 'quickDeposit', { amount: '20,00 €', method: 'Visa •••• 4242' })).toBe(
      'Schnell einzahlen: 20,00 € mit Visa •••• 4242',
    );
  });
});
