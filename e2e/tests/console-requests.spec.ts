// Issue 25 point 3: a finance operator grants a player's limit-increase request in the console and the player's shop
// then accepts the larger direct-debit deposit; a support operator answers a support request and the reply is in the
// player's mailbox and on their ticket page. Operators log in by TOTP; the request pages are screenshot at 390 and
// 1280 px and must not overflow sideways on the phone.
import { expect, type Page, test } from '@playwright/test';
import { consoleAs, openPlayer } from '../console';
import { loggedInPlayer } from '../fixtures';
import { chooseDebitOf100, continueToReview, expectDepositSuccess, fillDebitAccount } from '../journey';

// A loaded 2-core machine: a journey with two logins, a console decision and a deposit takes over a minute.
test.setTimeout(180_000);

/** The page at 390 px (no sideways overflow) and at 1280 px, screenshot at both; the operator's desk window. */
async function screenshotsAt390And1280(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('finance grants a limit increase and the shop accepts the larger direct-debit deposit', async ({
  page,
  browser,
  request,
}) => {
  const player = await loggedInPlayer(page, request);
  await chooseDebitOf100(page);
  await expect(page.getByText(/you can deposit up to/)).toBeVisible();
  await page.getByRole('button', { name: 'Send me the form by e-mail' }).click();
  await expect(page.getByText(`${player}@players.example`)).toBeVisible();

  const ops = await consoleAs(browser, ['finance']);
  await openPlayer(ops, player);
  await ops.getByRole('region', { name: 'Limit-increase requests' }).getByRole('link').first().click();
  await expect(ops.getByRole('heading', { level: 1, name: /^Limit-increase request #\d+$/ })).toBeVisible();
  await expect(ops.getByText('Limit for this player now')).toBeVisible();

  // A limit not above the current one is refused with a clear field error, nothing sent.
  const amount = ops.getByLabel('New limit per deposit (EUR)');
  await amount.fill('40');
  await ops.getByRole('button', { name: 'Review the decision' }).click();
  await expect(ops.getByTestId('error-summary')).toBeFocused();
  await expect(ops.getByTestId('error-summary')).toContainText('more than the current limit of €50.00');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await screenshotsAt390And1280(ops, 'limit-increase-request');

  await amount.fill('150');
  await ops.getByRole('button', { name: 'Review the decision' }).click();
  await expect(ops.getByText(/a limit of €150\.00 per deposit with micropayment-elv/)).toBeVisible();
  await ops.getByRole('button', { name: 'Grant a higher limit' }).click();
  await expect(ops.getByRole('status').filter({ hasText: 'Approved · €150.00' })).toBeVisible();
  await screenshotsAt390And1280(ops, 'limit-increase-granted');

  // The player's shop now takes 100 € by direct debit.
  await chooseDebitOf100(page);
  await fillDebitAccount(page);
  await continueToReview(page);
  await page.getByRole('checkbox', { name: /^I authori[sz]e / }).check();
  await page.getByTestId('pay-button').click();
  await expectDepositSuccess(page);

  await page.goto('/platform/mailbox');
  await page.getByTestId('mail-limit_increase_granted').click();
  await expect(page.getByTestId('mail-text')).toContainText('150,00');
});

test('support answers a support request and the reply reaches the player', async ({ page, browser, request }) => {
  await loggedInPlayer(page, request);
  await page.goto('/platform/support?lang=en');
  await page.getByLabel('Topic').selectOption('deposit');
  await page.getByLabel('Your message').fill('My deposit of 20 euros from this morning is not in my balance yet.');
  await page.getByRole('button', { name: 'Send request' }).click();
  const ticket = (await page.getByTestId('support-ticket').textContent())?.trim() ?? '';
  expect(ticket).toMatch(/^SR-/);

  const ops = await consoleAs(browser, ['support']);
  await ops.goto('/console/lists/support-requests');
  await ops.getByRole('link', { name: ticket, exact: true }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Support request ${ticket}` })).toBeVisible();
  await expect(ops.getByTestId('support-history')).toContainText('My deposit of 20 euros');

  // An empty reply is refused at the field.
  await ops.getByRole('button', { name: 'Send reply' }).click();
  await expect(ops.getByTestId('error-summary')).toContainText('Write a reply of at least 2 characters');
  const reply = 'Your deposit <20 €> was credited at 10:02 & is in your balance now.\nSorry for the wait!';
  await ops.getByLabel('Your reply').fill(reply);
  await ops.getByLabel('Status after the reply').selectOption('answered');
  await ops.getByRole('button', { name: 'Send reply' }).click();
  await expect(ops.getByText('Reply sent. The e-mail to the player is on its way.')).toBeVisible();
  await expect(ops.getByTestId('support-history')).toContainText('Your deposit <20 €> was credited');
  await expect(ops.getByTestId('support-history')).toContainText('status Answered');
  await expect(ops.getByRole('region', { name: 'Request' }).getByText('Deposit', { exact: true })).toBeVisible();
  await screenshotsAt390And1280(ops, 'support-request');

  await page.goto('/platform/mailbox');
  await page.getByTestId('mail-support_reply').click();
  await expect(page.getByTestId('mail-text')).toContainText('Your deposit <20 €> was credited at 10:02');
  await page.goto(`/platform/support/requests/${ticket}`);
  await expect(page.getByTestId('support-replies')).toContainText('Your deposit <20 €> was credited at 10:02');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the ticket page overflows sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`player-ticket-${width}.png`), fullPage: true });
  }
});
