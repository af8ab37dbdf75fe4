// Issue 22 point 6 and issue 27 point 4: bursts of one player's purchases never answer 5xx. Parallel requests of a
// player queue on the player's row (insertGuarded); a request that finds an identical purchase open is answered
// with it, as the player saw it then. Before, a request that found the identical purchase open under the lock but
// finished by the time it looked again counted that as a conflict, and after three such rounds answered 500
// "purchase insert kept conflicting" (issue 22: about 2.5 % of bursts; tried here on PostgreSQL: the first burst of
// 50 already had 42 such answers, and the 50 different purchases 9 to 19).
// Only PostgreSQL runs the requests truly in parallel; PGlite runs the same assertions one connection at a time.
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newDepositor } from '../../test/deposit-limit-helpers.ts';
import { purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { getPlayerBalance } from '../ledger/ledger.service.ts';

const PARALLEL = 50;

describe.each(DATABASE_KINDS)('bursts of one player’s purchases on %s', (kind) => {
  // PGlite has one connection: nothing overlaps there, so a few bursts show the bookkeeping, PostgreSQL the race.
  const bursts = kind === 'postgres' ? 5 : 1;

  const t = setUpPaymentApp(kind, {
    clock: manualClock(new Date('2026-11-24T10:00:00Z')),
    config: { enableTestApi: true },
  });

  const player = (monthlyLimit?: string) => newDepositor(t.app, monthlyLimit);

  async function purchasesOf(userId: number) {
    const { rows } = await sql<{ tid: string; state: string; price: number }>`
      select tid, state, price from purchases where user_id = ${userId}`.execute(t.db);
    return rows;
  }

  async function unbalancedTransactions() {
    const { rows } = await sql<{ transaction_id: string }>`
      select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.transaction_id, a.currency having sum(e.amount) <> 0`.execute(t.db);
    return rows.length;
  }

  it(`answers ${bursts} bursts of ${PARALLEL} identical confirmed purchases without a 5xx, each charged purchase credited once`, async () => {
    const { userId, auth } = await player();
    const body = { ...purchaseBody('gdDummyPay', await t.shopPackage(auth, 1000)), confirmRepeat: true };
    const paymentsBefore = t.fake.counts.paymentsCreated;
    const balanceBefore = await getPlayerBalance(t.db, userId, 'EUR');
    const answered = new Set<string>();
    for (let burst = 0; burst < bursts; burst += 1) {
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.pay(auth, body, crypto.randomUUID())));
      expect(
        answers.filter((answer) => answer.statusCode !== 200).map((answer) => `${answer.statusCode} ${answer.body}`),
      ).toEqual([]);
      for (const answer of answers) {
        const result = purchaseResultSchema.parse(answer.json());
        // An answer that waited for another request's PSP call longer than a PSP time-out says PROCESSING (and the
        // page polls): on a loaded machine that happens; what was stored is checked below.
        expect(['SUCCESS', 'PROCESSING']).toContain(result.state);
        answered.add(result.tid);
      }
    }
    // Every purchase stored was paid once at the PSP, answered to someone, and credited once.
    const stored = await purchasesOf(userId);
    expect(new Set(stored.map((purchase) => purchase.tid))).toEqual(answered);
    expect(stored.every((purchase) => purchase.state === 'SUCCESS')).toBe(true);
    expect(t.fake.counts.paymentsCreated - paymentsBefore).toBe(stored.length);
    const balance = await getPlayerBalance(t.db, userId, 'EUR');
    expect(balance.withdrawable - balanceBefore.withdrawable).toBe(stored.length * 1000);
    expect(await unbalancedTransactions()).toBe(0);
  });

  it(`keeps ${PARALLEL} parallel different purchases of one player to the monthly limit, without a 5xx`, async () => {
    const { userId, auth } = await player('500');
    const balanceBefore = await getPlayerBalance(t.db, userId, 'EUR');
    const prices = [1000, 2000, 5000, 10_000];
    const bodies = await Promise.all(
      prices.map(async (price) => ({
        ...purchaseBody('gdDummyPay', await t.shopPackage(auth, price)),
        confirmRepeat: true,
      })),
    );
    const requests = Array.from({ length: PARALLEL }, (_, index) => bodies[index % bodies.length]);
    const answers = await Promise.all(requests.map((body) => t.pay(auth, body, crypto.randomUUID())));
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    const refusedPrices = answers.flatMap((answer, index) =>
      answer.statusCode === 400 ? [requests[index]?.purchasable.price ?? 0] : [],
    );
    for (const answer of answers.filter((each) => each.statusCode === 400)) {
      expect(answer.body).toMatch(/^depositLimitReached_New\|\d+\|2026-12-01$/);
    }
    const stored = await purchasesOf(userId);
    const total = stored.reduce((sum, purchase) => sum + purchase.price, 0);
    // Within the limit, and every refusal was right: what was left of the limit when it came (never less than
    // what is left now) was too little for it.
    expect(total).toBeLessThanOrEqual(50_000);
    expect(refusedPrices.filter((price) => price <= 50_000 - total)).toEqual([]);
    expect(stored.length + refusedPrices.length).toBeLessThanOrEqual(PARALLEL);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(PARALLEL - refusedPrices.length);
    const balance = await getPlayerBalance(t.db, userId, 'EUR');
    expect(balance.withdrawable - balanceBefore.withdrawable).toBe(total);
    expect(await unbalancedTransactions()).toBe(0);
  });
});
