// Issue 12 "Done when": support records a postal cancellation of a saver package with its date of receipt, and the
// package ends on the SPEC §4 date: a cancellation received within the minimum term (3 months) ends the package at
// the end of the minimum term. The player's shop settings show the same end date.
import { expect, test } from '@playwright/test';
import { fact, logInToConsole, openPlayer, operatorPage, serverToday } from '../console';
import { createPlayer, logIn } from '../fixtures';
import { chooseProvider, continueToReview, expectDepositSuccess } from '../journey';

test('support records a postal cancellation and the package ends at the end of the minimum term', async ({
  page,
  browser,
  request,
}) => {
  // A money player takes the 20 € saver package by direct debit and confirms it (as in saver-package.spec.ts).
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
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

  const ops = await operatorPage(browser);
  await logInToConsole(ops, ['support']);
  await openPlayer(ops, player);
  await expect(fact(ops, 'Saver package', 'State')).toHaveText('Active');
  const minimumTermEnds = (await fact(ops, 'Saver package', 'Minimum term ends').textContent()) ?? '';
  expect(minimumTermEnds).toMatch(/\d{4}/);

  // The letter arrived today (by the server's clock), within the minimum term.
  const receivedOn = await serverToday(request);
  const saver = ops.getByRole('region', { name: 'Saver package' }).first();
  await saver.getByRole('radio', { name: 'Post', exact: true }).check();
  await saver.getByLabel('Date of receipt').fill(receivedOn);
  await saver.getByRole('button', { name: 'Record a postal or e-mail cancellation' }).click();
  await saver.getByRole('button', { name: 'Confirm' }).click();
  await expect(saver.getByText(`Cancellation recorded. The package ends on ${minimumTermEnds}.`)).toBeVisible();

  await ops.reload();
  await expect(fact(ops, 'Saver package', 'State')).toHaveText('Cancelled');
  await expect(fact(ops, 'Saver package', 'Ends')).toHaveText(minimumTermEnds);
  await expect(fact(ops, 'Saver package', 'Cancellation')).toContainText('by Post, received');

  // The player sees the same end date at the shop settings (German date format for this German player).
  const playerId = /\/console\/players\/(\d+)/.exec(ops.url())?.[1] ?? '';
  const answer = await ops.request.get(`/ops/api/players/${playerId}`);
  const endsOn = ((await answer.json()) as { subscription: { endsOn: string } }).subscription.endsOn;
  const [year, month, day] = endsOn.split('-');
  await page.goto('/platform/shop-settings');
  await expect(page.getByTestId('package-end-date')).toHaveText(`${day}.${month}.${year}`);
  await ops.context().close();
});
