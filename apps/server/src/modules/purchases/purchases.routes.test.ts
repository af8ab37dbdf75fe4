import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { cardDetails, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('purchases on %s', (kind) => {
  const t = setUpPaymentTests(kind);

  it('pays a card package: SUCCESS, deposit and bonus credited once, the ledger balanced, last used amount set', async () => {
    const before = await t.balanceOf('money-de');
    const purchasable = await t.shopPackage(t.auth, 10_000);
    const result = await t.payOk(t.auth, purchaseBody('checkout-cc', purchasable, cardDetails()));
    expect(result).toMatchObject({
      state: 'SUCCESS',
      errorCode: null,
      provider: 'checkout-cc',
      visit: null,
      providerPage: null,
      depositAmount: 10_000,
      bonusAmount: 1500,
      bankTransfer: null,
      purchasable,
    });
    expect(result.tid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(10_000);
    expect(after.bonus - before.bonus).toBe(1500);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });

    const request = t.fake.paymentFor(result.tid)?.request;
    expect(request).toMatchObject({
      reference: result.tid,
      method: 'card',
      amount: { value: 10_000, currency: 'EUR' },
      card: { token: 'tok_success' },
      shopper: { name: 'Max Mustermann', country: 'DE' },
      // The PSP's own pages (PayPal, 3-D Secure) in the player's language.
      shopperLocale: 'de-DE',
      returnUrl: `http://localhost:3000/postprocessing/${result.tid}`,
      cancelUrl: 'http://localhost:3000/',
      notificationUrl: 'http://localhost:3000/deposit/psp/notifications',
    });
    expect(t.fake.paymentHeaders.at(-1)?.idempotencyKey).toBe(`purchase:${result.tid}`);

    const shop = await t.app.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization: t.auth },
    });
    expect(shop.json().lastUsedAmount).toBe(10_000);
    const status = await t.purchaseStatus(t.auth, result.tid);
    expect(purchaseResultSchema.parse(status.json())).toEqual(result);
  });

  it.each([
    ['tok_refused_8', { state: 'FAILED', errorCode: '8' }],
    ['tok_refused_49', { state: 'FAILED', errorCode: '49' }],
    ['tok_blocked', { state: 'BLOCKED', errorCode: '47' }],
    ['tok_cancelled', { state: 'CANCELLED', errorCode: null }],
    ['tok_pending', { state: 'PROCESSING', errorCode: null, visit: null }],
  ])('maps the card outcome %s to %o and credits nothing', async (token, expected) => {
    const before = await t.balanceOf('money-de');
    const result = await t.payOk(
      t.auth,
      purchaseBody('checkout-cc', await t.shopPackage(t.auth, 2000), cardDetails(token)),
    );
    expect(result).toMatchObject(expected);
    expect(await t.balanceOf('money-de')).toEqual(before);
  });

  it('sends a card challenge to the PSP page (GOTO) and a wallet there while PROCESSING', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const challenge = await t.payOk(t.auth, purchaseBody('adyen-cc', purchasable, cardDetails('tok_challenge')));
    const challengeUrl = `${t.fake.url}/pay/${t.fake.paymentFor(challenge.tid)?.pspReference}`;
    expect(challenge).toMatchObject({ state: 'GOTO', visit: { url: challengeUrl }, providerPage: challengeUrl });

    const wallet = await t.payOk(t.auth, purchaseBody('paypal', purchasable));
    expect(wallet).toMatchObject({
      state: 'PROCESSING',
      errorCode: null,
      visit: { url: expect.stringContaining('/pay/') },
    });
    expect(t.fake.paymentFor(wallet.tid)?.request).toMatchObject({ method: 'paypal' });
    expect(await t.payOk(t.auth, purchaseBody('gdDummyPay', purchasable))).toMatchObject({ state: 'SUCCESS' });
  });

  it('answers a bank transfer with SEPA instructions (US ones for US players) and credits it only later', async () => {
    const before = await t.balanceOf('money-de');
    const result = await t.payOk(t.auth, purchaseBody('banktransfer', await t.shopPackage(t.auth, 5000)));
    expect(result).toMatchObject({
      state: 'SUCCESS',
      bankTransfer: {
        region: 'SEPA',
        recipient: 'PSP Sandbox GmbH',
        purpose: 'Max Mustermann',
        reference: 'GD-EU1',
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
        routingNumber: null,
        accountNumber: null,
        amount: 5000,
        currency: 'EUR',
      },
    });
    expect(await t.balanceOf('money-de')).toEqual(before);

    const us = (await depositAuthFor(t.app, 'money-us')).authorization;
    const usResult = await t.payOk(us, purchaseBody('banktransfer', await t.shopPackage(us, 2000)));
    expect(usResult.bankTransfer).toMatchObject({
      region: 'US',
      purpose: 'Jane Doe',
      routingNumber: '021000021',
      accountNumber: '1234567',
      iban: null,
      currency: 'USD',
    });
  });

  it('answers another player’s or an unknown tid with 404 unsure', async () => {
    const result = await t.payOk(t.auth, purchaseBody('gdDummyPay', await t.shopPackage(t.auth, 1000)));
    const other = (await depositAuthFor(t.app, 'money-gb')).authorization;
    for (const [authorization, tid] of [
      [other, result.tid],
      [t.auth, 'unknown-tid'],
    ] as const) {
      const response = await t.purchaseStatus(authorization, tid);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('unsure');
    }
    expect((await t.purchaseStatus('Bearer nope', result.tid)).statusCode).toBe(401);
  });
});
