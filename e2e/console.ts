// Steps of the operator console journeys: an operator of the journey's own (POST /platform/test/operators, only
// with ENABLE_TEST_API) logs in at /console/ with the password and the TOTP code an authenticator would show at the
// server's (test) clock, computed here with otplib from the operator's secret.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';

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
