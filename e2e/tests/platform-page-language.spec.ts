// Issue 24 point 10: a German player reading the demo platform in English (?lang=en) saved a deposit limit and got
// the page back in German: the platform's links and form redirects dropped ?lang. The language now goes through
// every link, form and redirect of the platform's pages.
import { expect, test } from '@playwright/test';
import { loggedInPlayer } from '../fixtures';

test('a German player on the English platform pages stays in English after saving a deposit limit', async ({
  page,
  request,
}) => {
  await loggedInPlayer(page, request);
  await page.goto('/platform/games?lang=en');
  await page.getByTestId('deposit-limits-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit limits' })).toBeVisible();
  await page.getByLabel('New monthly limit (EUR)').fill('50');
  await page.getByTestId('limit-month-save').click();
  await expect(page.getByTestId('limit-notice')).toHaveText(/^Saved\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit limits' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Back to the games' }).click();
  await expect(page).toHaveURL(/\/platform\/games\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
