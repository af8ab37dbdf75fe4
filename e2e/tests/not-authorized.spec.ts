import { expect, test } from '@playwright/test';

test('a visitor without a session is sent to the platform home with auth=false', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/platform\/home\?auth=false$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who already came back with auth=false is sent to the cookie settings', async ({ page }) => {
  await page.goto('/not-authorized?auth=false');
  await expect(page).toHaveURL(/\/platform\/cookie-settings/);
});

test('a blocked player is sent to the user-blocked page of the platform', async ({ page }) => {
  const response = await page.request.post('/platform/login', {
    form: { userName: 'blocked', password: 'demo1234' },
    // What the login page's browser sends; the platform refuses a login from any other origin.
    headers: { origin: new URL(test.info().project.use.baseURL ?? 'http://localhost').origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto('/');
  await expect(page).toHaveURL(/\/platform\/user-blocked/);
});

test('a wrong password shows the login form again with an error and no session', async ({ page }) => {
  await page.goto('/platform/login');
  const form = page.locator('form', { has: page.locator('input[name="userName"]:not([type="hidden"])') });
  await form.locator('input[name="userName"]').fill('money-de');
  await form.locator('input[name="password"]').fill('wrong-password');
  await form.locator('[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'gd_session')).toBeUndefined();
});
