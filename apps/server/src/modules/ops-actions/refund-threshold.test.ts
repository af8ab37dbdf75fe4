// Issue 25 point 4: the refund approval threshold is per purchase currency (REFUND_APPROVAL_THRESHOLDS) over the one
// number REFUND_APPROVAL_THRESHOLD, which stays the default of every currency listed nowhere.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('refund approval threshold per currency (%s)', (kind) => {
  const t = setUpOpsActionTests(kind, {
    config: { refundApprovalThreshold: 1000, refundApprovalThresholds: { EUR: 4000, DKK: 75_000 } },
  });
  const refund = (tid: string, amount: number) =>
    t.opsPost(t.financeCookie, `/ops/api/purchases/${tid}/refunds`, {
      amount,
      reason: 'goodwill refund',
      idempotencyKey: `key-${randomUUID()}`,
    });

  it('refunds at once up to the purchase currency’s own threshold and asks for approval above it', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    // 3000 is above the default 1000 but within the 4000 of euros: carried out at once.
    const direct = await refund(deposit.tid, 3000);
    expect(direct.statusCode, direct.body).toBe(201);
    const other = await t.creditedCardDeposit(5000);
    const held = await refund(other.tid, 4500);
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().approval).toMatchObject({ kind: 'refund', state: 'PENDING', amount: 4500, currency: 'EUR' });
  });
});
