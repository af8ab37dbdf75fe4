// Issue 10 item 5: a practice player whose payment return opened in a new tab (no session of the purchase
// there) got the money player's end screen and the games link instead of the conversion-success page.
import { expect, test } from '@playwright/test';
import { loggedInPlayer } from '../fixtures';
import { choosePaypal, fillPersonalData } from '../journey';

test('a practice player’s PayPal return in a new tab ends on the conversion-success page', async ({
  page,
  context,
  request,
}) => {
  await loggedInPlayer(page, request, 'practice-de');
  await choosePaypal(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await fillPersonalData(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /at least 18 years old/ }).check();
  await page.getByRole('button', { name: 'Deposit with PayPal' }).click();
  await expect(page.getByTestId('psp-choice-approve')).toBeVisible({ timeout: 30_000 });

  // The provider answers the approval with a redirect back to the shop; that return is kept from this tab
  // and opened in a new one, as a mail or banking app does.
  let returnUrl: string | null = null;
  // The sandbox's own hosted page (/pay/…) or, with PayPal routed to its dialect, PayPal's approve page.
  await page.route(
    (url) => url.pathname.startsWith('/pay/') || url.pathname.endsWith('/paypal/checkoutnow'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      returnUrl = answer.headers().location ?? null;
      return route.abort();
    },
  );
  await page.getByTestId('psp-choice-approve').click();
  // The shop's result page, or its PSP return route that completes the payment and then leads there.
  await expect.poll(() => returnUrl, { timeout: 30_000 }).toMatch(/\/postprocessing\/|\/deposit\/psp\/return\//);

  const newTab = await context.newPage();
  await newTab.goto(returnUrl ?? '');
  await expect(newTab).toHaveURL(/\/end$/, { timeout: 30_000 });
  await expect(newTab.getByText("You're now a money player")).toBeVisible();
  await newTab.getByRole('main').getByRole('link', { name: 'To the games' }).click();
  await expect(newTab).toHaveURL(/\/platform\/conversion-success/);
});
