// A first visit loads only the first screen's texts (locales/<language>/first-screen.json); every other page loads
// its own part, the locale files its route module names (issue 11). Every file is some page's, and a language
// change keeps every part a page asked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { flattenTexts } from '@shop/domain/locales';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeFiles } from '../test/locale-texts';
import { changeLanguage, initI18n, loadTextPart, type TextsModule } from './i18n';

const firstScreenTexts = import.meta.glob<TextsModule>('../locales/*/first-screen.json');
const reviewTexts = import.meta.glob<TextsModule>(['../locales/*/review.json', '../locales/*/pay-methods.json']);
const payoutTexts = import.meta.glob<TextsModule>([
  '../locales/*/payout-intro.json',
  '../locales/*/payout-shared.json',
]);

const src = path.join(import.meta.dirname, '..');

/** The app's modules (no tests), as paths relative to src/. */
function sourceFiles(folder = ''): string[] {
  return readdirSync(path.join(src, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The locale files a module's import.meta.glob names (`review` for locales/*\/review.json). */
function namedFiles(file: string): string[] {
  const source = readFileSync(path.join(src, file), 'utf8');
  return [...source.matchAll(/locales\/\*\/([\w-]+)\.json/g)].map((match) => match[1] ?? '');
}

describe('the parts of a language', () => {
  it('are the locale files: every file is loaded by the first screen or by a page, and every file named exists', () => {
    const named = new Set(sourceFiles().flatMap(namedFiles));
    expect([...named].sort()).toEqual([...localeFiles('en').keys()].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the first screen loads one file, of its texts', async (language) => {
    const files = Object.entries(firstScreenTexts).filter(([file]) => file.includes(`/${language}/`));
    expect(files.map(([file]) => file)).toEqual([`../locales/${language}/first-screen.json`]);
    for (const [, load] of files) expect(flattenTexts((await load()).default).size).toBeGreaterThan(20);
  });

  it("starts with the first screen, adds a page's part, and keeps it across a language change", async () => {
    const instance = await initI18n('en', i18next.createInstance());
    expect(instance.t('amount.title')).toBe('Choose your amount');
    expect(instance.exists('review.fees.payout')).toBe(false);
    await loadTextPart(reviewTexts, instance);
    expect(instance.t('review.fees.payout', { fee: '€1.50' })).toBe('Each payout costs €1.50.');
    // Every file of the part: the review's own and the method names it shares with the saver package.
    expect(instance.t('review.methods.paypal')).toBe('PayPal');
    expect(instance.exists('payout.intro.title')).toBe(false);
    await changeLanguage('de', instance);
    expect(instance.t('amount.title')).toBe('Betrag wählen');
    expect(instance.exists('review.fees.payout')).toBe(true);
    expect(instance.exists('payout.intro.title')).toBe(false);
    await loadTextPart(payoutTexts, instance);
    await changeLanguage('en', instance);
    expect(instance.exists('review.fees.payout')).toBe(true);
    expect(instance.exists('payout.intro.title')).toBe(true);
    expect(instance.exists('payout.continue')).toBe(true);
  });

  it('gives a page whose code loads before the start language is known its texts in that language', async () => {
    const instance = i18next.createInstance();
    const pageTexts = loadTextPart(payoutTexts, instance);
    await initI18n('fr', instance);
    await pageTexts;
    expect(instance.exists('payout.intro.title')).toBe(true);
    expect(instance.exists('review.fees.payout')).toBe(false);
  });

  it("gives every page its title: the amount screen's in the first screen's file, the others' in their page's", () => {
    const routes = 'app/routes';
    const titled = readdirSync(path.join(src, routes)).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
    );
    const english = localeFiles('en');
    const missing: string[] = [];
    for (const file of titled) {
      const page = /usePageTitle\('(\w+)'\)/.exec(readFileSync(path.join(src, routes, file), 'utf8'))?.[1];
      if (page === undefined) continue;
      // The files the route loads: its own, else its head's (router.tsx), else none (the first screen's only).
      const head = file.replace(/\.tsx$/, '-head.ts');
      const own = namedFiles(path.join(routes, file));
      const fromHead = existsSync(path.join(src, routes, head)) ? namedFiles(path.join(routes, head)) : [];
      const part = own.length > 0 ? own : fromHead;
      const titles = ['first-screen', ...part].flatMap((name) => [...flattenTexts(english.get(name)).keys()]);
      if (!titles.includes(`pageTitle.pages.${page}`))
        missing.push(`${file}: ${page} (files ${part.join(', ') || 'none'})`);
    }
    expect(titled.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});
