// Issue 12 "Done when": support records a postal cancellation of a saver package with its date of receipt, and the
// package ends on the SPEC §4 date: a cancellation received within the minimum term (3 months) ends the package at
// the end of the minimum term. The player's shop settings show the same end date.
import { expect, test } from '@playwright/test';
import { expectShopSettingsEndDate, fact, recordPostalCancellation, serverToday } from '../console';
import { loggedInPlayer } from '../fixtures';
import { confirmSaverPackage, signUpSaverPackageByDebit } from '../journey';

test('support records a postal cancellation and the package ends at the end of the minimum term', async ({
  page,
  browser,
  request,
}) => {
  // A money player takes the 20 € saver package by direct debit and confirms it (as in saver-package.spec.ts).
  const player = await loggedInPlayer(page, request);
  await signUpSaverPackageByDebit(page, 2000);
  await confirmSaverPackage(page);

  // The letter arrived today (by the server's clock), within the minimum term.
  const receivedOn = await serverToday(request);
  const { ops, minimumTermEnds } = await recordPostalCancellation(browser, player, receivedOn);

  await ops.reload();
  await expect(fact(ops, 'Saver package', 'State')).toHaveText('Cancelled');
  await expect(fact(ops, 'Saver package', 'Ends')).toHaveText(minimumTermEnds);
  await expect(fact(ops, 'Saver package', 'Cancellation')).toContainText('by Post, received');

  // The player sees the same end date at the shop settings (German date format for this German player).
  await expectShopSettingsEndDate(page, ops);
  await ops.context().close();
});
