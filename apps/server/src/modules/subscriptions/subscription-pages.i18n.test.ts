import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PAGE_TEXTS, type SubscriptionPageKey, subscriptionPageText } from './subscription-pages.i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = SUBSCRIPTION_PAGE_TEXTS.en;
const englishKeys = Object.keys(english) as SubscriptionPageKey[];
const translated = ['de', 'fr', 'da', 'es', 'nl', 'sv'] as const;

describe('saver-package page texts', () => {
  it('has every key, non-empty and with the same placeholders, in all 8 languages', () => {
    expect(Object.keys(SUBSCRIPTION_PAGE_TEXTS).sort()).toEqual(['da', 'de', 'en', 'en-GB', 'es', 'fr', 'nl', 'sv']);
    for (const [language, texts] of Object.entries(SUBSCRIPTION_PAGE_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual([...englishKeys].sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english[key as SubscriptionPageKey]));
      }
    }
  });

  it.each(translated)('translates most texts into %s', (language) => {
    const texts = SUBSCRIPTION_PAGE_TEXTS[language];
    const different = englishKeys.filter((key) => texts[key] !== english[key]);
    expect(different.length / englishKeys.length).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps the postal and e-mail address unchanged in every language', () => {
    for (const [language, texts] of Object.entries(SUBSCRIPTION_PAGE_TEXTS)) {
      expect(texts.otherWaysText, language).toContain('support@players.example');
      expect(texts.otherWaysText, language).toContain(
        'Game Shop Customer Service, Musterstraße 1, 10115 Berlin, Germany',
      );
    }
  });

  it('fills placeholders', () => {
    expect(subscriptionPageText('de', 'confirmDone', { date: '01.02.2026' })).toBe(
      'Danke! Dein Sparpaket ist aktiv. Die nächste Buchung erfolgt am 01.02.2026.',
    );
    expect(subscriptionPageText('fr', 'cancelBookingsLeft', { count: '2' })).toBe(
      'D’ici là, il reste 2 échéance(s) à prélever.',
    );
  });
});
