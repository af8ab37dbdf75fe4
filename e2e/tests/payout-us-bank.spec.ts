// Issue 10 item 6: a US player's bank payout takes routing and account number (SPEC §9 region US).
import { expect, test } from '@playwright/test';
import { balanceOf, createPlayer, logIn } from '../fixtures';
import { confirmAndContinue, startPayout } from '../payout';

test('a US player pays out to a routing and account number, after a refused routing number', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request, 'money-us');
  const before = await balanceOf(request, player);
  await logIn(page, player);
  await startPayout(page, 'Bank transfer');
  await page.getByLabel('Amount to withdraw').fill('30');
  await page.getByRole('button', { name: 'Enter bank details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('IBAN')).toHaveCount(0);
  await expect(dialog.getByText(/German/)).toHaveCount(0);
  await dialog.getByLabel('Account holder').fill('Jane Doe');
  await dialog.getByLabel('Routing number').fill('021000022');
  await dialog.getByLabel('Account number').fill('000123456789');
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(dialog.getByText("This routing number isn't valid", { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('us-bank-form-error.png'), fullPage: true });
  await dialog.getByLabel('Routing number').fill('021000021');
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(dialog).toHaveCount(0);
  await confirmAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
  await expect(page.getByText('021000021')).toBeVisible();
  await expect(page.getByText('••••••••6789')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('us-bank-summary.png'), fullPage: true });
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 3000);
});
