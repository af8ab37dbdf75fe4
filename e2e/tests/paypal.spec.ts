// Issue 23 "Done when", PayPal's part: the journey server routes the PayPal codes to the PSP sandbox's PayPal dialect
// (e2e/scripts/serve.mjs), so these run the shop's PayPal adapter (@paypal/paypal-server-sdk) over PayPal's wire
// format: a deposit approved on PayPal's page credits once, and a PayPal payout is paid through the Payouts API.
import { expect, test } from '@playwright/test';
import { logInToConsole, openPlayer, operatorPage } from '../console';
import { balanceOf, loggedInPlayer, purchasesOf } from '../fixtures';
import { expectDepositSuccess, leaveForPaypal } from '../journey';
import { confirmAndContinue, startPayout } from '../payout';

test.describe('PayPal through its own API', () => {
  test('a PayPal deposit approved on PayPal’s page credits once', async ({ page, request }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);
    await leaveForPaypal(page, 1);
    // PayPal's approve page (the dialect's /checkoutnow?token=<order id>), not the sandbox's own hosted page.
    await expect(page).toHaveURL(/\/paypal\/checkoutnow\?token=[A-Z0-9]{17}$/, { timeout: 30_000 });
    await page.getByTestId('psp-choice-approve').click();
    await expectDepositSuccess(page);
    const purchases = (await purchasesOf(request, player)).filter((purchase) => purchase.provider === 'paypal');
    expect(purchases.map((purchase) => purchase.state)).toEqual(['SUCCESS']);
    // Captured once, credited once, whichever of the return, the approval webhook and the capture webhook came first.
    await expect
      .poll(async () => (await balanceOf(request, player)).withdrawable - before.withdrawable)
      .toBe(purchases[0]?.price ?? -1);
    await page.reload();
    expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(purchases[0]?.price ?? -1);
  });

  test('a PayPal payout, once approved, is paid', async ({ page, browser, request }) => {
    const player = await loggedInPlayer(page, request, 'money-de', { paypalAccounts: ['player@paypal.example'] });
    await startPayout(page, 'PayPal');
    await page.getByLabel('Amount to withdraw').fill('20');
    await confirmAndContinue(page);
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();

    const ops = await operatorPage(browser);
    await logInToConsole(ops, ['finance']);
    await ops.getByRole('link', { name: 'Payout review' }).click();
    const card = ops.getByRole('listitem').filter({ hasText: player });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(ops.getByText(`The payout of ${player} is approved and sent to the PSP.`)).toBeVisible();
    await openPlayer(ops, player);
    // PayPal's PAYMENT.PAYOUTS-ITEM.SUCCEEDED webhook (or the shop's status check) settles it.
    await expect
      .poll(async () => {
        await ops.reload();
        return ops.getByRole('region', { name: 'Payouts' }).first().getByRole('row').nth(1).textContent();
      })
      // The console names the state in the operator's words (code labels): SETTLED is "Paid out".
      .toContain('Paid out');
    await ops.context().close();
  });
});
