import { describe, expect, it } from 'vitest';
import { EXPRESS_PAGE_TEXTS, expressPageText } from './express-pages.i18n.ts';

const english = EXPRESS_PAGE_TEXTS.en;
// Keys as written (a counted text once per plural form); the parity test is src/i18n/locales.test.ts.
const englishKeys = Object.keys(english) as (keyof typeof english)[];

describe('express payment page texts', () => {
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
