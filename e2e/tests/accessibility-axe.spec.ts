// axe-core (WCAG 2.2 AA) over the main screens of the deposit and payout flows, on a phone and a desktop
// (issue 10 "Done when"): every screen state a player meets on the way, including forms showing their errors.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { loggedInPlayer } from '../fixtures';
import {
  choosePackage,
  choosePackageAndMethod,
  chooseProvider,
  continueToReview,
  expectDepositSuccess,
} from '../journey';
import { confirmAndContinue, startPayout } from '../payout';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`axe at ${device.viewport.width} px (${name})`, () => {
    test.use(device);

    test('deposit: amount, method, review with errors, end', async ({ page, request }) => {
      await loggedInPlayer(page, request);
      await page.goto('/?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
      await expectNoAxeViolations(page, 'amount');

      await choosePackage(page, 1);
      await chooseProvider(page, 'Direct debit (SEPA)', 'adyen-elv');
      await expectNoAxeViolations(page, 'provider: direct debit');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Account holder')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'provider: direct debit with errors');

      await page.getByLabel('Account holder').fill('Max Mustermann');
      await page.getByLabel('IBAN').fill('DE89370400440532013000');
      await continueToReview(page);
      await expectNoAxeViolations(page, 'review');
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expect(page.getByText('You have to accept the terms to continue.').first()).toBeVisible();
      await expectNoAxeViolations(page, 'review with errors');

      await page.getByRole('checkbox', { name: /^I authori[sz]e / }).check();
      await page.getByRole('button', { name: 'Deposit now' }).click();
      await expectDepositSuccess(page);
      await expectNoAxeViolations(page, 'end');
    });

    test('deposit: card form and the provider list of a practice player, personal data with errors', async ({
      page,
      request,
    }) => {
      await loggedInPlayer(page, request, 'practice-de');
      await choosePackageAndMethod(page, 0, 'PayPal', 'paypal');
      await expectNoAxeViolations(page, 'provider: PayPal');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/personal$/);
      await expectNoAxeViolations(page, 'personal data');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'personal data with errors');
    });

    test('payout: intro, method, details with the bank form, summary, success', async ({ page, request }) => {
      await loggedInPlayer(page, request);
      await page.goto('/payout?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
      await expectNoAxeViolations(page, 'payout intro');
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a payout method' })).toBeVisible();
      await expectNoAxeViolations(page, 'payout method');
      await page.goto('/payout?lang=en');
      await startPayout(page, 'Bank transfer');
      await expectNoAxeViolations(page, 'payout details');

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
      await expectNoAxeViolations(page, 'payout details with errors');

      await page.getByRole('button', { name: 'Enter bank details' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'bank details dialog');
      await dialog.getByRole('button', { name: 'Save bank details' }).click();
      await expectNoAxeViolations(page, 'bank details dialog with errors');
      await dialog.getByLabel('Account holder').fill('Max Mustermann');
      await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await dialog.getByRole('button', { name: 'Save bank details' }).click();
      await expect(dialog).toHaveCount(0);

      await page.getByLabel('Amount to withdraw').fill('20');
      await confirmAndContinue(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
      await expectNoAxeViolations(page, 'payout summary');
      await page.getByRole('button', { name: 'Request payout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
      await expectNoAxeViolations(page, 'payout success');
    });

    test('error pages, the terms dialog and the not-authorized page', async ({ page, request }) => {
      await loggedInPlayer(page, request);
      for (const code of ['8', 'forbidden_payout', 'tokenExpiredDepositComplete', 'depositLimitReached_New']) {
        await page.goto(`/error/${code}?lang=en`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `/error/${code}`);
      }
      await page.goto('/?lang=en');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms and conditions' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('heading').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'terms dialog');
      await page.context().clearCookies();
      await page.goto('/not-authorized?lang=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'not authorized');
    });

    // Issue 24 "Done when": the saver switch and the platform pages, these at 200 % text (the express screen and
    // its dialog are scanned in express-payment.spec.ts; the deposit-limits page's reflow in accessibility-forms).
    test('the saver package switch and the platform pages at 200 % text', async ({ page, request }) => {
      test.skip(name === 'desktop', 'the platform pages at 200 % text matter on a phone; one scan is enough');
      await loggedInPlayer(page, request);
      await page.goto('/subscription?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Saver package' })).toBeVisible();
      await expectNoAxeViolations(page, 'saver package');
      for (const path of ['/platform/shop-settings', '/platform/login']) {
        await page.goto(`${path}?lang=de`);
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '200%';
        });
        await expectNoAxeViolations(page, `${path} at 200 % text`);
      }
    });
  });
}
