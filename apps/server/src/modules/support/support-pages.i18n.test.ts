import { describe, expect, it } from 'vitest';
import { SUPPORT_PAGE_TEXTS, type SupportPageKey, supportPageText } from './support-pages.i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = SUPPORT_PAGE_TEXTS.en;
const englishKeys = Object.keys(english) as SupportPageKey[];

describe('support form texts', () => {
  it('has every key, non-empty and with the same placeholders, in all 8 languages', () => {
    expect(Object.keys(SUPPORT_PAGE_TEXTS).sort()).toEqual(['da', 'de', 'en', 'en-GB', 'es', 'fr', 'nl', 'sv']);
    for (const [language, texts] of Object.entries(SUPPORT_PAGE_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual([...englishKeys].sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key as SupportPageKey]));
      }
    }
  });

  it.each(['de', 'fr', 'da', 'es', 'nl', 'sv'] as const)('translates every sentence into %s', (language) => {
    const same = englishKeys.filter((key) => SUPPORT_PAGE_TEXTS[language][key] === english[key]);
    expect(same).toEqual([]);
  });

  it('names the saver package as everywhere else', () => {
    expect(supportPageText('de', 'topicSaverPackage')).toBe('Sparpaket');
    expect(supportPageText('fr', 'topicSaverPackage')).toBe('Formule épargne');
    expect(supportPageText('es', 'topicSaverPackage')).toBe('Plan de ahorro');
  });

  it('fills placeholders', () => {
    expect(supportPageText('de', 'messageTooShort', { min: '10' })).toBe(
      'Deine Nachricht muss mindestens 10 Zeichen lang sein',
    );
  });
});
