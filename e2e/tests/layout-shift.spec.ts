// Cumulative layout shift of the main screens (issue 11, Core Web Vitals): CLS ≤ 0.02 on the amount screen,
// the provider list, the review and the payout start, at phone and desktop width, with the footer staying put.
// CLS is geometry, not timing: the shop's answers are held back with page.route so every screen is measured in
// its worst case, a first paint with the data still loading.
import { expect, type Page, test } from '@playwright/test';
import { enterCard } from '../card';
import { createPlayer, logIn } from '../fixtures';
import { choosePackage, chooseProvider } from '../journey';

const MAX_CLS = 0.02;

declare global {
  interface Window {
    __cls: number;
    __shifts: { value: number; sources: string[] }[];
  }
}

/** Sums layout-shift entries without recent input, buffered from the document's start. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__cls += entry.value;
        window.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds every shop API answer back so the first paint happens before the data arrives. */
async function delayShopAnswers(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/platform') && !/\.(js|css|woff2?|svg|png|ico)$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'fetch' && route.request().resourceType() !== 'xhr') {
        await route.fallback();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
}

async function footerTop(page: Page): Promise<number> {
  return page
    .locator('footer')
    .first()
    .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
}

/** Reloads the current screen with the answers held back, waits for `ready` and returns the CLS. */
async function measureReload(page: Page, ready: () => Promise<void>): Promise<number> {
  await page.reload();
  await ready();
  // Let the last answers render and any late image or font settle before reading the figure.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await page.waitForLoadState('networkidle');
  const { cls, shifts } = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
  test
    .info()
    .annotations.push({ type: 'cls', description: `${page.url()} ${cls.toFixed(4)} ${JSON.stringify(shifts)}` });
  return cls;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('the amount, provider and review screens do not shift while they load', async ({ page, request }) => {
      const player = await createPlayer(request, 'money-de');
      await logIn(page, player);
      await observeLayoutShift(page);
      await page.goto('/?lang=en');
      await choosePackage(page, 1);
      await delayShopAnswers(page, 600);

      const providerCls = await measureReload(page, async () => {
        await expect(page.getByRole('radio').first()).toBeVisible();
      });
      expect(providerCls, 'provider list CLS').toBeLessThanOrEqual(MAX_CLS);
      const footerBefore = await footerTop(page);

      await page.goto('/?lang=en');
      const amountCls = await measureReload(page, async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      });
      expect(amountCls, 'amount screen CLS').toBeLessThanOrEqual(MAX_CLS);

      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await chooseProvider(page, /Credit card \(Checkout\.com\)/, 'checkout-cc');
      expect(await footerTop(page)).toBeGreaterThanOrEqual(footerBefore - 1);
      await enterCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
      await delayShopAnswers(page, 600);
      const reviewCls = await measureReload(page, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button').last()).toBeVisible();
      });
      expect(reviewCls, 'review CLS').toBeLessThanOrEqual(MAX_CLS);
    });

    test('the payout start does not shift while it loads', async ({ page, request }) => {
      const player = await createPlayer(request, 'money-de', { withdrawable: 10_000 });
      await logIn(page, player);
      await observeLayoutShift(page);
      await page.goto('/payout?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
      await delayShopAnswers(page, 600);
      const payoutCls = await measureReload(page, async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
      });
      expect(payoutCls, 'payout CLS').toBeLessThanOrEqual(MAX_CLS);
    });
  });
}
