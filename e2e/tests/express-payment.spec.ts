// Express payment (issue 8): the opt-in on a card purchase, then a quick deposit from the demo games page in
// two taps (the quick-deposit link, then Pay), ending on /end with the balance grown; then off at shop settings.
import { expect, test } from '@playwright/test';
import { enterCard } from '../card';
import { balanceOf, createPlayer, logIn, purchasesOf } from '../fixtures';
import { choosePackage, chooseProvider, continueToReview, expectDepositSuccess } from '../journey';

test.describe('express payment', () => {
  test('opt in on a card purchase, then a quick deposit from the games page in two taps', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de');
    await logIn(page, player);
    await page.goto('/?lang=en');
    await choosePackage(page, 1); // 20 €
    await chooseProvider(page, /Credit card \(Checkout\.com\)/, 'checkout-cc');
    await enterCard(page, '4242 4242 4242 4242');
    await continueToReview(page);
    const optIn = page.getByRole('checkbox', { name: 'Save for express payment' });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expectDepositSuccess(page);
    const afterFirst = await balanceOf(request, player);

    await page.goto('/platform/games?lang=en');
    const quickDeposit = page.getByTestId('quick-deposit');
    await expect(quickDeposit).toHaveText(/^Quick deposit: 20,00\s€ with Visa\s••••\s4242$/);

    // Tap 1: into the shop's express screen.
    await quickDeposit.click();
    await expect(page).toHaveURL(/\/express$/);
    await expect(page.getByTestId('express-screen')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Express deposit' })).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
    // Tap 2: pay, no card number, no CVC. The same package with the same card moments after the first purchase is
    // never charged silently (issue 9 point 4): the player confirms buying it again.
    await page.getByRole('button', { name: /^Pay 20,00\s€ now$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Buy this again?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, buy again' }).click();
    await expectDepositSuccess(page);

    const afterExpress = await balanceOf(request, player);
    expect(afterExpress.withdrawable - afterFirst.withdrawable).toBe(2000);
    const purchases = await purchasesOf(request, player);
    expect(purchases.map((purchase) => [purchase.state, purchase.provider, purchase.price])).toEqual([
      ['SUCCESS', 'checkout-cc', 2000],
      ['SUCCESS', 'checkout-cc', 2000],
    ]);

    // Express payment off at the shop settings: the games page offers no quick deposit any more.
    await page.goto('/platform/shop-settings?lang=en');
    await page.getByTestId('express-off').click();
    await expect(page.getByTestId('express-turned-off')).toBeVisible();
    await page.goto('/platform/games?lang=en');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('quick-deposit')).toHaveCount(0);
  });

  test('the express screen opens the normal shop for a player without express payment', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-de');
    await logIn(page, player);
    await page.goto('/express?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  });
});
