// The shop's Content-Security-Policy (issue 9 point 5) in Chromium: the SPA, the PSP's card script and hosted
// fields, the PSP's hosted payment page and the way back, and the platform's pages (login form, games,
// mailbox, shop settings, deposit limits, support form framed by the shop) run without one violation.
import { expect, type Page, test } from '@playwright/test';
import { createPlayer, DEMO_PASSWORD } from '../fixtures';
import { choosePackage, chooseProvider, continueToReview, expectDepositSuccess, leaveForPaypal } from '../journey';

/** Collects every CSP violation of the page and its frames: the DOM event and the console's report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, 'reportCspViolation');
      if (typeof report === 'function') {
        report(`${event.violatedDirective} blocked ${event.blockedURI} on ${document.location.href}`);
      }
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the shop, the PSP’s card fields and pages and the platform pages work under the CSP', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const player = await createPlayer(request, 'money-de');

  // The platform's own login form (a same-origin form post).
  await page.goto('/platform/login?lang=en');
  await page.locator('input#userName').fill(player);
  await page.locator('input#password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);

  // Hosted card fields: the PSP's script and frames inside the SPA.
  await page.goto('/?lang=en');
  await choosePackage(page, 1);
  await chooseProvider(page, 'Credit card', 'adyen-cc');
  await page.getByLabel('Name on card').fill('Max Mustermann');
  await page.frameLocator('#psp-hosted-number iframe').locator('input').fill('4242 4242 4242 4242');
  await page
    .frameLocator('#psp-hosted-expiry iframe')
    .locator('input')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.frameLocator('#psp-hosted-cvc iframe').locator('input').fill('737');
  await continueToReview(page);
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expectDepositSuccess(page);

  // The PSP's hosted page and the way back (a cancel, so the same package can be chosen again at once).
  await leaveForPaypal(page, 0);
  await page.getByTestId('psp-choice-cancel').click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible({ timeout: 30_000 });

  // The support form, framed by the shop's modal.
  await page.goto('/error/47?lang=en');
  await page.getByRole('button', { name: 'Contact customer support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer support' });
  await expect(dialog.frameLocator('iframe').getByRole('textbox').first()).toBeVisible();

  // The platform's server-rendered pages.
  for (const path of ['/platform/games', '/platform/mailbox', '/platform/shop-settings', '/platform/deposit-limits']) {
    const response = await page.goto(`${path}?lang=en`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The logout form (a same-origin post).
  await page.goto('/platform/games?lang=en');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/platform\/login/);

  expect(violations).toEqual([]);
});

test('after 5 wrong passwords the login form says when to try again', async ({ page, request }, testInfo) => {
  const violations = await watchViolations(page);
  const player = await createPlayer(request, 'money-de');
  await page.goto('/platform/login?lang=en');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.locator('input#userName').fill(player);
    await page.locator('input#password').fill(attempt < 5 ? 'not-the-password' : DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  // Growing delays per account and address (issue 22 point 4): the first pause is 30 s, said in the singular.
  await expect(page.getByTestId('login-throttled')).toHaveText(
    'Too many failed log-ins. For your security, logging in is paused: please try again in 1 minute.',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`login-throttled-${width}.png`), fullPage: true });
  }
  expect(violations).toEqual([]);
});
