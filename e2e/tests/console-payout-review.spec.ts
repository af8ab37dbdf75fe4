// Issue 12 "Done when": an operator who signed in with password and TOTP approves a player's first payout, and
// what the player sees of the payout changes (no longer "being checked"; on its way to the PSP).
import { expect, test } from '@playwright/test';
import { consoleAs, openPlayer } from '../console';
import { balanceOf, createPlayer, logIn } from '../fixtures';
import { enterBankPayout } from '../payout';

test('finance approves a first payout and the player sees it leave the review', async ({ page, browser, request }) => {
  const player = await createPlayer(request, 'money-de');
  const before = await balanceOf(request, player);
  await logIn(page, player);
  await enterBankPayout(page, '50');
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
  await page.goto('/payout?lang=en');
  await expect(page.getByRole('region', { name: 'Your payout is being checked' })).toBeVisible();

  const ops = await consoleAs(browser, ['finance']);
  await ops.getByRole('link', { name: 'Payout review' }).click();
  const card = ops.getByRole('listitem').filter({ hasText: player });
  await expect(card.getByText('First payout')).toBeVisible();
  await expect(card.getByText('€50.00').first()).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText(/^Approve the payout of €50\.00 to /)).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText(`The payout of ${player} is approved and sent to the PSP.`)).toBeVisible();
  await expect(ops.getByRole('listitem').filter({ hasText: player })).toHaveCount(0);

  // The player: the payout is no longer waiting for the shop's check.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your payout is being checked' })).toHaveCount(0);
  // The console's player page shows it past the review, and the money left the withdrawable balance once.
  await openPlayer(ops, player);
  const row = ops.getByRole('region', { name: 'Payouts' }).first().getByRole('row').nth(1);
  // In the operator's words (the console's code labels): PENDING is "Pending", SETTLED "Paid out".
  await expect(row).toContainText(/Pending|Paid out/);
  expect((await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 5000);
  await ops.context().close();
});
