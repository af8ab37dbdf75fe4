// Issue 10 item 2: browser Back from the PSP's hosted PayPal page stranded the player on a forwarding
// spinner that never forwarded (and 180 s later a session-expired error). Back must offer to resume or
// to pay another way, whether Chromium restores the page from its back-forward cache or loads it again.
import { expect, test } from '@playwright/test';
import { balanceOf, loggedInPlayer } from '../fixtures';
import { continueToReview, expectDepositSuccess, leaveForPaypal } from '../journey';

test.describe('back from the payment provider', () => {
  test('Back from PayPal offers to resume, and resuming completes the deposit', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await leaveForPaypal(page, 0);
    await expect(page.getByTestId('psp-choice-approve')).toBeVisible({ timeout: 30_000 });

    await page.goBack();
    await expect(page).toHaveURL(/\/forwarding\//);
    await expect(page.getByRole('heading', { level: 1, name: "Your payment isn't finished yet" })).toBeVisible();
    // Issue 24 point 17: not paid yet, so the trail stands at Review, not at Done.
    await expect(page.locator('[aria-current="step"]')).toHaveText(/^3\s*Review$/);
    await page.getByRole('button', { name: 'Continue to the payment provider' }).click();
    await page.getByTestId('psp-choice-approve').click({ timeout: 30_000 });
    await expectDepositSuccess(page);
    expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(1000);
  });

  test('Back from PayPal lets the player choose another method and pay again', async ({ page, request }) => {
    await loggedInPlayer(page, request);
    await leaveForPaypal(page, 0);
    await expect(page.getByTestId('psp-choice-approve')).toBeVisible({ timeout: 30_000 });

    await page.goBack();
    await page.getByRole('button', { name: 'Choose another payment method' }).click();
    await expect(page).toHaveURL(/\/provider\/paypal$/);
    await continueToReview(page);
    // A new purchase: the provider's page opens again for it.
    await page.getByRole('button', { name: 'Deposit with PayPal' }).click();
    await page.getByTestId('psp-choice-approve').click({ timeout: 30_000 });
    await expectDepositSuccess(page);
  });
});
