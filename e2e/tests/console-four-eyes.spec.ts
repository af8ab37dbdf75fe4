// Issue 25 "Done when" (four-eyes on money): a refund above REFUND_APPROVAL_THRESHOLD (100 € by default) waits until
// a second finance operator approves it and the first cannot approve their own; a manual adjustment approved by a
// second operator shows in the player's ledger statement; a deposit block is lifted with the amount typed.
// CONSOLE_SHOTS=<dir> also saves screenshots at 390 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { consoleAs, expectNoSidewaysScroll, openPlayer, playerWithCardDeposit } from '../console';
import { balanceOf, createPlayer } from '../fixtures';

const shots = process.env.CONSOLE_SHOTS;

// Three browser windows (player, maker, checker) on the phone: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 150_000 });

async function shoot(page: Page, name: string): Promise<void> {
  if (shots === undefined) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function approveIn(page: Page, text: RegExp): Promise<void> {
  const card = page.getByRole('listitem').filter({ hasText: text });
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Approved and carried out.')).toBeVisible();
}

test('a refund above the threshold and a manual adjustment wait for a second operator', async ({
  page,
  browser,
  request,
}) => {
  const { player, tid } = await playerWithCardDeposit(page, request, 4); // 250 € + 50 € bonus
  const credited = await balanceOf(request, player);

  // The maker: asks for the full refund and for a goodwill credit.
  const maker = await consoleAs(browser, ['finance']);
  await openPlayer(maker, player);
  // On the operator's phone (390 px) the player page and the purchase page never scroll sideways.
  await expectNoSidewaysScroll(maker);
  const adjustment = maker.getByRole('form', { name: 'Manual balance adjustment' });
  await adjustment.getByLabel('Amount in EUR').fill('12.50');
  await adjustment.getByLabel('Reason').fill('Goodwill for the outage');
  await adjustment.getByLabel('Reference (ticket, case number)').fill('TICKET-42');
  await adjustment.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(
    adjustment.getByText('Asked for: Credit (add) of €12.50. It waits for a second operator.'),
  ).toBeVisible();

  await maker.getByRole('link', { name: tid }).click();
  await expect(maker.getByRole('heading', { level: 1, name: `Purchase ${tid}` })).toBeVisible();
  await expectNoSidewaysScroll(maker);
  await maker.getByLabel('Reason for the refund').fill('Player asked for the money back');
  await maker.getByRole('button', { name: 'Review refund' }).click();
  await maker.getByRole('button', { name: 'Refund this deposit' }).click();
  await expect(
    maker.getByText('The refund of €250.00 waits for a second finance operator to approve it.'),
  ).toBeVisible();
  await shoot(maker, 'purchase-refund-asked');

  // The maker sees both waiting and cannot approve them: no button, and the server refuses (409 own_request).
  await maker.getByRole('link', { name: 'Approvals', exact: true }).click();
  const waiting = maker.getByRole('listitem').filter({ hasText: tid });
  await expect(waiting.getByText('You asked for this yourself: a second operator has to decide it.')).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const approvalId = ((await waiting.getAttribute('data-testid')) ?? '').replace('approval-', '');
  const own = await maker.request.post(`/ops/api/approvals/${approvalId}/approve`, {
    headers: { origin: new URL(maker.url()).origin },
    data: {},
  });
  expect(own.status()).toBe(409);
  expect(await own.json()).toEqual({ code: 'own_request' });
  expect(await balanceOf(request, player)).toEqual(credited);

  // The checker approves both.
  const checker = await consoleAs(browser, ['finance']);
  await checker.getByRole('link', { name: 'Approvals', exact: true }).click();
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await shoot(checker, 'approvals');
  await approveIn(checker, new RegExp(tid));
  await approveIn(checker, /TICKET-42/);

  const after = await balanceOf(request, player);
  expect(after.withdrawable).toBe(credited.withdrawable - 25_000 + 1250);
  expect(after.bonus).toBe(credited.bonus - 5000);

  // The statement shows the adjustment with the balance after it.
  await openPlayer(checker, player);
  const statement = checker.getByRole('region', { name: 'Ledger statement' }).first();
  const line = statement.getByRole('row').filter({ hasText: 'TICKET-42' });
  await expect(line).toContainText('€12.50');
  await expect(statement.getByTestId('statement-line').first()).toContainText(
    `€${((credited.withdrawable - 25_000 + 1250) / 100).toFixed(2)}`,
  );
  await shoot(checker, 'player-statement');
  await maker.context().close();
  await checker.context().close();
});

test('a deposit block is lifted with the amount received typed, after a second operator approves', async ({
  browser,
  request,
}) => {
  // A 20 € direct debit returned after the player had played 15 € of it: 15 € owed.
  const player = await createPlayer(request, 'money-de', { withdrawable: 500, returnedDebit: 2000 });
  const maker = await consoleAs(browser, ['finance']);
  await openPlayer(maker, player);
  const blocks = maker.getByRole('region', { name: 'Blocks' }).first();
  await expect(blocks.getByText('debit_returned · Returned debit: €20.00 · Still owed: €15.00')).toBeVisible();
  await expect(blocks.getByLabel('Amount received in EUR')).toHaveValue('15.00');
  await blocks.getByLabel('Bank reference').fill('SEPA-4711');
  await blocks.getByLabel(/Why the block can be lifted/).fill('Bank transfer received');
  await shoot(maker, 'player-lift-form');
  await blocks.getByRole('button', { name: 'Lift the deposit block' }).click();
  await blocks.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(blocks.getByText(/It waits for a second operator/)).toBeVisible();

  const checker = await consoleAs(browser, ['finance']);
  await openPlayer(checker, player);
  await approveIn(checker, /SEPA-4711/);
  await checker.reload();
  const lifted = checker.getByRole('region', { name: 'Blocks' }).first();
  await expect(lifted.getByRole('button', { name: 'Lift the deposit block' })).toHaveCount(0);
  expect((await balanceOf(request, player)).withdrawable).toBe(0);
  await maker.context().close();
  await checker.context().close();
});
