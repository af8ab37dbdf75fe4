import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, pageText } from './pages.i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('demo platform texts', () => {
  it('has every key, non-empty and with the same placeholders, in all 8 languages', () => {
    const english = PAGE_TEXTS.en;
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual(['da', 'de', 'en', 'en-GB', 'es', 'fr', 'nl', 'sv']);
    for (const [language, texts] of Object.entries(PAGE_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key as keyof typeof english]));
      }
    }
  });

  it('fills placeholders', () => {
    expect(pageText('de', 'loginAs', { name: 'money-de' })).toBe('Als money-de anmelden');
  });
});
