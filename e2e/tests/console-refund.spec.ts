// Issue 12 "Done when": finance refunds a card deposit in full through the PSP sandbox; the purchase's ledger lines
// (deposit and refund) sum to zero, and the player's credit and bonus are taken back.
import { expect, test } from '@playwright/test';
import { consoleAs, openPlayer, playerWithCardDeposit } from '../console';
import { balanceOf } from '../fixtures';

test('finance refunds a deposit and its ledger lines sum to zero', async ({ page, browser, request }) => {
  const { player, tid } = await playerWithCardDeposit(page, request, 2); // 50 € + 5 € bonus
  const credited = await balanceOf(request, player);

  const ops = await consoleAs(browser, ['finance']);
  await openPlayer(ops, player);
  await ops.getByRole('link', { name: tid }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Purchase ${tid}` })).toBeVisible();
  const ledger = ops.getByRole('region', { name: 'Ledger lines' }).first();
  const linesBefore = await ledger.getByRole('row').count();
  await expect(ops.getByTestId('ledger-sum-EUR')).toHaveText('€0.00');

  await expect(ops.getByLabel('Full: €50.00')).toBeChecked();
  // By keyboard, as an operator at a desk works: Enter submits the form, the confirmation takes focus.
  await ops.getByLabel('Reason for the refund').fill('Player asked for the money back');
  await ops.getByLabel('Reason for the refund').press('Enter');
  await expect(ops.getByText(`Refund €50.00 to ${player} through the PSP?`)).toBeVisible();
  await ops.getByRole('button', { name: 'Refund this deposit' }).press('Enter');
  await expect(ops.getByText(/^Refund of €50\.00 (sent to the PSP|requested)/)).toBeVisible();

  // The refund's lines join the deposit's; together they still sum to zero.
  await ops.reload();
  await expect(ops.getByRole('heading', { level: 1, name: `Purchase ${tid}` })).toBeVisible();
  await expect.poll(async () => ledger.getByRole('row').count()).toBeGreaterThan(linesBefore);
  await expect(ops.getByTestId('ledger-sum-EUR')).toHaveText('€0.00');
  const refunds = ops.getByRole('region', { name: 'Refunds' }).first();
  await expect(refunds.getByText('Player asked for the money back')).toBeVisible();
  await expect(ops.getByRole('button', { name: 'Review refund' })).toHaveCount(0);

  const after = await balanceOf(request, player);
  expect({ withdrawable: credited.withdrawable - after.withdrawable, bonus: credited.bonus - after.bonus }).toEqual({
    withdrawable: 5000,
    bonus: 500,
  });
  await ops.context().close();
});
