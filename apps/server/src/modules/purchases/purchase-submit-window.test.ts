// Issue 22 point 7: a purchase whose pay request has no answer is sent again only within the submit window (the
// 180 s the processing page polls, SPEC §9). Past it the reconciler never sends it: it asks the PSP for the
// purchase's reference (creating nothing) and applies the payment found, or expires the purchase (FAILED, 2:
// nothing deducted) when the request never arrived. Before, the reconciler sent it whenever it came round, long
// after the player had left.
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { appDepsFor } from '../../test/payout-helpers.ts';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import type { PlayerBalance } from '../ledger/ledger.service.ts';
import { reconcileOpenPurchases } from './purchase-reconciler.ts';
import { SUBMIT_WINDOW_MS } from './purchase-submission.ts';

const WINDOW_SECONDS = SUBMIT_WINDOW_MS / 1000;

describe.each(DATABASE_KINDS)('the submit window of a purchase whose pay answer is missing on %s', (kind) => {
  let deps: AppDeps;
  const clock = manualClock(new Date('2026-11-24T10:00:00Z'));
  let auth: string;

  // A claim on sending is stale 2.3 s after it was taken (one PSP time-out plus slack).
  const t = setUpPaymentApp(kind, { clock, config: { pspRequestTimeoutMs: 300 } });
  beforeAll(async () => {
    auth = (await depositAuthFor(t.app, 'money-de')).authorization;
    deps = appDepsFor(t.app, t.db, t.fake.url, { clock, config: { pspRequestTimeoutMs: 300 } });
  });

  const status = async (tid: string) => purchaseResultSchema.parse((await t.purchaseStatus(auth, tid)).json());
  const reconcile = () => reconcileOpenPurchases(deps, { minAgeMs: 10_000 });
  const psp = () => ({ ...t.fake.counts });

  /**
   * A card purchase whose pay call answered 500: before the PSP made the payment, or after. With the player's balance
   * before it and the fake PSP's counts after it.
   */
  async function unanswered(price: number, failure: 'before-create' | 'after-create') {
    const before = await t.balanceOf('money-de');
    t.fake.failNextPayment = failure;
    const body = purchaseBody('checkout-cc', await t.shopPackage(auth, price), cardDetails());
    const result = await t.payOk(auth, body);
    expect(result.state).toBe('PROCESSING');
    return { tid: result.tid, before, sent: psp() };
  }

  /** The purchase credited the player `credited` (in `credits` ledger credits), and the ledger balances. */
  async function expectCredited(before: PlayerBalance, tid: string, credited: number, credits: number) {
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(credited);
    expect(await t.ledgerFacts(tid)).toEqual({ credits, balanced: true });
  }

  it('expires a purchase whose pay request never reached the PSP once the window has passed, without paying', async () => {
    const { tid, before, sent } = await unanswered(1000, 'before-create');
    clock.advanceSeconds(WINDOW_SECONDS + 1);
    expect(await reconcile()).toBeGreaterThanOrEqual(1);
    // Asked whether it arrived, never sent again.
    expect(psp()).toMatchObject({
      paymentCalls: sent.paymentCalls,
      paymentsCreated: sent.paymentsCreated,
      lookups: sent.lookups + 1,
    });
    expect(await status(tid)).toMatchObject({ tid, state: 'FAILED', errorCode: '2' });
    clock.advanceSeconds(60);
    await reconcile();
    expect(psp()).toMatchObject({ paymentCalls: sent.paymentCalls, lookups: sent.lookups + 1 });
    await expectCredited(before, tid, 0, 0);
  });

  it('past the window, credits a purchase whose request reached the PSP but whose answer was lost, sending nothing', async () => {
    const { tid, before, sent } = await unanswered(2000, 'after-create');
    clock.advanceSeconds(WINDOW_SECONDS + 1);
    expect(await reconcile()).toBeGreaterThanOrEqual(1);
    expect(psp()).toMatchObject({ paymentCalls: sent.paymentCalls, paymentsCreated: sent.paymentsCreated });
    expect(await status(tid)).toMatchObject({ tid, state: 'SUCCESS' });
    await expectCredited(before, tid, 2000, 1);
  });

  it('within the window, sends a purchase whose request never reached the PSP exactly once', async () => {
    const { tid, before, sent } = await unanswered(5000, 'before-create');
    clock.advanceSeconds(30);
    expect(await reconcile()).toBeGreaterThanOrEqual(1);
    expect(psp()).toMatchObject({
      paymentCalls: sent.paymentCalls + 1,
      paymentsCreated: sent.paymentsCreated + 1,
      lookups: sent.lookups,
    });
    expect(await status(tid)).toMatchObject({ tid, state: 'SUCCESS' });
    clock.advanceSeconds(WINDOW_SECONDS);
    await reconcile();
    expect(psp()).toMatchObject({ paymentCalls: sent.paymentCalls + 1, paymentsCreated: sent.paymentsCreated + 1 });
    await expectCredited(before, tid, 5000, 1);
  });
});
