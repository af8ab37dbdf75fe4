// Steps every deposit journey shares: the amount screen and the provider list.
import { expect, type Page } from '@playwright/test';

/** On the amount screen (English), picks the package at `index` (price order) and continues. */
export async function choosePackage(page: Page, index: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
  await page.getByRole('radio').nth(index).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);
}

/** On the provider screen, picks a method by its visible name and waits for its route. */
export async function chooseProvider(page: Page, name: string | RegExp, code: string): Promise<void> {
  const radio = page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });
  // Choosing a method replaces the route, which re-renders the list: click, then wait for the route.
  await radio.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/provider/${code}$`));
  await expect(page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name })).toBeChecked();
}

/** A practice player's personal data form (/personal) filled with a valid German address. */
export async function fillPersonalData(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^(Mr|Mr\.)$/ }).check({ force: true });
  await page.getByLabel('First name').fill('Petra');
  await page.getByLabel('Last name').fill('Probe');
  await page.getByLabel('Day').selectOption('15');
  await page.getByLabel('Month').selectOption('6');
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Street and house number').fill('Teststraße 1');
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('City').fill('Berlin');
}

export async function continueToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
}

export async function expectDepositSuccess(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/end$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
}
