// Issue 12 "Done when": a player's session or deposit token never opens the console's API, and an operator's
// console session never opens the shop.
import { expect, test } from '@playwright/test';
import { logInToConsole } from '../console';
import { createPlayer, logIn } from '../fixtures';

test('a player’s session and deposit token are refused by the console and its API', async ({ page, request }) => {
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  // The player's session works in the shop: it gets a deposit token.
  const tokenAnswer = await page.request.get('/gd/rest/oauth2/auth/classic/deposit');
  expect(tokenAnswer.ok()).toBe(true);
  const token = (await tokenAnswer.text()).trim();
  expect(token).not.toBe('');

  for (const path of ['/ops/api/me', '/ops/api/players?q=money', '/ops/api/audit']) {
    const withCookie = await page.request.get(path);
    expect(withCookie.status(), path).toBe(401);
    const withToken = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status(), path).toBe(401);
    expect(await withToken.json()).toEqual({ code: 'not_authenticated' });
  }
  // The console in the same browser asks the player to sign in as an operator.
  await page.goto('/console/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the operator console' })).toBeVisible();
});

test('an operator’s console session never opens the shop', async ({ page }) => {
  await logInToConsole(page, ['support']);
  const cookies = await page.context().cookies();
  const console = cookies.find((cookie) => cookie.name === 'shop_ops');
  expect(console?.path).toBe('/ops');
  expect(console?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'gd_session')).toBeUndefined();
  // The console's API knows the operator …
  expect((await page.request.get('/ops/api/me')).status()).toBe(200);
  // … the shop does not: no deposit token, no user data, even with the operator's cookie sent on purpose.
  const opsCookie = `shop_ops=${console?.value}`;
  for (const path of ['/gd/rest/oauth2/auth/classic/deposit', '/gd/rest/me/userData']) {
    const answer = await page.request.get(path, { headers: { cookie: opsCookie } });
    expect(answer.status(), path).toBe(401);
  }
  // Opening the shop sends the visitor to the platform as someone without a session.
  await page.goto('/');
  await expect(page).toHaveURL(/\/platform\/home\?auth=false$/);
});
