// Issue 10 item 3: with user data answering in ~1.3–1.8 s a German or French player got the English shop
// for the whole visit, and the language saved at the platform was ignored. The browser here speaks English; the user data is held back by route interception,
// past the start's 1.5 s wait too, and the player's language must still win.
import { expect, test } from '@playwright/test';
import { createPlayer, logIn } from '../fixtures';

const USER_DATA = '**/gd/rest/me/userData';

test.describe('the player’s language on a slow connection', () => {
  for (const delayMs of [1300, 1800, 2600]) {
    test(`a German player gets the German shop when user data takes ${delayMs} ms`, async ({ page, request }) => {
      const player = await createPlayer(request, 'money-de');
      await logIn(page, player);
      await page.route(USER_DATA, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue();
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  }

  test('the language saved at the platform wins over the country’s', async ({ page, request }) => {
    // A player in Germany who chose French at the platform.
    const player = await createPlayer(request, 'money-de', { lang: 'fr' });
    await logIn(page, player);
    await page.route(USER_DATA, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1600));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre montant' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
