// Accessibility of the forms in Chromium (issue 10 items 11, 12, 14, 16): focus that stays where the
// player types, titles that name the step, the focused payment method kept in view, Windows High
// Contrast, 200 % text on a phone, the sticky button bar, unbroken breadcrumb words, target sizes.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createPlayer, loggedInPlayer, logIn } from '../fixtures';
import { choosePackage, choosePackageAndMethod, chooseProvider } from '../journey';
import { startPayout } from '../payout';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The browser's text size at 200 %: every size of the shop is in rem. */
async function doubleTextSize(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

/** Where the focused element's box (or its label tile) sits against the viewport. */
async function focusedBox(page: Page, closest?: string) {
  return page.evaluate((selector) => {
    const active = document.activeElement;
    const element = selector === undefined ? active : active?.closest(selector);
    if (!(element instanceof HTMLElement)) return null;
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, viewport: window.innerHeight };
  }, closest);
}

async function toPersonalData(page: Page, player: string, lang: string, continueName: RegExp): Promise<void> {
  await logIn(page, player);
  await page.goto(`/?lang=en`);
  await choosePackage(page, 0);
  await chooseProvider(page, 'PayPal', 'paypal');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  if (lang !== 'en') {
    await page.goto(`/personal?lang=${lang}`);
    await expect(page.getByRole('button', { name: continueName })).toBeVisible();
  }
}

/** A fresh money player (money-de), logged in, on the payout details of a bank transfer. */
async function toBankPayoutDetails(page: Page, request: APIRequestContext): Promise<void> {
  await loggedInPlayer(page, request);
  await startPayout(page, 'Bank transfer');
}

/** Fills the personal-data form by its fields' ids, whatever the language. */
async function fillPersonalData(page: Page): Promise<void> {
  await page.locator('#personal-salutation-MR').check({ force: true });
  await page.locator('#personal-firstName').fill('Marie');
  await page.locator('#personal-surname').fill('Dupont');
  await page.locator('#personal-birth-day').selectOption('15');
  await page.locator('#personal-birth-month').selectOption('6');
  await page.locator('#personal-birth-year').selectOption('1990');
  await page.locator('#personal-street1').fill('1 rue de Rivoli');
  await page.locator('#personal-zipCode').fill('75001');
  await page.locator('#personal-city').fill('Paris');
}

test.describe('accessible forms on a phone (390 px)', () => {
  test.use(PHONE);

  test('the bank form keeps focus where the player types after a failed save; the title says so', async ({
    page,
    request,
  }) => {
    await toBankPayoutDetails(page, request);
    await expect(page).toHaveTitle('Payout details – Game Credit Shop');
    await page.getByRole('button', { name: 'Enter bank details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save bank details' }).click();

    const summary = dialog.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('alert')).toContainText('There is a problem');
    await expect(page).toHaveTitle('Error: Payout details – Game Credit Shop');

    await dialog.getByLabel('Account holder').click();
    await page.keyboard.type('Max Mustermann');
    await expect(dialog.getByLabel('Account holder')).toBeFocused();
    await expect(dialog.getByLabel('Account holder')).toHaveValue('Max Mustermann');
    await expect(dialog.getByLabel('IBAN')).toHaveValue('');

    // The summary's link lands on the IBAN input itself.
    await dialog.getByRole('button', { name: 'Save bank details' }).click();
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /IBAN/ }).click();
    await expect(dialog.getByLabel('IBAN')).toBeFocused();
  });

  test('arrowing through the payment methods keeps the focused one in view', async ({ page, request }) => {
    await loggedInPlayer(page, request);
    await page.goto('/?lang=en');
    await choosePackage(page, 0);
    // The new page's heading takes focus once it shows (view change); the player arrows from the chosen method.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your payment method' })).toBeFocused();
    const first = page.getByRole('radio', { checked: true });
    await first.focus();
    const enabled = await page.locator('input[type="radio"]:not([disabled])').count();
    expect(enabled).toBeGreaterThan(3);
    for (let step = 1; step < enabled; step += 1) {
      const before = page.url();
      await page.keyboard.press('ArrowDown');
      await expect(page).not.toHaveURL(before);
      // The panel of the method above has collapsed by now; the focused tile must still be on screen.
      await expect
        .poll(
          async () => {
            const box = await focusedBox(page, 'label');
            // A pixel of rounding either way.
            return box !== null && box.top >= -1 && box.bottom <= box.viewport + 1;
          },
          `method ${step + 1} of ${enabled} in view`,
        )
        .toBe(true);
    }
  });

  test('the sticky pay bar never covers the focused control', async ({ page, request }) => {
    await toBankPayoutDetails(page, request);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('button', { name: 'Continue' });
    // Tab forward from the heading through every control above the bar.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      const isBar = await bar.evaluate((button) => button === document.activeElement);
      if (isBar) break;
      const covered = await page.evaluate(() => {
        const active = document.activeElement;
        const barBox = document.querySelector('form [type="submit"]')?.parentElement?.getBoundingClientRect();
        if (!(active instanceof HTMLElement) || barBox === undefined) return 0;
        const box = active.getBoundingClientRect();
        return Math.max(0, box.bottom - barBox.top);
      });
      expect(covered, `control ${press + 1} hidden behind the bar by ${covered} px`).toBe(0);
    }
  });

  // Issue 24 item 19: the amount's error appeared on blur, at pointerdown, and pushed the button away from the pointer.
  test('after an invalid amount, the first click on "Enter bank details" opens the bank form', async ({
    page,
    request,
  }) => {
    await toBankPayoutDetails(page, request);
    await page.getByLabel('Amount to withdraw').fill('100000');
    await page.getByRole('button', { name: 'Enter bank details' }).click();
    await expect(page.getByRole('dialog', { name: 'Bank details' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Amount to withdraw')).toHaveAttribute('aria-invalid', 'true');
  });

  // Issue 24 item 23 (WCAG 2.4.11): the sticky Continue bar covered the BIC field.
  test('the sticky continue bar never covers a focused direct-debit field', async ({ page, request }) => {
    await loggedInPlayer(page, request);
    await choosePackageAndMethod(page, 1, 'Direct debit (SEPA)', 'adyen-elv');
    for (const label of ['Account holder', 'IBAN', 'BIC']) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel(label, { exact: true }).focus();
      const covered = await page.evaluate(() => {
        const active = document.activeElement;
        const bar = document.querySelector('form [type="submit"]')?.parentElement?.getBoundingClientRect();
        if (!(active instanceof HTMLElement) || bar === undefined) return -1;
        return Math.max(0, active.getBoundingClientRect().bottom - bar.top);
      });
      expect(covered, `${label} hidden behind the bar by ${covered} px`).toBe(0);
    }
  });

  // Issue 24 item 22: the login page did not reflow at 390 px (German: the login buttons off screen) and the
  // platform pages' px body font did not grow with the text size.
  test('the platform pages reflow at 390 px and 200 % text in every language', async ({ page, request }) => {
    for (const lang of ['en', 'en-GB', 'de', 'fr', 'da', 'es', 'nl', 'sv']) {
      await page.goto(`/platform/login?lang=${lang}`);
      expect(await scrollsSideways(page), `login (${lang}) scrolls sideways`).toBe(false);
    }
    await loggedInPlayer(page, request);
    for (const path of ['/platform/login', '/platform/games', '/platform/shop-settings', '/platform/deposit-limits']) {
      await page.goto(`${path}?lang=de`);
      const before = await page.evaluate(() => getComputedStyle(document.body).fontSize);
      await doubleTextSize(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), `${path} text grows`).not.toBe(
        before,
      );
      expect(await scrollsSideways(page), `${path} scrolls sideways at 200 % text`).toBe(false);
    }
  });

  test('payout details at 200 % text do not scroll sideways', async ({ page, request }) => {
    await toBankPayoutDetails(page, request);
    await doubleTextSize(page);
    expect(await scrollsSideways(page)).toBe(false);
    // German words are longer; the errors of a failed submit add more text.
    await page.goto('/payout/data?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Angaben zur Auszahlung' })).toBeVisible();
    await doubleTextSize(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('personal data at 200 % text: the birth-date selects do not overlap; targets are large enough', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, 'practice-de');
    await toPersonalData(page, player, 'en', /Continue/);
    const target = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(target.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);

    // In German, with the errors of a failed submit.
    await page.goto('/personal?lang=de');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await doubleTextSize(page);
    expect(await scrollsSideways(page)).toBe(false);
    const boxes = await page
      .getByRole('group', { name: 'Geburtsdatum' })
      .getByRole('combobox')
      .evaluateAll((selects) => selects.map((select) => select.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const overlap =
          box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
        expect(overlap, `selects ${JSON.stringify(box)} and ${JSON.stringify(other)} overlap`).toBe(false);
      }
    }
  });
});

/** A German money player's deposit up to the provider step, in German. */
async function startGermanDeposit(page: Page, request: APIRequestContext, method: string, code: string) {
  await loggedInPlayer(page, request);
  await page.goto('/?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();
  await page.getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: method, exact: true }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/provider/${code}$`));
}

test.describe('hosted card fields in the shop language', () => {
  test.use(PHONE);

  test('a German page gets German card frames; empty ones are invalid after a failed submit; summary links land in them', async ({
    page,
    request,
  }) => {
    await startGermanDeposit(page, request, 'Kreditkarte', 'adyen-cc');

    const frames = {
      number: page.frameLocator('#psp-hosted-number iframe'),
      expiry: page.frameLocator('#psp-hosted-expiry iframe'),
      cvc: page.frameLocator('#psp-hosted-cvc iframe'),
    };
    await expect(page.locator('#psp-hosted-number iframe')).toHaveAttribute('title', 'Kartennummer');
    await expect(frames.number.locator('html')).toHaveAttribute('lang', 'de');
    await expect(frames.number.getByLabel('Kartennummer')).toBeVisible();
    await expect(frames.expiry.locator('input')).toHaveAttribute('placeholder', 'MM/JJ');
    await expect(frames.cvc.getByLabel('Prüfnummer')).toBeVisible();
    await expect(frames.number.locator('input')).toHaveAttribute('aria-invalid', 'false');
    // The frames' fields line up with the holder field (issue 24 item 24: they sat 2 px to the right).
    const holderBox = await page.getByLabel('Name auf der Karte').boundingBox();
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      const box = await frames[field].locator('input').boundingBox();
      expect(Math.abs((box?.x ?? -1) - (holderBox?.x ?? 0)), `${field} field's left edge`).toBeLessThan(0.5);
      expect(Math.abs((box?.width ?? -1) - (holderBox?.width ?? 0)), `${field} field's width`).toBeLessThan(0.5);
    }

    await page.getByLabel('Name auf der Karte').fill('Max Mustermann');
    await frames.expiry.locator('input').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
    await page.getByRole('button', { name: 'Weiter' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Es gibt ein Problem');
    await expect(frames.number.locator('input')).toHaveAttribute('aria-invalid', 'true');
    await expect(frames.cvc.locator('input')).toHaveAttribute('aria-invalid', 'true');
    await expect(frames.expiry.locator('input')).toHaveAttribute('aria-invalid', 'false');
    await expect(page).toHaveTitle('Fehler: Zahlungsart – Game Credit Shop');

    await summary.getByRole('link', { name: 'Gib die Prüfnummer ein.' }).click();
    await expect(frames.cvc.locator('input')).toBeFocused();
    await page.keyboard.type('737');
    await expect(frames.cvc.locator('input')).toHaveAttribute('aria-invalid', 'false');
  });
});

test.describe('the PSP hosted page in the shop language', () => {
  test.use(PHONE);

  test('a German player pays with PayPal on a German sandbox page', async ({ page, request }) => {
    await startGermanDeposit(page, request, 'PayPal', 'paypal');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await page.getByTestId('pay-button').click();

    await expect(page.getByTestId('psp-choice-approve')).toHaveText('Bestätigen', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Wähle, wie diese Testzahlung endet')).toBeVisible();
    await expect(page.getByTestId('psp-amount')).toHaveText(/^\d+,\d\d\s€$/u);
    await page.getByTestId('psp-choice-approve').click();
    await expect(page).toHaveURL(/\/end$/, { timeout: 30_000 });
  });
});

test.describe('Windows High Contrast', () => {
  test.use(PHONE);

  test('only the selected package shows its check mark', async ({ page, request }) => {
    await loggedInPlayer(page, request);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/?lang=en');
    const tiles = page.getByTestId('package-tile');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(1);
    await tiles.first().click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(tiles.locator('svg')).toHaveCount(1);
    await expect(tiles.first().locator('svg')).toBeVisible();
  });
});

for (const { name, ...device } of [
  { name: 'phone', ...PHONE },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`breadcrumbs at ${device.viewport.width} px (${name})`, () => {
    test.use(device);

    test('no step label breaks inside a word (fr "Vérification")', async ({ page, request }) => {
      const player = await createPlayer(request, 'practice-fr');
      await toPersonalData(page, player, 'fr', /Continuer/);
      await expect(page).toHaveTitle('Vos données personnelles – Game Credit Shop');
      await fillPersonalData(page);
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page).toHaveURL(/\/review$/);
      await expect(page).toHaveTitle('Vérifier et payer – Game Credit Shop');
      const trail = page.getByRole('navigation', { name: 'Votre progression' });
      await expect(trail).toContainText('Vérification');
      // Each word of every label shown on screen sits on one line.
      const broken = await trail.evaluate((nav) =>
        [...nav.querySelectorAll('li')].flatMap((item) => {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          const words: string[] = [];
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/\S+/gu)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              // Labels of other steps are hidden on narrow phones (1 px boxes): only words on screen count.
              const shown = (node.parentElement?.getBoundingClientRect().width ?? 0) > 2;
              if (shown && range.getClientRects().length > 1) words.push(match[0]);
            }
          }
          return words;
        }),
      );
      expect(broken).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
    });
  });
}
