import { expect, test } from '@playwright/test';
import { createPlayer, logIn } from '../fixtures';
import { choosePackage, chooseProvider } from '../journey';

test('an amount above the direct-debit limit offers the limit-increase form', async ({ page, request }) => {
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  await page.goto('/?lang=en');
  await choosePackage(page, 3); // 100 €, above micropayment-elv's 50 € limit
  await chooseProvider(page, 'Direct debit (Micropayment)', 'micropayment-elv');
  await expect(page.getByText(/you can deposit up to/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the form (PDF)' })).toHaveAttribute('href', /form\.pdf$/);
  await page.getByRole('button', { name: 'Send me the form by e-mail' }).click();
  await expect(page.getByText(`${player}@players.example`)).toBeVisible();
  await page.getByRole('link', { name: 'Choose a lower amount' }).click();
  await expect(page).toHaveURL(/:\d+\/(\?.*)?$/);
});
