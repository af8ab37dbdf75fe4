import { describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_PAGE_TEXTS, depositLimitPageText } from './deposit-limit-pages.i18n.ts';
import { parseLimitAmount } from './deposit-limit-pages.ts';

const english = DEPOSIT_LIMIT_PAGE_TEXTS.en;
// Keys as written (a counted text once per plural form); the parity test is src/i18n/locales.test.ts.
const englishKeys = Object.keys(english) as (keyof typeof english)[];

describe('deposit-limits page texts', () => {
  it.each(['de', 'fr', 'da', 'es', 'nl', 'sv'] as const)('translates the texts into %s', (language) => {
    const texts = DEPOSIT_LIMIT_PAGE_TEXTS[language];
    expect(englishKeys.filter((key) => texts[key] === english[key])).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(depositLimitPageText('de', 'pendingRaise', { amount: '100,00 €', date: '02.12.2026' })).toBe(
      'Dein neues Limit von 100,00 € gilt ab dem 02.12.2026.',
    );
  });
});

describe('a typed limit', () => {
  it('reads either decimal separator, and empty as no own limit', () => {
    expect(parseLimitAmount('50', 'EUR')).toBe(5000);
    expect(parseLimitAmount(' 25,50 ', 'EUR')).toBe(2550);
    expect(parseLimitAmount('25.5', 'EUR')).toBe(2550);
    expect(parseLimitAmount('', 'EUR')).toBeNull();
    expect(parseLimitAmount('1 000', 'DKK')).toBe(100_000);
  });

  it('refuses grouping, more decimals, signs and words', () => {
    for (const typed of ['1.000,00', '12,345', '-5', '5e3', 'fifty', '50 €']) {
      expect(parseLimitAmount(typed, 'EUR'), typed).toBe('invalid');
    }
  });
});
