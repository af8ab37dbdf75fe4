import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PAGE_TEXTS, subscriptionPageCountText, subscriptionPageText } from './subscription-pages.i18n.ts';

const english = SUBSCRIPTION_PAGE_TEXTS.en;
// Keys as written (a counted text once per plural form); the parity test is src/i18n/locales.test.ts.
const englishKeys = Object.keys(english) as (keyof typeof english)[];
const translated = ['de', 'fr', 'da', 'es', 'nl', 'sv'] as const;

describe('saver-package page texts', () => {
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

  // Issue 24 point 8: real plural forms, not "Buchung(en)".
  it('counts bookings in the language’s plural forms', () => {
    expect(subscriptionPageCountText('de', 'cancelBookingsLeft', 1)).toBe('Bis dahin erfolgt noch 1 Buchung.');
    expect(subscriptionPageCountText('de', 'cancelBookingsLeft', 2)).toBe('Bis dahin erfolgen noch 2 Buchungen.');
    expect(subscriptionPageCountText('en', 'cancelBookingsLeft', 1)).toBe('Until then 1 more booking will be made.');
    expect(subscriptionPageCountText('en', 'cancelBookingsLeft', 2)).toBe('Until then 2 more bookings will be made.');
    expect(subscriptionPageCountText('sv', 'cancelBookingsLeft', 3)).toBe('Fram till dess görs 3 dragningar till.');
  });

  it('fills placeholders', () => {
    expect(subscriptionPageText('de', 'confirmDone', { date: '01.02.2026' })).toBe(
      'Danke! Dein Sparpaket ist aktiv. Die nächste Buchung erfolgt am 01.02.2026.',
    );
    expect(subscriptionPageCountText('fr', 'cancelBookingsLeft', 2)).toBe('D’ici là, il reste 2 échéances à prélever.');
  });
});
