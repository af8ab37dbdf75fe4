// Issue 23: an operator defends a chargeback at Adyen through the console and sees the result. An adyen-cc card
// deposit goes through the shop's Adyen adapter to the sandbox's Adyen dialect; the chargeback arrives as Adyen's
// signed notifications; the operator's defence goes through the adapter to Adyen's Disputes API (the dialect's);
// the scheme's decision (the sandbox's test tool, through the test API) reverses the chargeback, and the console
// shows the whole history while the player has the credit back and may deposit again.
import { expect, test } from '@playwright/test';
import { defendChargeback, openChargeback, payCardDepositOf50 } from '../chargeback';
import { logInToConsole, operatorPage } from '../console';
import { balanceOf, loggedInPlayer } from '../fixtures';

const WIDTHS = [390, 1280] as const;

test('an operator defends an Adyen chargeback in the console; the won defence credits the player back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers, two PSP round trips and four full-page screenshots: more than the default minute on a busy machine.
  test.slow();
  const player = await loggedInPlayer(page, request, 'money-de', { withdrawable: 0 });
  const { paid } = await payCardDepositOf50(page, 'adyen-cc');
  expect(paid.status(), await paid.text()).toBe(200);
  const { tid } = (await paid.json()) as { tid: string };
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(5000);

  await openChargeback(request, tid);
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(0);

  // The operator defends it on the purchase page: the defence goes to Adyen.
  const ops = await operatorPage(browser);
  await logInToConsole(ops, ['finance']);
  await ops.setViewportSize({ width: 1280, height: 900 });
  await ops.goto(`/console/purchases/${encodeURIComponent(tid)}`);
  const onPurchase = ops.getByRole('region', { name: 'Chargebacks' });
  await expect(onPurchase.getByText('Chargeback', { exact: true }).first()).toBeVisible();
  await defendChargeback(ops, onPurchase, 'Credit delivered at once and played; game logs on file');
  const history = onPurchase.getByRole('region', { name: 'Dispute history' });
  await expect(history.getByText('Defended')).toBeVisible();

  // The scheme decides for the shop: Adyen's CHARGEBACK_REVERSED reaches the shop, the player has the credit back.
  const won = await request.post(`/platform/test/purchases/${tid}/dispute`, { data: { outcome: 'WON' } });
  expect(won.status(), await won.text()).toBe(200);
  await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(5000);
  await ops.reload();
  await expect(history.getByText('Chargeback reversed')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(5);
  for (const width of WIDTHS) {
    await ops.setViewportSize({ width, height: 900 });
    await onPurchase.scrollIntoViewIfNeeded();
    await ops.screenshot({ path: testInfo.outputPath(`console-adyen-defence-won-${width}.png`), fullPage: true });
  }
  await ops.context().close();
});
