// Issue 23 "Done when": a saver package through PayPal books its second month with the PayPal account vaulted on
// the first payment (Vault v3 payment token, the successor of billing agreements), on the server's test clock.
// The clock moves forward (never back): a `.clock.spec.ts` file runs after every other journey.
import { expect, test } from '@playwright/test';
import { balanceOf, loggedInPlayer, passDays } from '../fixtures';
import {
  chooseProvider,
  chooseSaverPackage,
  confirmSaverPackage,
  continueToReview,
  expectDepositSuccess,
} from '../journey';

test('a PayPal saver package books its second month with the vaulted PayPal account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await loggedInPlayer(page, request);
  await page.goto('/subscription?lang=en');
  await chooseSaverPackage(page, 2000);
  await chooseProvider(page, 'PayPal', 'paypal');
  await continueToReview(page);
  await page.getByTestId('acceptance-subscriptionTerms').check();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/paypal\/checkoutnow\?token=/, { timeout: 30_000 });
  // PayPal's page asks the payer to allow later charges (the vault), then the shop captures.
  await expect(page.getByText('Approve also allows later charges by the shop')).toBeVisible();
  await page.getByTestId('psp-choice-approve').click();
  await expectDepositSuccess(page);
  await confirmSaverPackage(page);
  const afterFirst = await balanceOf(request, player);

  // A month and a day pass: the second booking charges the vault token without the player.
  await passDays(request, 32);
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable - afterFirst.withdrawable).toBe(2000);
});
