// Issue 23 point 6 "Done when": a chargeback from the PSP sandbox reaches the player's balance (deposits and payouts
// blocked, the player sees why) and the console (the operator sees it with its history). Set up through the APIs:
// a card deposit paid with the sandbox's fixed test token, the chargeback opened with the sandbox's test tool.
import { expect, test } from '@playwright/test';
import { defendChargeback, openChargeback, payCardDepositOf50 } from '../chargeback';
import { logInToConsole, operatorPage } from '../console';
import { balanceOf, loggedInPlayer } from '../fixtures';

const WIDTHS = [390, 1280] as const;

test('a chargeback debits the player, blocks deposits and payouts, and shows in the console with its history', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const player = await loggedInPlayer(page, request, 'money-de', { withdrawable: 0 });
  const { paid, postAgain } = await payCardDepositOf50(page, 'checkout-cc');
  expect(paid.status(), await paid.text()).toBe(200);
  const { tid, state } = (await paid.json()) as { tid: string; state: string };
  expect(state).toBe('SUCCESS');
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(5000);

  await openChargeback(request, tid);
  // The sandbox notifies the shop as a PSP would: the deposit and its bonus are taken back.
  await expect.poll(async () => balanceOf(request, player)).toMatchObject({ withdrawable: 0, bonus: 0 });

  // The player: a new deposit is refused with the chargeback's code, whose page says why; payouts are blocked.
  const refused = await postAgain();
  expect(await refused.text()).toBe('chargeback-deposits-blocked');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/error/chargeback-deposits-blocked?lang=en');
    await expect(page.getByText(/charged back through your bank or payment provider/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`player-deposit-blocked-${width}.png`), fullPage: true });
  }
  await page.goto('/payout?lang=en');
  await expect(page.getByRole('heading', { name: 'No payout method available' })).toBeVisible();
  await expect(page.getByText('2409')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('player-payout-blocked-1280.png'), fullPage: true });

  // The operator: the chargeback on the purchase's player page and in the list, with its history.
  const ops = await operatorPage(browser);
  await logInToConsole(ops, ['finance']);
  await ops.getByRole('link', { name: 'Chargebacks' }).click();
  const card = ops.getByRole('article').filter({ hasText: tid });
  await expect(card.getByText('Chargeback', { exact: true }).first()).toBeVisible();
  const history = card.getByRole('region', { name: 'Dispute history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByText('Notice of chargeback')).toBeVisible();
  await expect(card.getByText('Defend it with the note')).toBeVisible();
  for (const width of WIDTHS) {
    await ops.setViewportSize({ width, height: 900 });
    await ops.screenshot({ path: testInfo.outputPath(`console-chargebacks-${width}.png`), fullPage: true });
  }
  await card.getByRole('link', { name: tid }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Purchase ${tid}` })).toBeVisible();
  const onPurchase = ops.getByRole('region', { name: 'Chargebacks' });
  await defendChargeback(ops, onPurchase, 'The credit was played; delivery logs attached');
  await expect(onPurchase.getByRole('region', { name: 'Dispute history' }).getByText('Defended')).toBeVisible();
  for (const width of WIDTHS) {
    await ops.setViewportSize({ width, height: 900 });
    await onPurchase.scrollIntoViewIfNeeded();
    await ops.screenshot({ path: testInfo.outputPath(`console-purchase-chargeback-${width}.png`), fullPage: true });
  }
  await ops.context().close();
});
