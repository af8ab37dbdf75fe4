// A complete deposit and a complete payout with the keyboard only (issue 10 "Done when"): Tab, Shift+Tab,
// arrows, Space and Enter, with the focus visible at every stop, ending in the state a player would check.
import { expect, test } from '@playwright/test';
import { balanceOf, DEMO_PASSWORD, loggedInPlayer } from '../fixtures';
import { arrowTo, tabTo } from '../keyboard';

test.describe('keyboard only', () => {
  test('a deposit with PayPal, from the amount to the success page', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();

    // The one-off / saver switch moves focus to the new page's heading, never to <body> (issue 24 item 21).
    await tabTo(page, page.getByRole('link', { name: 'Saver package' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saver package' })).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'One-off deposit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeFocused();

    // money-de last bought 20 €: Tab lands on that package; the arrow moves the choice to 50 €.
    const fifty = page.getByRole('radio').nth(2);
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await arrowTo(page, fifty);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);

    const paypal = page.getByRole('radio', { name: 'PayPal', exact: true });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await arrowTo(page, paypal);
    await expect(page).toHaveURL(/\/provider\/paypal$/);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();

    // Shift+Tab from the end of the page reaches the pay button as well as Tab does.
    await tabTo(page, page.getByRole('button', { name: 'Deposit with PayPal' }), { backwards: true });
    await page.keyboard.press('Enter');
    const approve = page.getByTestId('psp-choice-approve');
    await expect(approve).toBeVisible({ timeout: 30_000 });
    await tabTo(page, approve);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/end$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable + 5000);
  });

  test('a bank-transfer payout, from the intro to the confirmation', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await page.goto('/payout?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a payout method' })).toBeVisible();

    const bank = page.getByRole('radio', { name: /^Bank transfer/ });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await arrowTo(page, bank);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();

    await tabTo(page, page.getByLabel('Amount to withdraw'));
    await page.keyboard.type('20');

    await tabTo(page, page.getByRole('button', { name: 'Enter bank details' }));
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('Account holder'));
    await page.keyboard.type('Max Mustermann');
    await tabTo(page, dialog.getByLabel('IBAN'));
    await page.keyboard.type('DE89370400440532013000');
    await tabTo(page, dialog.getByRole('button', { name: 'Save bank details' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
    await expect(page.getByText('DE89').first()).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Request payout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
    await expect(page.getByText(/^We check every first payout, and large ones, before we send them\./)).toBeVisible();
    await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 2000);
  });
});
