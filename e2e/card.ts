// Filling the shop's own (encrypted) card form with a sandbox test card.
import type { Page } from '@playwright/test';

export async function enterCard(page: Page, number: string, cvc = '737'): Promise<void> {
  const nextYear = String(new Date().getFullYear() + 2);
  await page.getByLabel('Name on card').fill('Max Mustermann');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill(cvc);
}
