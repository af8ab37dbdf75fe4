// Steps of the payout journeys (English texts; the player opens /payout?lang=en).
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

export async function startPayout(page: Page, method: 'Bank transfer' | 'PayPal'): Promise<void> {
  await page.goto('/payout?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a payout method' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
}

/** A bank-transfer payout of `amount` (as typed) to a valid German IBAN, up to the check screen. */
export async function enterBankPayout(page: Page, amount: string): Promise<void> {
  await startPayout(page, 'Bank transfer');
  await page.getByLabel('Amount to withdraw').fill(amount);
  await enterBankAccount(page);
  await confirmAndContinue(page);
}

export async function enterBankAccount(page: Page, iban = 'DE89 3704 0044 0532 0130 00'): Promise<void> {
  await page.getByRole('button', { name: 'Enter bank details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account holder').fill('Max Mustermann');
  await dialog.getByLabel('IBAN').fill(iban);
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(dialog).toHaveCount(0);
}

export async function confirmAndContinue(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}
