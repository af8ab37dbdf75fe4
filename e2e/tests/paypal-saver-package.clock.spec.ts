// Issue 23 "Done when": a saver package through PayPal books its second month with the PayPal account vaulted on
// the first payment (Vault v3 payment token, the successor of billing agreements), on the server's test clock.
// The clock moves forward (never back): a `.clock.spec.ts` file runs after every other journey.
import { expect, test } from '@playwright/test';
import { balanceOf, createPlayer, logIn } from '../fixtures';
import { chooseProvider, continueToReview, expectDepositSuccess } from '../journey';

test('a PayPal saver package books its second month with the vaulted PayPal account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  await page.goto('/subscription?lang=en');
  await page.locator('[data-testid="package-tile"][data-price="2000"]').getByRole('radio').check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseProvider(page, 'PayPal', 'paypal');
  await continueToReview(page);
  await page.getByTestId('acceptance-subscriptionTerms').check();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/paypal\/checkoutnow\?token=/, { timeout: 30_000 });
  // PayPal's page asks the payer to allow later charges (the vault), then the shop captures.
  await expect(page.getByText('Approve also allows later charges by the shop')).toBeVisible();
  await page.getByTestId('psp-choice-approve').click();
  await expectDepositSuccess(page);
  await page.goto('/platform/mailbox');
  await page.getByTestId('mail-subscription_confirm').click();
  const link = page
    .getByTestId('mail-link')
    .filter({ hasText: /subscription\/confirm/ })
    .first();
  await page.goto((await link.getAttribute('href')) ?? '');
  await page.getByTestId('confirm-subscription').click();
  await expect(page.getByTestId('confirm-result')).toBeVisible();
  const afterFirst = await balanceOf(request, player);

  // A month and a day pass: the second booking charges the vault token without the player.
  for (let day = 0; day < 32; day += 1) {
    expect((await request.post('/platform/test/clock', { data: { advanceDays: 1 } })).ok()).toBe(true);
    expect((await request.post('/platform/test/jobs/run')).ok()).toBe(true);
  }
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable - afterFirst.withdrawable).toBe(2000);
});
