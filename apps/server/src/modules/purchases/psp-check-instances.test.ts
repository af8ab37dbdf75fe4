// Issue 27 point 5: the "at most once every 3 s" limit on asking the PSP about a purchase holds across server
// instances. Two apps on one PostgreSQL database, each with its own pool and its own memory, as two processes behind
// a load balancer: polls alternating between them (and arriving at both at once) ask the PSP as often as one
// instance alone would, because a due check first stamps last_checked_at in the database (claimProviderCheck).
import { purchaseResultSchema } from '@shop/contracts/purchase';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentTestApp,
  payOk,
  purchaseBody,
  purchaseStatus,
  setUpPaymentTests,
  shopPackage,
} from '../../test/purchase-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.skipIf(!DATABASE_KINDS.includes('postgres'))('PSP status checks with two instances on PostgreSQL', () => {
  const clock = manualClock(new Date('2026-11-24T10:00:00Z'));
  // The first instance on the database's own pool, money-de logged in there.
  const t = setUpPaymentTests('postgres', { clock });
  let second: FastifyInstance;

  beforeAll(async () => {
    if (t.database.anotherPool === undefined) throw new Error('no second pool');
    second = await buildPaymentTestApp(t.database.anotherPool(), t.fake, { clock });
  });
  afterAll(async () => {
    await second?.close();
  });

  const stateVia = async (app: FastifyInstance, tid: string) =>
    purchaseResultSchema.parse((await purchaseStatus(app, t.auth, tid)).json()).state;

  it('asks the PSP once per interval however the polls alternate between the instances, and credits once', async () => {
    const first = t.app;
    const before = await t.balanceOf('money-de');
    const result = await payOk(first, t.auth, purchaseBody('paypal', await shopPackage(first, t.auth, 2000)));
    expect(result.state).toBe('PROCESSING');
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    const reads = t.fake.counts.statusReads;

    // The web polls every 2 s; each poll lands on either instance, here on both one after the other.
    // 12 s of polls: the pay call's answer stamped the purchase at 0 s, so checks are due at 4, 8 and 12 s.
    const states: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      clock.advanceSeconds(2);
      states.push(await stateVia(first, result.tid), await stateVia(second, result.tid));
    }
    expect(states).toEqual(Array(12).fill('PROCESSING'));
    expect(t.fake.counts.statusReads - reads).toBe(3);

    // Both instances at the same moment, past the interval: one of them asks.
    clock.advanceSeconds(4);
    const together = await Promise.all([
      stateVia(first, result.tid),
      stateVia(second, result.tid),
      stateVia(first, result.tid),
      stateVia(second, result.tid),
    ]);
    expect(together).toEqual(Array(4).fill('PROCESSING'));
    expect(t.fake.counts.statusReads - reads).toBe(4);

    // Paid at the PSP: the next due check, on whichever instance, credits it once; both then answer SUCCESS.
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');
    clock.advanceSeconds(4);
    const paid = await Promise.all([stateVia(second, result.tid), stateVia(first, result.tid)]);
    expect(paid).toContain('SUCCESS');
    expect(t.fake.counts.statusReads - reads).toBe(5);
    expect(await stateVia(first, result.tid)).toBe('SUCCESS');
    expect(await stateVia(second, result.tid)).toBe('SUCCESS');
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(2000);
  });
});
