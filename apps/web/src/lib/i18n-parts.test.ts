// A first visit loads only the first screen's texts; every other page loads the rest (issue 11). Together the
// two parts are exactly the locale file, in every language.
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadAllTexts } from './i18n';

const files = import.meta.glob<{ default: object }>('../locales/*.json');
const firstParts = import.meta.glob<{ default: object }>('../locales/*.json', { query: '?first' });
const restParts = import.meta.glob<{ default: object }>('../locales/*.json', { query: '?rest' });

function leaves(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}=${value}`],
  );
}

async function load(modules: Record<string, () => Promise<{ default: object }>>, language: string) {
  const module = modules[`../locales/${language}.json`];
  if (module === undefined) throw new Error(`no ${language}`);
  return (await module()).default;
}

describe('the two parts of a language', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: first screen + rest = the whole file, no text in both', async (language) => {
    const whole = leaves(await load(files, language));
    const first = leaves(await load(firstParts, language));
    const rest = leaves(await load(restParts, language));
    expect(first.length).toBeGreaterThan(20);
    expect([...first, ...rest].sort()).toEqual([...whole].sort());
  });

  it('starts with the first screen, and has every text once the rest is loaded, also after a language change', async () => {
    const instance = await initI18n('en', i18next.createInstance());
    expect(instance.t('amount.title')).toBe('Choose your amount');
    expect(instance.exists('review.fees.payout')).toBe(false);
    await loadAllTexts(instance);
    expect(instance.t('review.fees.payout', { fee: '€1.50' })).toBe('Each payout costs €1.50.');
    await changeLanguage('de', instance);
    expect(instance.t('amount.title')).toBe('Betrag wählen');
    expect(instance.exists('review.fees.payout')).toBe(true);
  });

  it('gives a page whose code loads before the start language is known every text of that language', async () => {
    const instance = i18next.createInstance();
    const allTexts = loadAllTexts(instance);
    await initI18n('fr', instance);
    await allTexts;
    expect(instance.exists('payout.intro.title')).toBe(true);
  });
});
