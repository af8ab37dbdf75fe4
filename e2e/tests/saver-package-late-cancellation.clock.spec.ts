// Issue 12's open defect, closed: a postal cancellation recorded late. The letter arrived on the sign-up day (within
// the minimum term), so by SPEC §4 the package ended at the end of the minimum term; support records it only after
// the fourth month's booking was charged. That booking paid for a month after the end: it is refunded in full
// through the PSP sandbox, the console lists it under "Bookings after the end, refunded", the player's balance
// loses its credit and bonus, and the shop shows the SPEC end date.
// The server's test clock moves forward about three months here (it never goes back): a `.clock.spec.ts` file runs
// in the project that starts after every other journey has ended (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { expectShopSettingsEndDate, fact, recordPostalCancellation, serverToday } from '../console';
import { balanceOf, loggedInPlayer, logIn, passDays } from '../fixtures';
import { confirmSaverPackage, signUpSaverPackageByDebit } from '../journey';

test('a cancellation recorded late refunds the booking charged after the package ended', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const player = await loggedInPlayer(page, request);
  const signedUpOn = await serverToday(request);
  await signUpSaverPackageByDebit(page, 2000);
  await confirmSaverPackage(page);

  // Three months and a few days pass, a day at a time: the monthly bookings 2, 3 and 4 are charged.
  await passDays(request, 95);
  const charged = await balanceOf(request, player);

  // The letter had arrived on the sign-up day: the package ended with the minimum term, before the 4th booking.
  const { ops, minimumTermEnds } = await recordPostalCancellation(browser, player, signedUpOn);

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
  await logIn(page, player);
  await expectShopSettingsEndDate(page, ops);
  await ops.context().close();
});
