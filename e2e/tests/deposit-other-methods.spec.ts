import { expect, test } from '@playwright/test';
import { balanceOf, loggedInPlayer } from '../fixtures';
import {
  choosePackageAndMethod,
  choosePaypal,
  continueToReview,
  expectDepositSuccess,
  fillPersonalData,
  leaveForPaypal,
} from '../journey';

test.describe('deposits with redirect, bank and direct-debit methods', () => {
  test('a practice player pays with PayPal after entering personal data and becomes a money player', async ({
    page,
    request,
  }) => {
    const player = await loggedInPlayer(page, request, 'practice-de');
    await choosePaypal(page, 1);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/personal$/);
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
    await page.getByRole('checkbox', { name: /at least 18 years old/ }).check();
    await page.getByRole('button', { name: 'Deposit with PayPal' }).click();
    await page.getByTestId('psp-choice-approve').click({ timeout: 30_000 });
    await expectDepositSuccess(page);

    await expect(page.getByText("You're now a money player")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'To the games' }).click();
    await expect(page).toHaveURL(/\/platform\/conversion-success/);
    await expect(page.getByTestId('deposit-amount')).toBeVisible();
    expect((await balanceOf(request, player)).actorType).toBe('g');
  });

  test('cancelling at the provider returns to the amount selection', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await leaveForPaypal(page, 0);
    await page.getByTestId('psp-choice-cancel').click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible({ timeout: 30_000 });
    // Issue 24 point 4: the player is told that nothing was paid, and the address is clean again (a reload, a
    // shared link or the history show no notice and no provider reference).
    await expect(page.getByTestId('payment-cancelled-notice')).toContainText('Payment cancelled');
    await expect(page.getByTestId('payment-cancelled-notice')).toContainText('nothing was paid');
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await balanceOf(request, player)).toEqual(before);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByTestId('payment-cancelled-notice')).toHaveCount(0);
  });

  test('direct debit with the SEPA mandate accepted on review', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await choosePackageAndMethod(page, 1, 'Direct debit (SEPA)', 'adyen-elv');
    await page.getByLabel('Account holder').fill('Max Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await continueToReview(page);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByText('You have to accept the terms to continue.').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /^I authori[sz]e / }).check();
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expectDepositSuccess(page);
    expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(2000);
  });

  test('iDEAL with a chosen bank', async ({ page, request }) => {
    await loggedInPlayer(page, request, 'money-de', { country: 'NL', locale: 'nl-NL', lang: 'nl' });
    await choosePackageAndMethod(page, 1, /^iDEAL$/, 'adyen-ideal');
    // The bank list loads with the iDEAL form, once iDEAL is chosen: wait for it by its own name.
    await page.getByRole('combobox', { name: 'Your bank' }).selectOption({ label: 'ING' });
    await continueToReview(page);
    await page.getByRole('button', { name: /^Deposit (now|with iDEAL)$/ }).click();
    await expect(page.getByText(/ING/).first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('psp-choice-approve').click();
    await expectDepositSuccess(page);
  });

  test('bank transfer shows the transfer instructions', async ({ page, request }) => {
    await loggedInPlayer(page, request);
    await choosePackageAndMethod(page, 1, 'Bank transfer', 'banktransfer');
    await continueToReview(page);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/end-banktransfer$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Now make your bank transfer' })).toBeVisible();
    await expect(page.getByText(/DE41/).first()).toBeVisible();
  });
});
