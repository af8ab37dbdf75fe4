// Four-eyes on money (issue 25 point 4) and refunds that recover (point 5): a refund above the threshold waits
// for a second finance operator and the maker cannot approve it; a manual adjustment is booked only when approved
// and shows in the player's statement with running balances; a refund whose PSP answer was lost is finished by
// the reconciler, once, however many rounds run at the same time.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const newKey = () => `key-${randomUUID()}`;

describe.each(DATABASE_KINDS)('four-eyes on money (%s)', (kind) => {
  const t = setUpOpsActionTests(kind, { config: { refundApprovalThreshold: 3000 } });

  const approve = (id: string, cookie = t.checkerCookie) => t.opsPost(cookie, `/ops/api/approvals/${id}/approve`, {});
  const runJobs = () =>
    t.app.inject({ method: 'POST', url: '/platform/test/jobs/run', headers: { origin: shopOriginOf(t.app) } });
  const statement = (userId: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/ops/api/players/${userId}/statement${query}`,
      headers: { cookie: t.supportCookie },
    });

  it('holds a refund above the threshold until a second operator approves it; the maker cannot', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const body = { amount: 4000, reason: 'chargeback threatened', idempotencyKey: newKey() };
    const asked = await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, body);
    expect(asked.statusCode, asked.body).toBe(202);
    const { approval } = asked.json();
    expect(approval).toMatchObject({ kind: 'refund', state: 'PENDING', amount: 4000, purchaseTid: deposit.tid });
    // A repeated click is the same request; nothing reached the PSP or the ledger.
    const repeated = await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, body);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().approval.id).toBe(approval.id);
    expect(t.fake.refunds.counts.calls).toBe(0);
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    // What is waiting counts: a second request beyond the rest of the price is refused.
    const beyond = await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, {
      ...body,
      amount: 1500,
      idempotencyKey: newKey(),
    });
    expect(beyond.json()).toEqual({ code: 'refund_exceeds_remaining' });

    const list = await t.app.inject({ method: 'GET', url: '/ops/api/approvals', headers: { cookie: t.checkerCookie } });
    expect(list.json().approvals.map((item: { id: string }) => item.id)).toContain(approval.id);
    expect((await approve(approval.id, t.financeCookie)).json()).toEqual({ code: 'own_request' });
    expect((await approve(approval.id, t.supportCookie)).statusCode).toBe(403);

    const approved = await approve(approval.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval).toMatchObject({
      state: 'APPROVED',
      maker: { id: t.finance.id },
      checker: { id: t.checker.id },
      result: { refundState: 'REFUNDED' },
    });
    expect(t.fake.refunds.counts.created).toBe(1);
    expect((await approve(approval.id)).json()).toEqual({ code: 'already_decided' });
    const audit = await t.auditOf('purchase', deposit.tid);
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([
      ['approval.request.refund', t.finance.id],
      ['approval.approve.refund', t.checker.id],
      ['purchase.refund', t.finance.id],
      ['purchase.refund.completed', t.finance.id],
    ]);
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('books a manual adjustment only when a second operator approves it, and the statement shows it', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    const userId = deposit.player.userId;
    const adjust = (payload: Record<string, unknown>) =>
      t.opsPost(t.financeCookie, `/ops/api/players/${userId}/adjustments`, payload);
    const credit = await adjust({
      direction: 'credit',
      account: 'withdrawable',
      amount: 750,
      reason: 'goodwill for the outage',
      reference: 'TICKET-42',
    });
    expect(credit.statusCode, credit.body).toBe(202);
    expect(await t.balances(userId)).toEqual({ withdrawable: deposit.deposit, bonus: deposit.bonus });
    const rejected = await adjust({
      direction: 'debit',
      account: 'bonus',
      amount: 10,
      reason: 'typo',
      reference: 'T-1',
    });
    const reject = await t.opsPost(t.checkerCookie, `/ops/api/approvals/${rejected.json().approval.id}/reject`, {
      reason: 'not agreed',
    });
    expect(reject.json().approval).toMatchObject({ state: 'REJECTED', decisionReason: 'not agreed' });
    const tooMuch = await adjust({
      direction: 'debit',
      account: 'bonus',
      amount: deposit.bonus + 1,
      reason: 'more than there is',
      reference: 'T-2',
    });
    expect((await approve(tooMuch.json().approval.id)).json()).toEqual({ code: 'balance_too_low' });

    expect((await approve(credit.json().approval.id)).json().approval).toMatchObject({
      state: 'APPROVED',
      result: { balanceBefore: deposit.deposit, balanceAfter: deposit.deposit + 750 },
    });
    expect(await t.balances(userId)).toEqual({ withdrawable: deposit.deposit + 750, bonus: deposit.bonus });
    expect(await t.ledgerBalanced()).toBe(true);

    const first = await statement(userId, '?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.total).toBe(deposit.bonus > 0 ? 3 : 2);
    expect(page.lines).toEqual([
      expect.objectContaining({
        account: 'withdrawable',
        amount: 750,
        balance: deposit.deposit + 750,
        reference: `adjustment:${credit.json().approval.id}`,
        description: expect.stringContaining('TICKET-42'),
      }),
    ]);
    const rest = (await statement(userId, `?before=${page.next}&limit=10`)).json();
    expect(rest.next).toBeNull();
    expect(rest.lines.map((line: { account: string; balance: number }) => [line.account, line.balance])).toEqual(
      expect.arrayContaining([['withdrawable', deposit.deposit]]),
    );
    expect((await statement(userId, '?limit=0')).statusCode).toBe(400);
    const invalid = await adjust({ direction: 'up', account: 'pending_payout', amount: 0, reason: 'x', reference: '' });
    expect(Object.keys(invalid.json().fields).sort()).toEqual([
      'account',
      'amount',
      'direction',
      'reason',
      'reference',
    ]);
  });

  it('finishes a refund whose PSP answer was lost from the reconciler, once', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    t.fake.refunds.failNext = 'after-create';
    const pending = await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, {
      amount: 2000,
      reason: 'answer lost',
      idempotencyKey: newKey(),
    });
    expect(pending.statusCode).toBe(201);
    const { refund } = pending.json();
    expect(refund).toMatchObject({ state: 'PENDING', attempts: 1, lastError: expect.any(String) });
    const createdBefore = t.fake.refunds.counts.created;

    // Two rounds at once (two instances): each refund is claimed by one of them.
    const rounds = await Promise.all([runJobs(), runJobs()]);
    expect(rounds.map((round) => round.statusCode)).toEqual([200, 200]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/purchases/${deposit.tid}`,
      headers: { cookie: t.financeCookie },
    });
    const [shown] = page.json().refunds;
    expect(shown).toMatchObject({ id: refund.id, state: 'REFUNDED', lastError: null });
    expect(shown.attempts).toBeGreaterThanOrEqual(2);
    expect(t.fake.refunds.counts.created).toBe(createdBefore);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const completed = (await t.auditOf('purchase', deposit.tid)).filter(
      (entry) => entry.action === 'purchase.refund.completed',
    );
    expect(completed).toHaveLength(1);
    expect((await runJobs()).json().refundsRetried).toBe(0);
    expect(await t.ledgerBalanced()).toBe(true);
  });
});
