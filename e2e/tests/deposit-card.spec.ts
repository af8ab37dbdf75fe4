import { expect, test } from '@playwright/test';
import { balanceOf, compressPolling, createPlayer, loggedInPlayer, logIn, purchasesOf } from '../fixtures';
import {
  choosePackage,
  chooseProvider,
  continueToReview,
  depositByCard,
  expectDepositSuccess,
  reviewCardDeposit,
} from '../journey';

test.describe('card deposits through the PSP sandbox', () => {
  test('full card entry pays, lands on /end and credits deposit and bonus', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await depositByCard(page, 2); // 50 € + 5 € bonus

    const after = await balanceOf(request, player);
    expect(after.withdrawable - before.withdrawable).toBe(5000);
    expect(after.bonus - before.bonus).toBe(500);
    await page.goto('/platform/games');
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('a saved card pays with only its CVC', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request, 'money-gb');
    const before = await balanceOf(request, player);
    await page.goto('/?lang=en');
    await choosePackage(page, 1); // £20
    await chooseProvider(page, /Credit card \(Checkout\.com\)/, 'checkout-cc');
    await expect(page.getByText('Your saved card')).toBeVisible();
    await expect(page.getByText(/4242/).first()).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByLabel('Security code (CVC)').fill('737');
    await continueToReview(page);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expectDepositSuccess(page);
    expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(2000);
  });

  test('a declined card shows the bank-declined error and leads back to the provider', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await reviewCardDeposit(page, 0, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/error\/8$/, { timeout: 30_000 });
    await expect(page.getByText(/declined/i).first()).toBeVisible();
    await page.getByRole('button', { name: /payment method/i }).click();
    await expect(page).toHaveURL(/\/provider\/checkout-cc$/);
    expect(await balanceOf(request, player)).toEqual(before);
  });

  test('a card that needs the challenge goes to the sandbox and back through postprocessing', async ({
    page,
    request,
  }) => {
    const player = await loggedInPlayer(page, request);
    await reviewCardDeposit(page, 1, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await page.getByTestId('psp-choice-approve').click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/(postprocessing|end)/);
    await expectDepositSuccess(page);
    const purchases = await purchasesOf(request, player);
    expect(purchases.map((purchase) => purchase.state)).toEqual(['SUCCESS']);
  });

  test('a double-clicked pay button makes one purchase', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await reviewCardDeposit(page, 1, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Deposit now' }).dblclick();
    await expectDepositSuccess(page);
    expect(await purchasesOf(request, player)).toHaveLength(1);
    expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(2000);
  });

  test('a payment that stays pending ends in the token-expired error when polling times out', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, 'money-de');
    await compressPolling(page, 200, 3000);
    await logIn(page, player);
    await reviewCardDeposit(page, 0, '4000 0000 0000 0077');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/error\/tokenExpired(DepositComplete)?$/, { timeout: 30_000 });
  });
});
