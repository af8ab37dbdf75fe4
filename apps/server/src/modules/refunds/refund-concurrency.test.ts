// Exactly once under double clicks and concurrent operators. Only PostgreSQL can show it: PGlite is one connection,
// so its transactions never overlap and a missing lock would pass.
import { describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie } from '../../test/operator-helpers.ts';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
const PARALLEL = 8;

describe.skipIf(!onPostgres)('parallel refunds on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const t = setUpOpsActionTests('postgres');

  const refund = (cookie: string, tid: string, body: Record<string, unknown>) =>
    t.opsPost(cookie, `/ops/api/purchases/${tid}/refunds`, body);

  it(`turns ${PARALLEL} parallel clicks with one key into one refund at the PSP and in the ledger`, async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const createdBefore = t.fake.refunds.counts.created;
    const body = { amount: 5000, reason: 'many clicks', idempotencyKey: `clicks-${Date.now()}` };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => refund(t.financeCookie, deposit.tid, body)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().refund.id)).size).toBe(1);
    expect(t.fake.refunds.counts.created - createdBefore).toBe(1);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it(`lets only one of ${PARALLEL} operators refund the whole deposit at the same moment`, async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const cookies = [t.financeCookie];
    for (let index = 1; index < PARALLEL; index += 1) {
      cookies.push(await operatorCookie(t.app, await createTestOperator(t.db, { roles: ['finance'] })));
    }
    const createdBefore = t.fake.refunds.counts.created;
    const responses = await Promise.all(
      cookies.map((cookie, index) =>
        refund(cookie, deposit.tid, { amount: 5000, reason: 'race', idempotencyKey: `race-${Date.now()}-${index}` }),
      ),
    );
    const codes = responses.map((response) => (response.statusCode === 201 ? 'refunded' : response.json().code));
    expect(codes.filter((code) => code === 'refunded')).toHaveLength(1);
    expect(codes.filter((code) => code === 'refund_exceeds_remaining')).toHaveLength(PARALLEL - 1);
    expect(t.fake.refunds.counts.created - createdBefore).toBe(1);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });
});
