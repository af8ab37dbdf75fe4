import { describe, expect, it } from 'vitest';
import { SUPPORT_PAGE_TEXTS, supportPageText } from './support-pages.i18n.ts';

const english = SUPPORT_PAGE_TEXTS.en;
// Keys as written (a counted text once per plural form); the parity test is src/i18n/locales.test.ts.
const englishKeys = Object.keys(english) as (keyof typeof english)[];

describe('support form texts', () => {
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
