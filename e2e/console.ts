// Steps of the operator console journeys: an operator of the journey's own (POST /platform/test/operators, only
// with ENABLE_TEST_API) logs in at /console/ with the password and the TOTP code an authenticator would show at the
// server's (test) clock, computed here with otplib from the operator's secret.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { loggedInPlayer, successfulPurchaseTid } from './fixtures';
import { depositByCard } from './journey';

export type OperatorRole = 'support' | 'finance' | 'lead';

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
}

export async function createOperator(
  request: APIRequestContext,
  roles: readonly OperatorRole[],
  language: 'en' | 'de' = 'en',
): Promise<TestOperator> {
  const response = await request.post('/platform/test/operators', { data: { roles, language } });
  expect(response.status(), `creating a ${roles.join('+')} operator`).toBe(201);
  return (await response.json()) as TestOperator;
}

/** The code the operator's authenticator shows now, by the server's clock (journeys may have moved it). */
export async function totpCode(request: APIRequestContext, secret: string): Promise<string> {
  const clock = await request.get('/platform/test/clock');
  expect(clock.ok(), 'reading the test clock').toBe(true);
  const { now } = (await clock.json()) as { now: string };
  return generateSync({ secret, epoch: Math.floor(Date.parse(now) / 1000) });
}

/** A new operator with `roles` logs in through the console's form, as typed; ends on the player search. */
export async function logInToConsole(page: Page, roles: readonly OperatorRole[]): Promise<TestOperator> {
  const operator = await createOperator(page.request, roles);
  await page.goto('/console/login');
  await page.getByLabel('E-mail address').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByLabel('Code from your authenticator app').fill(await totpCode(page.request, operator.totpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a player' })).toBeVisible();
  return operator;
}

/** Finds a player by user name in the console and opens their page. */
export async function openPlayer(page: Page, userName: string): Promise<void> {
  await page.getByRole('link', { name: 'Players', exact: true }).click();
  await page.getByLabel(/Name, player id, e-mail/).fill(userName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('listitem').filter({ hasText: userName }).getByRole('link', { name: /#\d+$/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Player / })).toBeVisible();
}

/** The operator's own browser window beside the player's (another context: its own cookies), the project's phone. */
export async function operatorPage(browser: Browser): Promise<Page> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost';
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The operator's own window (operatorPage) with a new operator of `roles` logged in to the console. */
export async function consoleAs(browser: Browser, roles: readonly OperatorRole[]): Promise<Page> {
  const ops = await operatorPage(browser);
  await logInToConsole(ops, roles);
  return ops;
}

/**
 * A new support operator opens the player's page in a window of their own, where the saver package is active, and
 * records a cancellation by post received on `receivedOn` (YYYY-MM-DD); the page says the package ends when its
 * minimum term ends. Answers the window and that day as the console shows it.
 */
export async function recordPostalCancellation(
  browser: Browser,
  player: string,
  receivedOn: string,
): Promise<{ ops: Page; minimumTermEnds: string }> {
  const ops = await consoleAs(browser, ['support']);
  await openPlayer(ops, player);
  await expect(fact(ops, 'Saver package', 'State')).toHaveText('Active');
  const minimumTermEnds = (await fact(ops, 'Saver package', 'Minimum term ends').textContent()) ?? '';
  expect(minimumTermEnds).toMatch(/\d{4}/);
  const saver = ops.getByRole('region', { name: 'Saver package' }).first();
  await saver.getByRole('radio', { name: 'Post', exact: true }).check();
  await saver.getByLabel('Date of receipt').fill(receivedOn);
  await saver.getByRole('button', { name: 'Record a postal or e-mail cancellation' }).click();
  await saver.getByRole('button', { name: 'Confirm' }).click();
  await expect(saver.getByText(`Cancellation recorded. The package ends on ${minimumTermEnds}.`)).toBeVisible();
  return { ops, minimumTermEnds };
}

/**
 * The player (`page`) sees at the shop settings the saver package's end date that the console's API has for the
 * player open in `ops`, in the German format of the journeys' German players.
 */
export async function expectShopSettingsEndDate(page: Page, ops: Page): Promise<void> {
  const playerId = /\/console\/players\/(\d+)/.exec(ops.url())?.[1] ?? '';
  const answer = await ops.request.get(`/ops/api/players/${playerId}`);
  const endsOn = ((await answer.json()) as { subscription: { endsOn: string } }).subscription.endsOn;
  const [year, month, day] = endsOn.split('-');
  await page.goto('/platform/shop-settings');
  await expect(page.getByTestId('package-end-date')).toHaveText(`${day}.${month}.${year}`);
}

/**
 * The page does not scroll sideways: nothing is wider than the screen (tables scroll in their own box, long
 * references wrap). On failure, names the widest elements that stick out, by tag, class and width.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const measured = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const limit = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 1)
      .slice(0, 8)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${element.className} right ${Math.round(right)}`);
    return { scrollWidth: root.scrollWidth, innerWidth: limit, wide };
  });
  expect(measured.scrollWidth, `wider than the screen: ${measured.wide.join('; ')}`).toBeLessThanOrEqual(
    measured.innerWidth,
  );
}

/** The value the console shows for `term` in a section's facts. */
export function fact(page: Page, section: string, term: string) {
  return page
    .getByRole('region', { name: section })
    .first()
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');
}

/** Today by the server's (test) clock, YYYY-MM-DD. */
export async function serverToday(request: APIRequestContext): Promise<string> {
  const clock = await request.get('/platform/test/clock');
  return ((await clock.json()) as { now: string }).now.slice(0, 10);
}

/**
 * A new player, logged in on `page`, who has bought the package at `index` by card: what the console looks up — the
 * player's name and the purchase's tid.
 */
export async function playerWithCardDeposit(
  page: Page,
  request: APIRequestContext,
  index: number,
): Promise<{ player: string; tid: string }> {
  const player = await loggedInPlayer(page, request);
  await depositByCard(page, index);
  return { player, tid: await successfulPurchaseTid(request, player) };
}
