import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { purchaseColumnsOf } from '../../test/purchase-columns.ts';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('purchase idempotency on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPaymentApp(kind, { clock });

  const counters = () => ({ calls: t.fake.counts.paymentCalls, created: t.fake.counts.paymentsCreated });

  it('answers the same key and request with the same purchase, without a second PSP call or credit', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-gb');
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 5000), cardDetails());
    const key = crypto.randomUUID();
    const before = counters();
    const first = await t.pay(authorization, body, key);
    const again = await t.pay(authorization, { ...body, locale: 'en-GB' }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const result = purchaseResultSchema.parse(first.json());
    expect(again.json()).toEqual(result);
    expect(counters()).toEqual({ calls: before.calls + 1, created: before.created + 1 });
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });

    const changed = await t.pay(authorization, { ...body, provider: 'paypal', details: undefined }, key);
    expect([changed.statusCode, changed.headers['content-type'], changed.body]).toEqual([
      409,
      'text/plain; charset=utf-8',
      'unexpected',
    ]);
  });

  it('turns concurrent identical requests with one key into one purchase and one PSP payment', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-dk');
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 20_000), cardDetails());
    const key = crypto.randomUUID();
    const purchasesBefore = await t.countPurchases('money-dk');
    const balanceBefore = await t.balanceOf('money-dk', 'GDKK');
    const before = counters();
    t.fake.delayMs = 100; // keep the first PSP call open while the others arrive
    const responses = await Promise.all(Array.from({ length: 6 }, () => t.pay(authorization, body, key)));
    t.fake.delayMs = 0;
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const tids = new Set(responses.map((response) => purchaseResultSchema.parse(response.json()).tid));
    expect(tids.size).toBe(1);
    expect(responses.map((response) => response.json().state)).toEqual(Array(6).fill('SUCCESS'));
    expect(await t.countPurchases('money-dk')).toBe(purchasesBefore + 1);
    expect(counters().created).toBe(before.created + 1);
    expect(counters().calls).toBe(before.calls + 1);
    const balance = await t.balanceOf('money-dk', 'GDKK');
    expect(balance.withdrawable - balanceBefore.withdrawable).toBe(20_000);
  });

  it('answers two tabs paying the same open purchase at once (different keys) with one purchase', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-se');
    const body = purchaseBody('paypal', await t.shopPackage(authorization, 20_000));
    const before = counters();
    const purchasesBefore = await t.countPurchases('money-se');
    t.fake.delayMs = 100;
    const responses = await Promise.all([
      t.pay(authorization, body, crypto.randomUUID()),
      t.pay(authorization, body, crypto.randomUUID()),
      t.pay(authorization, body),
    ]);
    t.fake.delayMs = 0;
    const results = responses.map((response) => purchaseResultSchema.parse(response.json()));
    expect(new Set(results.map((result) => result.tid)).size).toBe(1);
    expect(results.every((result) => result.state === 'PROCESSING' && result.visit !== null)).toBe(true);
    expect(await t.countPurchases('money-se')).toBe(purchasesBefore + 1);
    expect(counters().created).toBe(before.created + 1);
  });

  it('starts anew when the open identical purchase just ended at the PSP', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-us');
    const body = purchaseBody('paypal', await t.shopPackage(authorization, 2000));
    const first = purchaseResultSchema.parse((await t.pay(authorization, body, crypto.randomUUID())).json());
    const payment = t.fake.paymentFor(first.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'CANCELLED'); // cancelled on the PSP page, no notification yet
    clock.advanceSeconds(3); // past the status-check interval, well within the 60 s dedupe window
    const second = purchaseResultSchema.parse((await t.pay(authorization, body, crypto.randomUUID())).json());
    expect(second.tid).not.toBe(first.tid);
    expect(second.state).toBe('PROCESSING');
    const cancelled = await purchaseColumnsOf(t.db, first.tid, ['state']);
    expect(cancelled.state).toBe('CANCELLED');
  });

  it('lets the same package be bought again once the first purchase is over', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-ca');
    const body = purchaseBody('gdDummyPay', await t.shopPackage(authorization, 1000));
    const first = purchaseResultSchema.parse((await t.pay(authorization, body, crypto.randomUUID())).json());
    const second = purchaseResultSchema.parse((await t.pay(authorization, body, crypto.randomUUID())).json());
    expect(first.state).toBe('SUCCESS');
    expect(second.state).toBe('SUCCESS');
    expect(second.tid).not.toBe(first.tid);
  });
});
