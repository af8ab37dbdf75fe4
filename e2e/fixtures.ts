// Shared steps of the journeys: logging in at the demo platform as a seeded player.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

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
  const response = await page.request.post('/platform/login', {
    form: { userName, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${userName}`).toBe(303);
}
