import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { closedPort, manualPspTimeout } from '../../test/fake-psp.ts';
import { appDepsFor } from '../../test/payout-helpers.ts';
import { purchaseColumnsOf } from '../../test/purchase-columns.ts';
import {
  buildPaymentTestApp,
  cardDetails,
  payOk,
  purchaseBody,
  setUpPaymentTests,
  shopPackage,
} from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { reconcileOpenPurchases } from './purchase-reconciler.ts';

describe.each(DATABASE_KINDS)('purchase status and lost PSP answers on %s', (kind) => {
  const clock = manualClock();
  const pspTimeout = manualPspTimeout();

  // PSP requests time out when the test fires pspTimeout; the 300 ms only bound how long a replayed pay call
  // waits for the first one's PSP call (which, in these tests, has already ended).
  const t = setUpPaymentTests(kind, { clock, pspTimeout, config: { pspRequestTimeoutMs: 300 } });

  const status = async (tid: string) => purchaseResultSchema.parse((await t.purchaseStatus(t.auth, tid)).json());

  it('asks the PSP once for many tabs polling at the same moment, and gives every tab its answer', async () => {
    const result = await t.payOk(t.auth, purchaseBody('paypal', await t.shopPackage(t.auth, 2000)));
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    clock.advanceSeconds(3);
    const reads = t.fake.counts.statusReads;
    const pending = await Promise.all(Array.from({ length: 5 }, () => status(result.tid)));
    expect(pending.map((answer) => answer.state)).toEqual(Array(5).fill('PROCESSING'));
    expect(t.fake.counts.statusReads).toBe(reads + 1);

    // Authorised at the PSP meanwhile: polls within the interval still neither ask nor change anything.
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');
    clock.advanceSeconds(1);
    const checkedAt = async () => (await purchaseColumnsOf(t.db, result.tid, ['last_checked_at'])).last_checked_at;
    const before = await checkedAt();
    await Promise.all(Array.from({ length: 5 }, () => status(result.tid)));
    expect(t.fake.counts.statusReads).toBe(reads + 1);
    expect(await checkedAt()).toEqual(before);

    // The next check, once the interval (3 s) has passed: one PSP read, and every tab polling then sees the success.
    clock.advanceSeconds(2);
    const tabs = await Promise.all(Array.from({ length: 8 }, () => status(result.tid)));
    expect(tabs.map((answer) => answer.state)).toEqual(Array(8).fill('SUCCESS'));
    expect(t.fake.counts.statusReads).toBe(reads + 2);
  });

  it('credits a payment the PSP authorised without a notification, once, when the poll asks', async () => {
    const before = await t.balanceOf('money-de');
    const result = await t.payOk(t.auth, purchaseBody('paypal', await t.shopPackage(t.auth, 5000)));
    expect(result.state).toBe('PROCESSING');
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');

    const reads = t.fake.counts.statusReads;
    expect((await status(result.tid)).state).toBe('PROCESSING'); // checked at creation, less than ~2 s ago
    expect(t.fake.counts.statusReads).toBe(reads);
    clock.advanceSeconds(3);
    expect(await status(result.tid)).toMatchObject({ state: 'SUCCESS', visit: null, providerPage: null });
    expect(t.fake.counts.statusReads).toBe(reads + 1);
    clock.advanceSeconds(3);
    expect((await status(result.tid)).state).toBe('SUCCESS');
    expect(t.fake.counts.statusReads).toBe(reads + 1); // a final state is not asked about again

    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(5000);
    expect(after.bonus - before.bonus).toBe(500);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('follows a challenge: GOTO, then the PSP’s verdict', async () => {
    const result = await t.payOk(
      t.auth,
      purchaseBody('adyen-cc', await t.shopPackage(t.auth, 2000), cardDetails('tok_challenge')),
    );
    expect(result.state).toBe('GOTO');
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    clock.advanceSeconds(3);
    expect(await status(result.tid)).toMatchObject({ state: 'GOTO', visit: { url: expect.stringContaining('/pay/') } });
    t.fake.setStatus(payment.pspReference, 'REFUSED', '7');
    clock.advanceSeconds(3);
    expect(await status(result.tid)).toMatchObject({ state: 'FAILED', errorCode: '7', visit: null });
  });

  it('keeps a purchase open when the pay call’s answer was lost, and gets it with the same key later', async () => {
    const before = await t.balanceOf('money-de');
    const created = t.fake.counts.paymentsCreated;
    t.fake.failNextPayment = 'after-create'; // the PSP took the payment, the answer got lost
    const body = purchaseBody('checkout-cc', await t.shopPackage(t.auth, 2000), cardDetails());
    const key = crypto.randomUUID();
    const result = await t.payOk(t.auth, body, key);
    expect(result).toMatchObject({ state: 'PROCESSING', visit: null });
    // A retry of the pay call at once waits for the first (its claim is fresh) and answers the same.
    expect((await t.pay(t.auth, body, key)).json()).toMatchObject({ tid: result.tid, state: 'PROCESSING' });

    clock.advanceSeconds(5); // older than one PSP time-out: a poll sends it again with the same key
    expect((await status(result.tid)).state).toBe('SUCCESS');
    expect(t.fake.counts.paymentsCreated).toBe(created + 1);
    expect(new Set(t.fake.paymentHeaders.slice(-2).map((header) => header.idempotencyKey))).toEqual(
      new Set([`purchase:${result.tid}`]),
    );
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(2000);
  });

  it('keeps a purchase open when the PSP does not answer in time, and credits it once the PSP has it', async () => {
    const before = await t.balanceOf('money-de');
    const created = t.fake.counts.paymentsCreated;
    const body = purchaseBody('checkout-cc', await t.shopPackage(t.auth, 1000), cardDetails());
    t.fake.holdRequests = true; // the PSP hangs …
    const answer = t.payOk(t.auth, body);
    await t.fake.whenHeld(1);
    pspTimeout.fire(); // … until the shop's time-out ends the request
    const result = await answer;
    expect(result).toMatchObject({ state: 'PROCESSING', visit: null });
    expect(t.fake.counts.paymentsCreated).toBe(created); // nothing reached the PSP's payment handler yet
    t.fake.holdRequests = false;
    t.fake.releaseHeld(); // the late request arrives after all and creates the payment

    clock.advanceSeconds(5); // older than one PSP time-out: a poll sends it again with the same key
    expect((await status(result.tid)).state).toBe('SUCCESS');
    expect(t.fake.counts.paymentsCreated).toBe(created + 1);
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(1000);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('credits purchases nobody polls any more in a background reconciliation round', async () => {
    const before = await t.balanceOf('money-de');
    const open = await t.payOk(t.auth, purchaseBody('paypal', await t.shopPackage(t.auth, 1000)));
    const payment = t.fake.paymentFor(open.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');
    const deps = appDepsFor(t.app, t.db, t.fake.url, { clock });

    clock.advanceSeconds(120);
    expect(await reconcileOpenPurchases(deps, { minAgeMs: 60_000 })).toBeGreaterThanOrEqual(1);
    expect((await status(open.tid)).state).toBe('SUCCESS');
    expect(await reconcileOpenPurchases(deps, { minAgeMs: 60_000 })).toBe(0); // checked just now
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(1000);
    expect(await t.ledgerFacts(open.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('fails with 2 (nothing deducted) when the PSP cannot be reached at all', async () => {
    const offline = await buildPaymentTestApp(t.db, t.fake, {
      clock,
      config: { pspSandboxUrl: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const authorization = (await depositAuthFor(offline, 'money-gb')).authorization;
      const body = purchaseBody('checkout-cc', await shopPackage(offline, authorization, 2000), cardDetails());
      expect(await payOk(offline, authorization, body)).toMatchObject({ state: 'FAILED', errorCode: '2' });
    } finally {
      await offline.close();
    }
  });
});
