import { expect, test } from '@playwright/test';
import { loggedInPlayer } from '../fixtures';
import { chooseDebitOf100 } from '../journey';

test('an amount above the direct-debit limit offers the limit-increase form', async ({ page, request }) => {
  const player = await loggedInPlayer(page, request);
  await chooseDebitOf100(page);
  await expect(page.getByText(/you can deposit up to/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the form (PDF)' })).toHaveAttribute('href', /form\.pdf$/);
  await page.getByRole('button', { name: 'Send me the form by e-mail' }).click();
  await expect(page.getByText(`${player}@players.example`)).toBeVisible();
  await page.getByRole('link', { name: 'Choose a lower amount' }).click();
  await expect(page).toHaveURL(/:\d+\/(\?.*)?$/);
});
