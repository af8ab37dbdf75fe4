import { expect, test } from '@playwright/test';
import { balanceOf, createPlayer, logIn } from '../fixtures';
import { confirmAndContinue, enterBankAccount, enterBankPayout, startPayout } from '../payout';

test.describe('payouts', () => {
  test('a bank-transfer payout moves the amount out of the withdrawable balance', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de');
    const before = await balanceOf(request, player);
    await logIn(page, player);
    await enterBankPayout(page, '50');

    await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
    await expect(page.getByText('DE89').first()).toBeVisible();
    await page.getByRole('button', { name: 'Request payout' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
    // The player's first payout waits for the shop's review before it is sent (issue 12), and says so.
    await expect(page.getByText(/^We check every first payout, and large ones, before we send them\./)).toBeVisible();
    await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 5000);
    // Back at the intro, the open payout is the one being checked: no second payout meanwhile.
    await page.goto('/payout?lang=en');
    await expect(page.getByRole('region', { name: 'Your payout is being checked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  });

  test('a PayPal payout to one of several accounts the player deposited from', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de', {
      paypalAccounts: ['first@paypal.example', 'second@paypal.example'],
    });
    const before = await balanceOf(request, player);
    await logIn(page, player);
    await startPayout(page, 'PayPal');
    await page.getByLabel('Amount to withdraw').fill('20');
    await page.getByLabel('PayPal account').selectOption('second@paypal.example');
    await confirmAndContinue(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
    await expect(page.getByText('second@paypal.example')).toBeVisible();
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
    await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 2000);
  });

  test('a wrong password keeps the player on the details with a clear message', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de');
    await logIn(page, player);
    await startPayout(page, 'Bank transfer');
    await page.getByLabel('Amount to withdraw').fill('20');
    await enterBankAccount(page);
    await confirmAndContinue(page, 'not-my-password');
    await expect(page.getByText("That password isn't right. Please try again.").first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
  });

  test('amounts at or below the fee and above the withdrawable balance are refused', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de');
    await logIn(page, player);
    await startPayout(page, 'Bank transfer');
    await enterBankAccount(page);
    await page.getByLabel('Amount to withdraw').fill('1');
    await confirmAndContinue(page);
    await expect(page.getByText(/The amount must be more than the fee of 1,00/).first()).toBeVisible();
    await page.getByLabel('Amount to withdraw').fill('100000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/You can withdraw at most 123,45/).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
  });

  test('a pending payout blocks a second one', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de', { pendingPayout: 1000 });
    await logIn(page, player);
    await page.goto('/payout?lang=en');
    await expect(page.getByText('A payout is already on its way')).toBeVisible();
    const before = await balanceOf(request, player);
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
    // The later steps send the player back to the intro while the first payout is open.
    await page.goto('/payout/select?lang=en');
    await expect(page).toHaveURL(/\/payout(\?.*)?$/);
    await expect(page.getByText('A payout is already on its way')).toBeVisible();
    expect(await balanceOf(request, player)).toEqual(before);
  });

  test('a blocked player sees the blocker message with its code', async ({ page, request }) => {
    const player = await createPlayer(request, 'blocked');
    await logIn(page, player);
    await page.goto('/payout?lang=en');
    await expect(page.getByRole('heading', { name: 'No payout method available' })).toBeVisible();
    await expect(page.getByText(/9295/)).toBeVisible();
  });

  test('a balance above 1000 € shows the forced-payout notice with the excess', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-rich', { withdrawable: 125_000 });
    await logIn(page, player);
    await page.goto('/payout?lang=en');
    const notice = page.getByRole('region', { name: 'Your balance is above the limit' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/1\.000,00\s€/);
    await expect(notice).toContainText(/250,00\s€/);
  });
});
