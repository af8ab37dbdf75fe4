// POST /ops/api/players/:id/deposit-block/lift: after a returned debit (SPEC §4) the player may not deposit; once
// the player has paid, a finance operator lifts the block, the debt the return left in the ledger is booked as
// received, and the player can deposit again.
import { describe, expect, it } from 'vitest';
import {
  auditOf,
  balances,
  creditedCardDeposit,
  ledgerBalanced,
  opsPost,
  playAway,
  setUpOpsActionTests,
} from '../../test/ops-action-helpers.ts';
import { cardDetails, pay, purchaseBody, shopPackage } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('lifting a deposit block (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);

  const lift = (userId: number | string, body: Record<string, unknown>, cookie = t.financeCookie) =>
    opsPost(t.app, cookie, `/ops/api/players/${userId}/deposit-block/lift`, body);

  /** A credited deposit whose debit the bank gave back after the player had played `played` of it. */
  async function returnedDeposit(played: number) {
    const deposit = await creditedCardDeposit(t.app, t.db, 2000);
    if (played > 0) await playAway(t.db, deposit.player.userId, 'withdrawable', played);
    const payment = t.fake.payments.get(deposit.pspReference);
    if (payment === undefined) throw new Error('the fake PSP has no payment');
    const returned = t.fake.notification(payment, { status: 'RETURNED' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/deposit/psp/notifications',
      headers: returned.headers,
      payload: returned.payload,
    });
    expect(answer.statusCode).toBe(200);
    return deposit;
  }

  async function tryDeposit(userName: string) {
    const { authorization } = await depositAuthFor(t.app, userName);
    const body = purchaseBody('checkout-cc', await shopPackage(t.app, authorization, 2000), cardDetails());
    return pay(t.app, authorization, body);
  }

  it('books the paid debt, lifts the block and lets the player deposit again', async () => {
    const deposit = await returnedDeposit(1500);
    expect(await balances(t.db, deposit.player.userId)).toEqual({ withdrawable: -1500, bonus: 0 });
    const blocked = await tryDeposit(deposit.player.userName);
    expect(blocked.statusCode).not.toBe(200);
    expect(blocked.body).toContain('subscription-deposits-blocked');

    const response = await lift(deposit.player.userId, { reason: 'bank transfer of 20 EUR received' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      blocks: { blocked: false, depositBlock: null, payoutBlocks: [], subscriptionSignupBlocked: false },
      paymentReceived: { amount: 1500, currency: 'EUR' },
    });
    expect(await balances(t.db, deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await ledgerBalanced(t.db)).toBe(true);
    const audit = await auditOf(t.db, 'player', String(deposit.player.userId));
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: t.finance.id,
        action: 'player.unblock',
        reason: 'bank transfer of 20 EUR received',
        before: expect.objectContaining({ depositBlock: { reason: 'debit_returned', amount: 2000 } }),
        after: expect.objectContaining({ depositBlock: null, paymentReceived: { amount: 1500, currency: 'EUR' } }),
      }),
    ]);
    expect((await tryDeposit(deposit.player.userName)).statusCode).toBe(200);

    const again = await lift(deposit.player.userId, { reason: 'once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'not_blocked' });
  });

  it('books nothing when the return left no debt in the ledger', async () => {
    const deposit = await returnedDeposit(0);
    expect(await balances(t.db, deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const response = await lift(deposit.player.userId, { reason: 'paid at the counter' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentReceived).toEqual({ amount: 0, currency: 'EUR' });
    expect(await balances(t.db, deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
  });

  it('refuses support operators (403), unknown players (404) and bad reasons (400), changing nothing', async () => {
    const deposit = await returnedDeposit(0);
    const asSupport = await lift(deposit.player.userId, { reason: 'not my role' }, t.supportCookie);
    expect(asSupport.statusCode).toBe(403);
    expect((await lift(999_999_999, { reason: 'nobody' })).statusCode).toBe(404);
    expect((await lift('abc', { reason: 'nobody' })).statusCode).toBe(404);
    const invalid = await lift(deposit.player.userId, { reason: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty('reason');
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
