// Benefits page and help area in Chromium (SPEC §1, §2 /benefits): the demo platform's "play for money" link takes a
// practice player through the benefits page into the shop; the FAQ works with the keyboard alone.
import { expect, test } from '@playwright/test';
import { createPlayer, logIn } from '../fixtures';
import { choosePackage } from '../journey';

test('(c) a practice player goes from the games page through the benefits page into the shop', async ({
  page,
  request,
}) => {
  const userName = await createPlayer(request, 'practice-de', { locale: 'en-US', lang: 'en' });
  await logIn(page, userName);
  await page.goto('/platform/games');

  await page.getByTestId('play-for-money').click();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Play for real money' })).toBeVisible();
  const boxes = page.getByRole('list', { name: 'Your benefits' }).getByRole('heading', { level: 2 });
  // Entered from the platform's own pages: the classic site's box texts, not the app's.
  await expect(boxes).toHaveText(['Win real money', 'Bonus on top', 'Safe and easy to pay']);
  await expect(page.getByText(/^The bonus is credited together with your deposit/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keep practicing for now' })).toHaveAttribute('href', '/extern/games');

  await page.getByRole('link', { name: 'Become a money player' }).click();
  await expect(page).toHaveURL(/\/$/);
  await choosePackage(page, 1);
});

test('(d) the FAQ opens by keyboard only', async ({ page }) => {
  await logIn(page, 'money-gb');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();

  const question = page.getByRole('button', { name: 'How quickly is my deposit credited?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await expect(answer).toBeHidden();
  for (let presses = 0; presses < 20; presses += 1) {
    if (await question.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(question).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Card, PayPal and other e-wallets: straight away.');

  // The next question, again by keyboard; the payout fee in pounds.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const costs = page.getByRole('button', { name: 'What does a payout cost?' });
  await expect(costs).toBeFocused();
  await expect(page.getByText('Each payout costs £1.50.')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(costs).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Each payout costs £1.50.')).toBeVisible();
});
