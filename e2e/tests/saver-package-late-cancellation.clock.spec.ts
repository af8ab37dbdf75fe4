// Issue 12's open defect, closed: a postal cancellation recorded late. The letter arrived on the sign-up day (within
// the minimum term), so by SPEC §4 the package ended at the end of the minimum term; support records it only after
// the fourth month's booking was charged. That booking paid for a month after the end: it is refunded in full
// through the PSP sandbox, the console lists it under "Bookings after the end, refunded", the player's balance
// loses its credit and bonus, and the shop shows the SPEC end date.
// The server's test clock moves forward about three months here (it never goes back): a `.clock.spec.ts` file runs
// in the project that starts after every other journey has ended (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { fact, logInToConsole, openPlayer, operatorPage, serverToday } from '../console';
import { balanceOf, createPlayer, logIn } from '../fixtures';
import { chooseProvider, continueToReview, expectDepositSuccess } from '../journey';

test('a cancellation recorded late refunds the booking charged after the package ended', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  const signedUpOn = await serverToday(request);
  await page.goto('/subscription?lang=en');
  await page.locator('[data-testid="package-tile"][data-price="2000"]').getByRole('radio').check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseProvider(page, /^Direct debit/, 'micropayment-elv');
  await page.getByLabel('Account holder').fill('Max Mustermann');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await continueToReview(page);
  await page.getByTestId('acceptance-subscriptionTerms').check();
  await page.getByRole('checkbox', { name: /^I authori[sz]e / }).check();
  await page.getByTestId('pay-button').click();
  await expectDepositSuccess(page);
  await page.goto('/platform/mailbox');
  await page.getByTestId('mail-subscription_confirm').click();
  const link = page
    .getByTestId('mail-link')
    .filter({ hasText: /subscription\/confirm/ })
    .first();
  await page.goto((await link.getAttribute('href')) ?? '');
  await page.getByTestId('confirm-subscription').click();
  await expect(page.getByTestId('confirm-result')).toBeVisible();

  // Three months and a few days pass, a day at a time: the monthly bookings 2, 3 and 4 are charged.
  for (let day = 0; day < 95; day += 1) {
    expect((await request.post('/platform/test/clock', { data: { advanceDays: 1 } })).ok()).toBe(true);
    expect((await request.post('/platform/test/jobs/run')).ok()).toBe(true);
  }
  const charged = await balanceOf(request, player);

  const ops = await operatorPage(browser);
  await logInToConsole(ops, ['support']);
  await openPlayer(ops, player);
  await expect(fact(ops, 'Saver package', 'State')).toHaveText('Active');
  const minimumTermEnds = (await fact(ops, 'Saver package', 'Minimum term ends').textContent()) ?? '';

  // The letter had arrived on the sign-up day: the package ended with the minimum term, before the 4th booking.
  const saver = ops.getByRole('region', { name: 'Saver package' }).first();
  await saver.getByRole('radio', { name: 'Post', exact: true }).check();
  await saver.getByLabel('Date of receipt').fill(signedUpOn);
  await saver.getByRole('button', { name: 'Record a postal or e-mail cancellation' }).click();
  await saver.getByRole('button', { name: 'Confirm' }).click();
  await expect(saver.getByText(`Cancellation recorded. The package ends on ${minimumTermEnds}.`)).toBeVisible();

  await ops.setViewportSize({ width: 1280, height: 900 });
  await ops.reload();
  await expect(fact(ops, 'Saver package', 'Ends')).toHaveText(minimumTermEnds);
  await expect(fact(ops, 'Saver package', 'Ended because')).toHaveText('cancelled');
  const refunds = ops.getByRole('region', { name: 'Bookings after the end, refunded' }).first();
  await expect(refunds.getByRole('row')).toHaveCount(2);
  const row = refunds.getByRole('row').nth(1);
  await expect(row).toContainText('no. 4');
  await expect(row).toContainText('Refunded');
  await expect(row).toContainText('20.00');
  await refunds.scrollIntoViewIfNeeded();
  await ops.screenshot({ path: test.info().outputPath('console-booking-refunds-1280.png'), fullPage: true });

  // The booking's credit (20 €) and bonus (5 €) left the player's balance; the shop shows the SPEC end date.
  const after = await balanceOf(request, player);
  expect(charged.withdrawable - after.withdrawable).toBe(2000);
  expect(charged.bonus - after.bonus).toBe(500);
  const playerId = /\/console\/players\/(\d+)/.exec(ops.url())?.[1] ?? '';
  const answer = await ops.request.get(`/ops/api/players/${playerId}`);
  const endsOn = ((await answer.json()) as { subscription: { endsOn: string } }).subscription.endsOn;
  const [year, month, day] = endsOn.split('-');
  await logIn(page, player);
  await page.goto('/platform/shop-settings');
  await expect(page.getByTestId('package-end-date')).toHaveText(`${day}.${month}.${year}`);
  await ops.context().close();
});
