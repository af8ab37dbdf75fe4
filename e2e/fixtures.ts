// Shared steps of the journeys: players of their own (through the server's test-support API, enabled
// only for these runs), logging in at the demo platform, and reading balances and purchases.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export interface PlayerOverrides {
  country?: string;
  locale?: string;
  lang?: string;
  actorType?: 'b' | 'g';
  /** Starting withdrawable balance, minor units. */
  withdrawable?: number;
  /** A payout that stays pending for the whole journey, minor units. */
  pendingPayout?: number;
  payoutBlocker?: string;
  paypalAccounts?: string[];
  /** A returned direct debit of this amount: withdrawable reduced by it and deposits blocked. */
  returnedDebit?: number;
}

/** A fresh copy of a seeded player, so a journey never depends on what another one changed. */
export async function createPlayer(
  request: APIRequestContext,
  template: string,
  overrides: PlayerOverrides = {},
): Promise<string> {
  const response = await request.post('/platform/test/players', { data: { template, ...overrides } });
  expect(response.status(), `creating a player from ${template}`).toBe(201);
  const body = (await response.json()) as { userName: string };
  return body.userName;
}

/** A fresh copy of the seeded `template` player, logged in on `page` (as `logIn`). */
export async function loggedInPlayer(
  page: Page,
  request: APIRequestContext,
  template = 'money-de',
  overrides: PlayerOverrides = {},
): Promise<string> {
  const player = await createPlayer(request, template, overrides);
  await logIn(page, player);
  return player;
}

/** Logs in through the demo platform's manual form, as a player would type it. */
export async function logInThroughForm(page: Page, userName: string, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/platform/login?redirect=${encodeURIComponent(redirect)}` : '/platform/login');
  const form = page.locator('form', { has: page.locator('input[name="userName"]:not([type="hidden"])') });
  await form.locator('input[name="userName"]').fill(userName);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('[type="submit"]').click();
}

/** Logs in with the demo platform's login call (same cookie jar as the page) without the form. */
export async function logIn(page: Page, userName: string): Promise<void> {
  // A browser's form post names its origin; the platform refuses cookie-authenticated writes that do not.
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const response = await page.request.post('/platform/login', {
    form: { userName, password: DEMO_PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${userName}`).toBe(303);
}

export interface Balance {
  withdrawable: number;
  bonus: number;
  currency: string;
  actorType: 'b' | 'g';
}

export async function balanceOf(request: APIRequestContext, userName: string): Promise<Balance> {
  const response = await request.get(`/platform/test/players/${encodeURIComponent(userName)}/balance`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Balance;
}

export interface PurchaseRow {
  tid: string;
  state: string;
  errorCode: string | null;
  provider: string;
  price: number;
}

export async function purchasesOf(request: APIRequestContext, userName: string): Promise<PurchaseRow[]> {
  const response = await request.get(`/platform/test/purchases?userName=${encodeURIComponent(userName)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PurchaseRow[];
}

/** The tid of the player's successful purchase (there must be one). */
export async function successfulPurchaseTid(request: APIRequestContext, userName: string): Promise<string> {
  const tid = (await purchasesOf(request, userName)).find((purchase) => purchase.state === 'SUCCESS')?.tid ?? '';
  expect(tid).not.toBe('');
  return tid;
}

/** Moves the server's test clock forward `days` days, one at a time, running the jobs after each. */
export async function passDays(request: APIRequestContext, days: number): Promise<void> {
  for (let day = 0; day < days; day += 1) {
    expect((await request.post('/platform/test/clock', { data: { advanceDays: 1 } })).ok()).toBe(true);
    expect((await request.post('/platform/test/jobs/run')).ok()).toBe(true);
  }
}

/** Makes the status polling fast so a time-out journey takes seconds, not three minutes. */
export async function compressPolling(page: Page, intervalMs: number, totalMs: number): Promise<void> {
  await page.addInitScript(
    ([interval, total]) => {
      (window as unknown as { __SHOP_TEST_CONFIG__: unknown }).__SHOP_TEST_CONFIG__ = {
        statusPollIntervalMs: interval,
        statusPollTotalMs: total,
      };
    },
    [intervalMs, totalMs],
  );
}
