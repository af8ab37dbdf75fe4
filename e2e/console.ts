// Steps of the operator console journeys: the demo operators (seeded with the demo players, README "Demo
// operators") log in at /console/ with their password and the TOTP code of the server's clock, computed here with
// otplib from their published secret.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { DEMO_PASSWORD } from './fixtures';

export const DEMO_OPERATORS = {
  support: { email: 'support@ops.example', secret: 'SUPPORTDEMOSECRETSUPPORTDEMOSECR', name: 'support' },
  finance: { email: 'finance@ops.example', secret: 'FINANCEDEMOSECRETFINANCEDEMOSECR', name: 'finance' },
  lead: { email: 'lead@ops.example', secret: 'LEADDEMOSECRETLEADDEMOSECRETLEAD', name: 'lead' },
} as const;
export type DemoOperator = keyof typeof DEMO_OPERATORS;

/**
 * The operator's current code by the server's clock. A code is accepted once, so the clock first moves on by one
 * 30 s step: a second log-in of the same operator in a run gets a fresh code without waiting on the wall clock.
 */
export async function totpCode(request: APIRequestContext, operator: DemoOperator): Promise<string> {
  const moved = await request.post('/platform/test/clock', { data: { advanceSeconds: 30 } });
  expect(moved.ok(), 'moving the test clock').toBe(true);
  const { now } = (await moved.json()) as { now: string };
  return generateSync({ secret: DEMO_OPERATORS[operator].secret, epoch: Math.floor(Date.parse(now) / 1000) });
}

/** Logs in through the console's form, as an operator types it; ends on the player search. */
export async function logInToConsole(page: Page, operator: DemoOperator): Promise<void> {
  await page.goto('/console/login');
  await page.getByLabel('E-mail address').fill(DEMO_OPERATORS[operator].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(await totpCode(page.request, operator));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a player' })).toBeVisible();
}

/** Finds a player by user name in the console and opens their page. */
export async function openPlayer(page: Page, userName: string): Promise<void> {
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByLabel(/Name, player id, e-mail/).fill(userName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: /#\d+$/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Player / })).toBeVisible();
}
