// A first visit loads only the first screen's texts; every other page loads its own part (issue 11). Together
// the parts hold every text of the locale file, in every language, and a language change keeps every part a
// page asked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pickTexts, TEXT_PARTS } from '../../vite.config';
import { changeLanguage, initI18n, loadTextPart, type TextsModule } from './i18n';

const files = import.meta.glob<{ default: object }>('../locales/*.json');
const firstParts = import.meta.glob<{ default: object }>('../locales/*.json', { query: '?texts=first' });
const reviewTexts = import.meta.glob<TextsModule>('../locales/*.json', { query: '?texts=review' });
const payoutTexts = import.meta.glob<TextsModule>('../locales/*.json', { query: '?texts=payoutIntro' });

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

describe('the parts of a language', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: the parts together hold every text of the file, and no other', async (language) => {
    const whole = await load(files, language);
    const inParts = new Set(
      Object.values(TEXT_PARTS).flatMap((keyPaths) => leaves(pickTexts(whole as never, keyPaths))),
    );
    expect([...inParts].sort()).toEqual(leaves(whole).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the first screen part is the texts its key paths name', async (language) => {
    const first = leaves(await load(firstParts, language));
    expect(first.length).toBeGreaterThan(20);
    expect(first.sort()).toEqual(
      leaves(pickTexts((await load(files, language)) as never, TEXT_PARTS.first ?? [])).sort(),
    );
  });

  it("starts with the first screen, adds a page's part, and keeps it across a language change", async () => {
    const instance = await initI18n('en', i18next.createInstance());
    expect(instance.t('amount.title')).toBe('Choose your amount');
    expect(instance.exists('review.fees.payout')).toBe(false);
    await loadTextPart(reviewTexts, instance);
    expect(instance.t('review.fees.payout', { fee: '€1.50' })).toBe('Each payout costs €1.50.');
    expect(instance.exists('payout.intro.title')).toBe(false);
    await changeLanguage('de', instance);
    expect(instance.t('amount.title')).toBe('Betrag wählen');
    expect(instance.exists('review.fees.payout')).toBe(true);
    expect(instance.exists('payout.intro.title')).toBe(false);
    await loadTextPart(payoutTexts, instance);
    await changeLanguage('en', instance);
    expect(instance.exists('review.fees.payout')).toBe(true);
    expect(instance.exists('payout.intro.title')).toBe(true);
  });

  it('gives a page whose code loads before the start language is known its texts in that language', async () => {
    const instance = i18next.createInstance();
    const pageTexts = loadTextPart(payoutTexts, instance);
    await initI18n('fr', instance);
    await pageTexts;
    expect(instance.exists('payout.intro.title')).toBe(true);
    expect(instance.exists('review.fees.payout')).toBe(false);
  });

  it("gives every page its title: the amount screen's in the first part, the others' in their page's part", () => {
    const routes = path.join(import.meta.dirname, '../app/routes');
    const titled = readdirSync(routes).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
    const missing: string[] = [];
    for (const file of titled) {
      const page = /usePageTitle\('(\w+)'\)/.exec(readFileSync(path.join(routes, file), 'utf8'))?.[1];
      if (page === undefined) continue;
      // The part the route loads: its own, else its head's (router.tsx), else none (the first screen's texts only).
      const head = path.join(routes, file.replace(/\.tsx$/, '-head.ts'));
      const sources = [path.join(routes, file), ...(existsSync(head) ? [head] : [])];
      const part = sources
        .map((source) => /\?texts=(\w+)/.exec(readFileSync(source, 'utf8'))?.[1])
        .find((name) => name !== undefined);
      const keyPaths = [...(TEXT_PARTS.first ?? []), ...(part === undefined ? [] : (TEXT_PARTS[part] ?? []))];
      const texts = pickTexts({ pageTitle: { pages: { [page]: 'title' } } }, keyPaths) as {
        pageTitle?: { pages?: Record<string, string> };
      };
      if (texts.pageTitle?.pages?.[page] === undefined) missing.push(`${file}: ${page} (part ${part ?? 'first'})`);
    }
    expect(titled.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});
