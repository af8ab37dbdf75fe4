// Issue 9 point 3: a saved card belongs to its player. The browser sees an opaque instrument id, never the PSP
// token; another player's id (or token) is refused with code 7 before anything reaches the PSP.
import { providerDetailsSchema } from '@shop/contracts/purchase';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/payout-helpers.ts';
import { purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositTokenFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const PROVIDER = 'paypal-cc';
const B_TOKEN = 'tok_success_owned_by_b';

describe.each(DATABASE_KINDS)('saved cards belong to their player on %s', (kind) => {
  let a: { userName: string; userId: number; cookie: string; auth: string };
  let b: { userName: string; userId: number; cookie: string; auth: string };
  let bInstrumentId: string;
  let bPurchaseTid: string;

  async function player() {
    const created = await newPlayer(t.app, 'money-de');
    return { ...created, auth: `Bearer ${await depositTokenFor(t.app, created.cookie)}` };
  }

  const savedCardOf = async (auth: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/deposit/shop/details/${PROVIDER}`,
      headers: { authorization: auth },
    });
    const details = providerDetailsSchema.parse(response.json());
    return details.type === 'CARD' ? details.card : null;
  };

  const instrumentRowsOf = (userId: number) =>
    t.db.selectFrom('payment_instruments').selectAll().where('user_id', '=', userId).execute();

  const purchasesOf = (userId: number) =>
    t.db.selectFrom('purchases').select('tid').where('user_id', '=', userId).execute();

  const t = setUpPaymentApp(kind, { config: { enableTestApi: true } });
  beforeAll(async () => {
    [a, b] = [await player(), await player()];
    // B keeps a card.
    const kept = {
      card: {
        token: B_TOKEN,
        holder: 'Berta Beispiel',
        updateData: true,
        last4: '4242',
        brand: 'visa',
        expiryMonth: 12,
        expiryYear: 2034,
      },
    };
    const result = await t.payOk(b.auth, purchaseBody(PROVIDER, await t.shopPackage(b.auth, 2000), kept));
    expect(result.state).toBe('SUCCESS');
    bPurchaseTid = result.tid;
    const card = await savedCardOf(b.auth);
    if (card === null) throw new Error('B has no saved card');
    bInstrumentId = card.instrumentId;
  });

  it('shows the saved card by an opaque id, not by its PSP token', async () => {
    const card = await savedCardOf(b.auth);
    expect(card).toMatchObject({ number: '•••• •••• •••• 4242', cvcRequired: true });
    expect(bInstrumentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(card)).not.toContain(B_TOKEN);
    expect(await savedCardOf(a.auth)).toBeNull();
  });

  it("refuses player B's instrument id from player A with code 7: nothing sent to the PSP, charged or changed", async () => {
    const purchasable = await t.shopPackage(a.auth, 2000);
    const before = {
      calls: t.fake.counts.paymentCalls,
      balance: await t.balanceOf(a.userName),
      purchases: await purchasesOf(a.userId),
      bCard: await instrumentRowsOf(b.userId),
    };
    const attempts = [
      { savedCard: { instrumentId: bInstrumentId, cvcToken: 'cvc_from_a' } },
      { savedCard: { instrumentId: crypto.randomUUID(), cvcToken: 'cvc_from_a' } },
      { savedCard: { instrumentId: "x' or '1'='1", cvcToken: 'cvc_from_a' } },
    ];
    for (const details of attempts) {
      const response = await t.pay(a.auth, purchaseBody(PROVIDER, purchasable, details), crypto.randomUUID());
      expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
        400,
        'text/plain; charset=utf-8',
        '7',
      ]);
    }
    expect(t.fake.counts.paymentCalls).toBe(before.calls);
    expect(await t.balanceOf(a.userName)).toEqual(before.balance);
    expect(await purchasesOf(a.userId)).toEqual(before.purchases);
    expect(await instrumentRowsOf(b.userId)).toEqual(before.bCard);
    expect(await instrumentRowsOf(a.userId)).toEqual([]);
  });

  it('pays the owner with the saved card and its CVC token, and asks for the CVC without one', async () => {
    const purchasable = await t.shopPackage(b.auth, 5000);
    const withoutCvc = await t.pay(b.auth, purchaseBody(PROVIDER, purchasable), crypto.randomUUID());
    expect([withoutCvc.statusCode, withoutCvc.body]).toEqual([400, 'card_number_not_set']);
    const details = { savedCard: { instrumentId: bInstrumentId, cvcToken: 'cvc_from_b' } };
    const paid = await t.payOk(b.auth, purchaseBody(PROVIDER, purchasable, details));
    expect(paid.state).toBe('SUCCESS');
    expect(t.fake.paymentFor(paid.tid)?.request).toMatchObject({
      card: { token: B_TOKEN, securityCodeToken: 'cvc_from_b' },
      recurringProcessingModel: 'CardOnFile',
    });
  });

  it('sends the PSP token in no answer to the browser', async () => {
    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const bearer = { authorization: b.auth };
    const cookie = { cookie: b.cookie };
    const answers = await Promise.all([
      get('/deposit/shop?currencyType=REAL', bearer),
      get(`/deposit/shop/details/${PROVIDER}`, bearer),
      get(`/deposit/shop/purchases/${bPurchaseTid}`, bearer),
      get('/deposit/shop/express/settings', bearer),
      get('/deposit/subscription', bearer),
      get('/gd/rest/me/userData', cookie),
      get('/gd/rest/me/userData?fields=address', cookie),
      get('/gd/rest/payout', cookie),
      get('/platform/shop-settings', cookie),
      get('/platform/home', cookie),
      get('/platform/games', cookie),
    ]);
    const replay = await t.pay(b.auth, purchaseBody(PROVIDER, await t.shopPackage(b.auth, 2000)), 'no-such-key');
    for (const answer of [...answers, replay]) {
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.body).not.toContain(B_TOKEN);
    }
    expect(answers[1]?.body).toContain(bInstrumentId);
  });
});
