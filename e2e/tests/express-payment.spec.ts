// Express payment (issue 8): the opt-in on a card purchase, then a quick deposit from the demo games page in
// two taps (the quick-deposit link, then Pay), ending on /end with the balance grown; then off at shop settings.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
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
    // The English games page keeps its language on the way into the shop (issue 24 point 10).
    await expect(page).toHaveURL(/\/express\?lang=en$/);
    await expect(page.getByTestId('express-screen')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Express deposit' })).toBeVisible();
    await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
    // WCAG 2.5.3 (issue 24 item 20): the Change link's name contains what it shows.
    await expect(page.getByRole('link', { name: 'Change amount or payment method' })).toHaveText('Change');
    await expectNoAxeViolations(page, 'express');
    // Tap 2: pay, no card number, no CVC. The same package with the same card moments after the first purchase is
    // never charged silently (issue 9 point 4): the player confirms buying it again.
    const pay = page.getByRole('button', { name: /^Pay 20,00\s€ now$/ });
    await pay.click();
    const again = page.getByRole('dialog', { name: 'Buy this again?' });
    await expect(again).toBeVisible();
    await expectNoAxeViolations(page, 'express: buy this again?');
    // The page behind the dialog is inert (issue 24 item 23); Escape closes it and focus lands on the heading,
    // not on <body> (item 21: the pay button was busy, so it had no focus to give back).
    await expect(page.locator('main h1')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Express deposit' })).toBeFocused();
    await pay.click();
    await expect(again).toBeVisible();
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
