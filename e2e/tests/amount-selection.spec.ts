import { expect, test } from '@playwright/test';
import { logIn, logInThroughForm } from '../fixtures';

test('a money player logs in and sees the packages in price order, last used preselected, in German', async ({
  page,
}) => {
  await logInThroughForm(page, 'money-de');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const packages = page.getByRole('radio');
  await expect(packages).toHaveCount(5);
  const names = await packages.evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  const prices = ['10,00', '20,00', '50,00', '100,00', '250,00'];
  for (const [index, price] of prices.entries()) expect(names[index]).toContain(price);

  // money-de last bought the 20 € package.
  await expect(packages.nth(1)).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  const proceed = page.getByRole('button', { name: 'Weiter' });
  await expect(proceed).toBeEnabled();
  await packages.nth(2).check({ force: true });
  await expect(packages.nth(2)).toBeChecked();
  await proceed.click();
  await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);
});

test('an English money player sees pounds in British format', async ({ page }) => {
  await logIn(page, 'money-gb');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
  const checked = page.getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  const label = await checked.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');
  expect(label).toContain('£20.00');
});

test('?lang=de shows the shop in German for an English player', async ({ page }) => {
  await logIn(page, 'money-gb');
  await page.goto('/?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('direct entry to a later step goes back to the amount selection', async ({ page }) => {
  await logIn(page, 'money-gb');
  await page.goto('/review');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
});
