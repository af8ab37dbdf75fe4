// Steps the chargeback journeys share: a card deposit through the shop's deposit API, as the logged-in player's
// page calls it, paid with the PSP sandbox's fixed test token, a chargeback on it opened with the sandbox's test
// tool, and the operator's defence of it on the console's purchase page.
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The one-off 50 € package paid by card through `provider` (checkout-cc, adyen-cc) for the player logged in on
 * `page`: the shop's answer, and `postAgain` to send the same deposit once more.
 */
export async function payCardDepositOf50(
  page: Page,
  provider: string,
): Promise<{ paid: APIResponse; postAgain: () => Promise<APIResponse> }> {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const token = await (await page.request.get(`/gd/rest/oauth2/auth/classic/deposit?ts=${Date.now()}`)).text();
  const authorization = { authorization: `Bearer ${token}` };
  const shop = (await (
    await page.request.get('/deposit/shop?currencyType=REAL', { headers: authorization })
  ).json()) as { purchasables: { id: number; price: number; subscription: boolean }[] };
  const found = shop.purchasables.find((item) => item.price === 5000 && !item.subscription);
  if (found === undefined) throw new Error('no 50 € package');
  const { id: _id, ...purchasable } = found;
  const deposit = {
    provider,
    purchasable,
    locale: 'en-GB',
    resultUrl: `${base}/postprocessing`,
    cancelUrl: `${base}/`,
    expressSubscribe: false,
    details: { card: { token: 'tok_visa', holder: 'Max Mustermann', updateData: false } },
  };
  const post = () => page.request.post('/deposit/shop/purchases', { headers: authorization, data: deposit });
  return { paid: await post(), postAgain: post };
}

/** Opens a chargeback on the purchase `tid` at the sandbox: the notice first, then the chargeback itself. */
export async function openChargeback(request: APIRequestContext, tid: string): Promise<void> {
  for (const stage of ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK']) {
    const opened = await request.post(`/platform/test/purchases/${tid}/dispute`, { data: { stage } });
    expect(opened.status(), await opened.text()).toBe(200);
  }
}

/**
 * On the console's purchase page (`ops`), the operator defends the chargeback shown in `onPurchase` (its Chargebacks
 * region) with `note`, confirms, and sees the defence sent.
 */
export async function defendChargeback(ops: Page, onPurchase: Locator, note: string): Promise<void> {
  await onPurchase.getByRole('textbox', { name: /Reason for the decision/ }).fill(note);
  await onPurchase.getByRole('button', { name: 'Review decision' }).click();
  await ops.getByRole('button', { name: 'Defend it with the note' }).click();
  await expect(ops.getByText('Defence sent to the PSP.')).toBeVisible();
}
