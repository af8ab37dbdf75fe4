// POST /ops/api/players/:id/deposit-block/lift: after a returned debit (SPEC §4) the player may not deposit; once
// the player has paid, a finance operator types the amount received, its day and bank reference, a second finance
// operator approves (four-eyes, issue 25 point 4), the typed amount is booked as received and the player can
// deposit again.
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { cardDetails, purchaseBody } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('lifting a deposit block (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);

  const lift = (userId: number | string, body: Record<string, unknown>, cookie = t.financeCookie) =>
    t.opsPost(cookie, `/ops/api/players/${userId}/deposit-block/lift`, {
      amountReceived: 0,
      receivedOn: '2026-01-05',
      bankReference: 'BANK-REF-1',
      ...body,
    });
  const approve = (id: string, cookie = t.checkerCookie) => t.opsPost(cookie, `/ops/api/approvals/${id}/approve`, {});

  /** A credited deposit whose debit the bank gave back after the player had played `played` of it. */
  async function returnedDeposit(played: number) {
    const deposit = await t.creditedCardDeposit(2000);
    if (played > 0) await t.playAway(deposit.player.userId, 'withdrawable', played);
    const payment = t.fake.payments.get(deposit.pspReference);
    if (payment === undefined) throw new Error('the fake PSP has no payment');
    const returned = t.fake.notification(payment, { status: 'RETURNED' });
    const answer = await t.postNotification(returned);
    expect(answer.statusCode).toBe(200);
    return deposit;
  }

  async function tryDeposit(userName: string) {
    const { authorization } = await depositAuthFor(t.app, userName);
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 2000), cardDetails());
    return t.pay(authorization, body);
  }

  it('shows what is owed, waits for a second operator, books the typed amount and lets the player deposit again', async () => {
    const deposit = await returnedDeposit(1500);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: -1500, bonus: 0 });
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/players/${deposit.player.userId}`,
      headers: { cookie: t.financeCookie },
    });
    // The returned debit was 20 EUR, the player still owes 15 (5 were left on the balance).
    expect(page.json().blocks.depositBlock).toEqual({ reason: 'debit_returned', amount: 2000, owed: 1500 });
    const blocked = await tryDeposit(deposit.player.userName);
    expect(blocked.statusCode).not.toBe(200);
    expect(blocked.body).toContain('subscription-deposits-blocked');

    const asked = await lift(deposit.player.userId, {
      reason: 'bank transfer of 15 EUR received',
      amountReceived: 1500,
      bankReference: 'SEPA-4711',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { approval } = asked.json();
    expect(approval).toMatchObject({
      kind: 'block_lift',
      state: 'PENDING',
      amount: 1500,
      currency: 'EUR',
      details: { receivedOn: '2026-01-05', bankReference: 'SEPA-4711', owed: 1500 },
      maker: { id: t.finance.id },
    });
    // Nothing changed yet; the maker cannot approve their own request.
    expect((await tryDeposit(deposit.player.userName)).statusCode).not.toBe(200);
    const own = await approve(approval.id, t.financeCookie);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'own_request' });
    expect((await lift(deposit.player.userId, { reason: 'asked twice' })).json()).toEqual({ code: 'approval_pending' });

    const approved = await approve(approval.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval).toMatchObject({ state: 'APPROVED', checker: { id: t.checker.id } });
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
    const audit = await t.auditOf('player', String(deposit.player.userId));
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([
      ['approval.request.block_lift', t.finance.id],
      ['player.unblock', t.checker.id],
      ['approval.approve.block_lift', t.checker.id],
    ]);
    expect(audit[1]).toMatchObject({
      reason: 'bank transfer of 15 EUR received',
      before: expect.objectContaining({ depositBlock: { reason: 'debit_returned', amount: 2000 } }),
      after: expect.objectContaining({
        depositBlock: null,
        paymentReceived: { amount: 1500, currency: 'EUR', receivedOn: '2026-01-05', bankReference: 'SEPA-4711' },
      }),
    });
    expect((await tryDeposit(deposit.player.userName)).statusCode).toBe(200);
    expect((await approve(approval.id)).json()).toEqual({ code: 'already_decided' });

    const again = await lift(deposit.player.userId, { reason: 'once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'not_blocked' });
  });

  it('books nothing when nothing was received, and refuses a receipt day in the future', async () => {
    const deposit = await returnedDeposit(0);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const future = await lift(deposit.player.userId, { reason: 'paid tomorrow', receivedOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty('receivedOn');
    const asked = await lift(deposit.player.userId, { reason: 'paid at the counter' });
    expect(asked.statusCode).toBe(202);
    const approved = await approve(asked.json().approval.id);
    expect(approved.statusCode).toBe(200);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
  });

  it('refuses support operators (403), unknown players (404) and bad reasons (400), changing nothing', async () => {
    const deposit = await returnedDeposit(0);
    const asSupport = await lift(deposit.player.userId, { reason: 'not my role' }, t.supportCookie);
    expect(asSupport.statusCode).toBe(403);
    expect((await lift(999_999_999, { reason: 'nobody' })).statusCode).toBe(404);
    expect((await lift('abc', { reason: 'nobody' })).statusCode).toBe(404);
    const invalid = await lift(deposit.player.userId, { reason: 'x', amountReceived: -1, bankReference: '' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['amountReceived', 'bankReference', 'reason']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/ops/api/players/${deposit.player.userId}/deposit-block/lift`,
      payload: { reason: 'no session' },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    const user = await t.db
      .selectFrom('users')
      .select(['deposit_block_reason', 'deposit_block_amount'])
      .where('id', '=', deposit.player.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ deposit_block_reason: 'debit_returned', deposit_block_amount: 2000 });
  });
});
