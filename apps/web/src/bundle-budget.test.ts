// Bundle budget (issue 11): what a first visit to each main route downloads, JS+CSS gzip, from a real
// production build. Bytes depend only on the sources and the locked tools, not on the machine, so this is a
// plain test. The budgets are the figures reached so far with a little room; lower them as the app slims.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, MAIN_ROUTES, measureRoutes, readManifest } from '../../../scripts/bench/web-weight.mjs';
import { buildTarget } from '../../../scripts/build.mjs';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../vite-route-preloads.ts';

const KB = 1024;
/**
 * The amount screen, the first screen a player sees. Issue 11's goal was 130 KB (129.7 reached); issue 24's fixes
 * on the first screen (the language-change order, the countdown's unit words, the inert background and focus
 * hand-over of dialogs, the PSP-cancel notice) brought it to 131.1 KB. Issue 27 asks for the bare stack + 5 KB:
 * lower this as that work lands, never raise it again.
 */
const FIRST_SCREEN_BUDGET = 131.5 * KB;
/**
 * Every other main route. 150 KB until issue 23's Adyen card fields: a card code routed to Adyen also loads the
 * bridge to Adyen Web's secured fields (adyen-card-fields.ts, 1.7 KB, its own chunk), so that provider screen is the
 * heaviest route at 151.8 KB (a sandbox card screen 150.2). 152.1 KB since session 30: the forms that render without
 * a Suspense fallback once loaded (preloaded-lazy.tsx, the card screen's heading painted about 300 ms earlier) and the
 * forms' shared summary and submit helpers took the Adyen card screen to 155,690 B. 152.2 KB since session 31: the
 * sessionStorage store the payment draft and the package selection now share (lib/session-store.ts, +32 B on this
 * route, +23 B on `/`) and the card forms' one CVC field (+20 B) took it to about 155,790 B; sharing code costs gzip a
 * few bytes more than two copies do. 152.4 KB since session 33: the provider screen's one tree from loading to the
 * methods (its heading painted once: the card screen's Lighthouse LCP 2.9 -> 2.5 s) and the stored language's
 * cookie, which lets the server name a page's texts (+120 B on every route) took it to 155,951 B. Lower this back as
 * the provider route slims.
 */
const OTHER_ROUTE_BUDGET = 152.4 * KB;

/**
 * The production build `npm run build` (and `npm start`) makes, rebuilt here unless it was built from these very
 * sources (scripts/build.mjs keeps a hash of them): `npm test` then builds the web app once, not once here and
 * again in its build step.
 */
const outDir = path.resolve(import.meta.dirname, '../dist');

beforeAll(async () => {
  await buildTarget('web', { log: () => undefined });
}, 300_000);

describe('bundle budget', () => {
  it(`keeps the first screen (/) within ${FIRST_SCREEN_BUDGET / KB} KB gzip and every other main route within ${OTHER_ROUTE_BUDGET / KB} KB`, () => {
    const weights = measureRoutes(outDir);
    const over = weights
      .filter((route) => route.gzip > (route.path === '/' ? FIRST_SCREEN_BUDGET : OTHER_ROUTE_BUDGET))
      .map((route) => `${route.path}: ${(route.gzip / KB).toFixed(1)} KB`);
    expect(over).toEqual([]);
  }, 300_000); // a backstop, not a budget: gzip and brotli of every route took over 60 s at a load average of 43

  it('loads the provider screen and its card and bank forms only on the provider route', () => {
    const manifest = readManifest(outDir);
    const providerOnly = Object.values(manifest)
      .filter((chunk) => chunk.name === 'provider-screen')
      .map((chunk) => chunk.file);
    expect(providerOnly.length).toBeGreaterThan(0);
    for (const route of MAIN_ROUTES) {
      const loads = firstLoadFiles(manifest, route.module).some((file) => providerOnly.includes(file));
      expect(loads, route.path).toBe(route.path === '/provider/:paytypeKey');
    }
  });

  it('loads the card, direct-debit and iDEAL forms and the limit notice only for a provider that needs them', () => {
    const manifest = readManifest(outDir);
    const provider = MAIN_ROUTES.find((route) => route.path === '/provider/:paytypeKey');
    const variants = provider?.variants ?? [];
    // The card, direct-debit and iDEAL forms, the limit notice, and Adyen's card fields bridge (with the card form).
    expect(variants.length).toBe(5);
    // PayPal, say: the provider screen without any of them.
    const bare = firstLoadFiles(manifest, provider?.module, variants);
    for (const variant of variants) {
      const own = firstLoadFiles(manifest, provider?.module, variants, variant).filter((file) => !bare.includes(file));
      expect(own, variant).toContain(manifest[variant]?.file);
    }
    // The IBAN registry (ibantools) only with the direct-debit and iDEAL forms.
    const registry = Object.values(manifest).find((chunk) => chunk.name === 'bank')?.file;
    expect(registry).toBeDefined();
    expect(bare).not.toContain(registry);
  });

  it("names in a route's page only files its first visit loads anyway, never another provider's form, texts per language", async () => {
    const manifest = readManifest(outDir);
    const routes: RoutePreload[] = JSON.parse(await readFile(path.join(outDir, ROUTE_PRELOADS_FILE), 'utf8'));
    const variants = MAIN_ROUTES.find((route) => route.path === '/provider/:paytypeKey')?.variants ?? [];
    const variantFiles = variants.map((variant) => manifest[variant]?.file);
    const entryFiles = firstLoadFiles(manifest);
    const textFiles = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/locales/'))
      .map(([, chunk]) => chunk.file);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const preloaded = [...route.modulepreload, ...route.stylesheet];
      const firstVisit = firstLoadFiles(manifest, route.modules, variants).filter((file) => !entryFiles.includes(file));
      expect(firstVisit, route.path).toEqual(expect.arrayContaining(preloaded));
      for (const module of route.modules) expect(route.modulepreload, route.path).toContain(manifest[module]?.file);
      expect(
        preloaded.filter((file) => textFiles.includes(file) || variantFiles.includes(file)),
        route.path,
      ).toEqual([]);
    }
    // Per language, the texts a route's page names when the request names the language (the server's route-pages.ts):
    // the first screen's and the route's part, texts its first visit loads, the same parts in every language.
    const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    for (const route of routes) {
      const english = route.texts.en ?? [];
      const englishKeys = english.map((file) => keyOf.get(file));
      expect(englishKeys, route.path).toContain('src/locales/en/first-screen.json');
      expect(firstLoadFiles(manifest, route.modules, variants), route.path).toEqual(expect.arrayContaining(english));
      expect(Object.keys(route.texts).sort(), route.path).toEqual([...SUPPORTED_LANGUAGES].sort());
      for (const language of SUPPORTED_LANGUAGES) {
        expect(
          (route.texts[language] ?? []).map((file) => keyOf.get(file)),
          `${route.path} in ${language}`,
        ).toEqual(englishKeys.map((key) => key?.replace('src/locales/en/', `src/locales/${language}/`)));
      }
    }
    const provider = routes.find((route) => route.path === 'provider/:paytypeKey');
    expect(provider?.texts.de?.map((file) => keyOf.get(file))).toEqual([
      'src/locales/de/first-screen.json',
      'src/locales/de/provider.json',
    ]);
    // The review: its code, its head and every file they import, their style sheets too.
    const review = routes.find((route) => route.path === 'review');
    const reviewFirstVisit = firstLoadFiles(manifest, review?.modules, variants).filter(
      (file) => !entryFiles.includes(file) && !textFiles.includes(file),
    );
    expect([...(review?.modulepreload ?? []), ...(review?.stylesheet ?? [])].sort()).toEqual(reviewFirstVisit);
  });

  it('writes a brotli and a gzip copy beside every script and style sheet that compression makes smaller', async () => {
    const files = await readdir(path.join(outDir, 'assets'));
    const texts = [];
    for (const file of files.filter((name) => /\.(js|css)$/.test(name))) {
      if ((await stat(path.join(outDir, 'assets', file))).size >= KB) texts.push(file);
    }
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
    expect(await readdir(outDir)).toEqual(expect.arrayContaining(['index.html', 'index.html.br', 'index.html.gz']));
  });
});
