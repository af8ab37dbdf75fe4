// What a first visit downloads (issue 11): the amount screen loads only files the bundle budget counts
// (scripts/bench/web-weight.mjs, whose figure is in README → Benchmarks), so that figure is all a first visit
// costs. The footer's dialogs are left out of it (ON_ACTION): they load when the player opens one, and then open
// with their content, close on Escape and give focus back.
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { firstLoadFiles, ON_ACTION, readManifest } from '../../scripts/bench/web-weight.mjs';
import { createPlayer, logIn } from '../fixtures';

/** The build the server serves (scripts/start.mjs builds it when stale). */
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The shop's scripts and style sheets the page fetched, as web-weight names them ('assets/…'). */
function recordAssets(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.push(pathname.slice(1));
  });
  return files;
}

test('a first visit to / loads only what the budget counts; the footer dialogs load when opened', async ({
  page,
  request,
}) => {
  const manifest = readManifest(webDist);
  const counted = firstLoadFiles(manifest, 'src/app/routes/amount.tsx');
  const onAction = ON_ACTION.map((key) => manifest[key]?.file);
  expect(onAction.every((file) => file !== undefined)).toBe(true);

  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  const loaded = recordAssets(page);
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
  // Everything the visit starts (texts, contracts, data) has arrived: nothing is fetched any more.
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((file) => !counted.includes(file))).toEqual([]);
  expect(loaded.filter((file) => onAction.includes(file))).toEqual([]);

  // Customer support from the footer: the dialog's code loads now, and the form app opens in it.
  const footer = page.getByRole('contentinfo');
  const supportLink = footer.getByRole('button', { name: 'Customer support' });
  await supportLink.click();
  const support = page.getByRole('dialog', { name: 'Customer support' });
  await expect(support.frameLocator('iframe').getByRole('textbox').first()).toBeVisible();
  await expect(support.getByRole('button', { name: 'Close' }).first()).toBeFocused();
  expect(loaded.filter((file) => onAction.includes(file))).toEqual(onAction);
  await page.keyboard.press('Escape');
  await expect(support).toHaveCount(0);
  await expect(supportLink).toBeFocused();

  // The terms, in the same loaded dialogs: the platform's text for the player's country.
  const termsLink = footer.getByRole('button', { name: 'Terms and conditions' });
  await termsLink.click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByRole('heading').first()).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Close' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);
  await expect(termsLink).toBeFocused();
});

test("a page names the texts of the player's stored language, which then load once, beside the app's code", async ({
  page,
  request,
}) => {
  const manifest = readManifest(webDist);
  const germanFirstScreen = manifest['src/locales/de/first-screen.json']?.file;
  const englishFirstScreen = manifest['src/locales/en/first-screen.json']?.file;
  expect(germanFirstScreen).toBeDefined();
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  await page.goto('/?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();

  // Back later without ?lang=: the server knows the stored choice from its cookie and names the German texts.
  const loaded = recordAssets(page);
  const answer = await page.goto('/');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${germanFirstScreen}">`);
  expect(html).not.toContain(`/${englishFirstScreen}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((file) => file === germanFirstScreen)).toEqual([germanFirstScreen]);
  expect(loaded).not.toContain(englishFirstScreen);
});
