// chargeback.updated notifications (issue 23 point 6, docs/chargebacks.md): a chargeback debits the player once,
// may leave the withdrawable balance below zero, blocks deposits and payouts, marks the purchase and mails the
// player; a reversal credits back; a second chargeback takes it for good; repeated, reordered and crashed
// notifications end in the same balance; the ledger sums to zero.
import { disputeListSchema } from '@shop/contracts/disputes';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FAKE_WEBHOOK_SECRET } from '../../test/fake-psp.ts';
import { type CreditedDeposit, setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { payoutInfo } from '../../test/payout-helpers.ts';
import { cardDetails, purchaseBody } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { notificationHeaders } from '../payments/notification-signature.ts';

let nextId = 1;

describe.each(DATABASE_KINDS)('chargebacks (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);

  function chargebackNotification(
    deposit: CreditedDeposit,
    stage: string,
    options: { id?: string; amount?: number; disputeId?: string; defendable?: boolean } = {},
  ) {
    const body = JSON.stringify({
      id: options.id ?? `evt_cb_${Date.now()}_${nextId++}`,
      type: 'chargeback.updated',
      pspReference: deposit.pspReference,
      reference: deposit.tid,
      status: stage,
      refusalCode: null,
      amount: { value: options.amount ?? deposit.price, currency: 'EUR' },
      dispute: {
        id: options.disputeId ?? `dp_${deposit.pspReference}`,
        reasonCode: '10.4',
        defendable: options.defendable ?? true,
      },
      createdAt: new Date().toISOString(),
    });
    return {
      payload: body,
      headers: {
        ...notificationHeaders(FAKE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
        'content-type': 'application/json',
      },
    };
  }

  const send = (notification: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...notification });

  async function sendOk(
    deposit: CreditedDeposit,
    stage: string,
    options: Parameters<typeof chargebackNotification>[2] = {},
  ) {
    const answer = await send(chargebackNotification(deposit, stage, options));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  const disputeOf = (deposit: CreditedDeposit) =>
    t.db.selectFrom('disputes').selectAll().where('psp_reference', '=', deposit.pspReference).executeTakeFirst();

  async function historyOf(deposit: CreditedDeposit) {
    const dispute = await disputeOf(deposit);
    if (dispute === undefined) return [];
    const rows = await t.db
      .selectFrom('dispute_events')
      .select(['kind', 'outcome', 'deposit_change', 'bonus_change'])
      .where('dispute_id', '=', dispute.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => [row.kind, row.outcome, row.deposit_change, row.bonus_change]);
  }

  async function userBlock(userId: number) {
    return t.db
      .selectFrom('users')
      .select(['deposit_block_reason', 'deposit_block_amount'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async function tryDeposit(userName: string) {
    const { authorization } = await depositAuthFor(t.app, userName);
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 2000), cardDetails());
    return t.pay(authorization, body);
  }

  const mailsOf = (userId: number) =>
    t.db.selectFrom('mail_outbox').select(['kind']).where('user_id', '=', userId).orderBy('id').execute();

  it('debits deposit and bonus on CHARGEBACK (not on its notice), blocks deposits and payouts, mails the player', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const { userId, userName } = deposit.player;
    await sendOk(deposit, 'NOTIFICATION_OF_CHARGEBACK');
    expect(await t.balances(userId)).toEqual({ withdrawable: deposit.deposit, bonus: deposit.bonus });
    expect((await userBlock(userId)).deposit_block_reason).toBeNull();

    await sendOk(deposit, 'CHARGEBACK');
    expect(await t.balances(userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await historyOf(deposit)).toEqual([
      ['NOTIFICATION_OF_CHARGEBACK', 'applied', 0, 0],
      ['CHARGEBACK', 'applied', -deposit.deposit, -deposit.bonus],
    ]);
    const purchase = await t.db
      .selectFrom('purchases')
      .select(['state', 'psp_status'])
      .where('tid', '=', deposit.tid)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ state: 'SUCCESS', psp_status: 'CHARGEBACK' });
    expect(await userBlock(userId)).toEqual({ deposit_block_reason: 'chargeback', deposit_block_amount: 5000 });
    const refused = await tryDeposit(userName);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.body).toContain('chargeback-deposits-blocked');
    const payout = await payoutInfo(t.app, deposit.player.cookie);
    expect([payout.payoutAllowed, payout.payoutNotAllowedReason]).toEqual([false, 'chargebackOpen']);
    expect((await mailsOf(userId)).map((mail) => mail.kind)).toEqual(['chargeback_debited']);
    expect(await t.ledgerBalanced()).toBe(true);
    // The purchase page lists the chargeback's ledger lines with the deposit's; a disputed deposit is not refunded.
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/purchases/${deposit.tid}`,
      headers: { cookie: t.financeCookie },
    });
    const lines = page.json().ledger as { account: string; amount: number }[];
    expect(lines.filter((line) => line.account === 'chargebacks').map((line) => line.amount)).toEqual([
      deposit.deposit,
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    const refund = await t.opsPost(t.financeCookie, `/ops/api/purchases/${deposit.tid}/refunds`, {
      amount: 5000,
      reason: 'asked after the chargeback',
      idempotencyKey: `key-${deposit.tid}`,
    });
    expect([refund.statusCode, refund.json().code]).toEqual([409, 'purchase_not_refundable']);
  });

  it('lets the withdrawable balance go below zero for credit already played, and takes only the bonus left', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const { userId } = deposit.player;
    await t.playAway(userId, 'withdrawable', 3000);
    await t.playAway(userId, 'bonus', deposit.bonus - 100);
    await sendOk(deposit, 'CHARGEBACK');
    expect(await t.balances(userId)).toEqual({ withdrawable: deposit.deposit - 3000 - deposit.deposit, bonus: 0 });
    expect(await historyOf(deposit)).toEqual([['CHARGEBACK', 'applied', -deposit.deposit, -100]]);

    // The operators settle (four-eyes, issue 25 point 4): one types the 30 EUR received, a second approves; the debt
    // is booked as received, the block lifted, the dispute settled.
    const lift = await t.opsPost(t.financeCookie, `/ops/api/players/${userId}/deposit-block/lift`, {
      reason: 'player paid 30 EUR by bank transfer',
      amountReceived: 3000,
      receivedOn: '2026-01-05',
      bankReference: 'SEPA-CB-1',
    });
    expect(lift.statusCode, lift.body).toBe(202);
    expect((await disputeOf(deposit))?.settled_at).toBeNull();
    const approved = await t.opsPost(t.checkerCookie, `/ops/api/approvals/${lift.json().approval.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.balances(userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect((await disputeOf(deposit))?.settled_at).not.toBeNull();
    expect((await payoutInfo(t.app, deposit.player.cookie)).payoutNotAllowedReason).not.toBe('chargebackOpen');
    expect((await tryDeposit(deposit.player.userName)).statusCode).toBe(200);
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('ends in the same balance however the stages arrive: reordered, repeated, reversed twice, then for good', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const { userId } = deposit.player;
    const full = { withdrawable: deposit.deposit, bonus: deposit.bonus };
    const chargeback = chargebackNotification(deposit, 'CHARGEBACK');
    expect((await send(chargeback)).json()).toEqual({ received: true });
    expect((await send(chargeback)).json()).toEqual({ received: true, duplicate: true });
    await sendOk(deposit, 'CHARGEBACK'); // the same news under another id
    await sendOk(deposit, 'NOTIFICATION_OF_CHARGEBACK'); // the notice arrives after the chargeback
    expect(await t.balances(userId)).toEqual({ withdrawable: 0, bonus: 0 });

    await sendOk(deposit, 'CHARGEBACK_REVERSED');
    await sendOk(deposit, 'CHARGEBACK_REVERSED');
    expect(await t.balances(userId)).toEqual(full);
    expect(await userBlock(userId)).toEqual({ deposit_block_reason: null, deposit_block_amount: null });
    await sendOk(deposit, 'CHARGEBACK'); // a late retry of the first chargeback changes nothing
    expect(await t.balances(userId)).toEqual(full);

    await sendOk(deposit, 'SECOND_CHARGEBACK');
    await sendOk(deposit, 'CHARGEBACK_REVERSED'); // too late: the second chargeback is final
    expect(await t.balances(userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect((await userBlock(userId)).deposit_block_reason).toBe('chargeback');
    expect(await historyOf(deposit)).toEqual([
      ['CHARGEBACK', 'applied', -deposit.deposit, -deposit.bonus],
      ['CHARGEBACK', 'stale', 0, 0],
      ['NOTIFICATION_OF_CHARGEBACK', 'stale', 0, 0],
      ['CHARGEBACK_REVERSED', 'applied', deposit.deposit, deposit.bonus],
      ['CHARGEBACK_REVERSED', 'stale', 0, 0],
      ['CHARGEBACK', 'stale', 0, 0],
      ['SECOND_CHARGEBACK', 'applied', -deposit.deposit, -deposit.bonus],
      ['CHARGEBACK_REVERSED', 'stale', 0, 0],
    ]);
    expect((await mailsOf(userId)).map((mail) => mail.kind)).toEqual([
      'chargeback_debited',
      'chargeback_reversed',
      'chargeback_debited',
    ]);
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('debits nothing when the reversal arrives before the chargeback it reverses', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    await sendOk(deposit, 'CHARGEBACK_REVERSED');
    await sendOk(deposit, 'CHARGEBACK');
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    expect((await userBlock(deposit.player.userId)).deposit_block_reason).toBeNull();
  });

  it('debits the disputed share of a partial chargeback', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    await sendOk(deposit, 'CHARGEBACK', { amount: 2500 });
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit - Math.floor(deposit.deposit / 2),
      bonus: deposit.bonus - Math.floor(deposit.bonus / 2),
    });
  });

  it('acknowledges what it cannot book, changing nothing: unknown payment, more than the price, unknown stage', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    const before = await t.balances(deposit.player.userId);
    await sendOk({ ...deposit, tid: 'no-such-tid', pspReference: 'no-such-payment' }, 'CHARGEBACK');
    await sendOk(deposit, 'CHARGEBACK', { amount: 2001 });
    await sendOk(deposit, 'PRE_ARBITRATION');
    expect(await t.balances(deposit.player.userId)).toEqual(before);
    expect(await disputeOf(deposit)).toBeUndefined();
  });

  it('books a chargeback whose first delivery crashed before the commit exactly once on the retry', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    // The process dies after the notification was received and claimed, while booking: nothing is committed.
    await sql`create or replace function fail_dispute_event() returns trigger language plpgsql as $$
      begin raise exception 'crash while booking'; end $$`.execute(t.db);
    await sql`create trigger crash_dispute_event before insert on dispute_events
      for each row execute function fail_dispute_event()`.execute(t.db);
    const notification = chargebackNotification(deposit, 'CHARGEBACK', { id: `evt_crash_${deposit.tid}` });
    try {
      expect((await send(notification)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`drop trigger crash_dispute_event on dispute_events`.execute(t.db);
    }
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    expect(await disputeOf(deposit)).toBeUndefined();
    expect((await send(notification)).json()).toEqual({ received: true });
    expect((await send(notification)).json()).toEqual({ received: true, duplicate: true });
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('shows chargebacks to every operator with their history; finance decides, audited, passed on to the PSP', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    await sendOk(deposit, 'NOTIFICATION_OF_CHARGEBACK');
    await sendOk(deposit, 'CHARGEBACK');
    const list = await t.app.inject({
      method: 'GET',
      url: `/ops/api/disputes?player=${deposit.player.userId}`,
      headers: { cookie: t.supportCookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [view] = disputeListSchema.parse(list.json()).disputes;
    expect(view).toMatchObject({
      tid: deposit.tid,
      stage: 'CHARGEBACK',
      amount: 5000,
      depositDebited: deposit.deposit,
      bonusDebited: deposit.bonus,
      defendable: true,
      decidable: true,
      decision: null,
    });
    expect(view?.history.map((event) => event.kind)).toEqual(['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK']);
    const byTid = await t.app.inject({
      method: 'GET',
      url: `/ops/api/disputes?tid=${deposit.tid}`,
      headers: { cookie: t.supportCookie },
    });
    expect(byTid.json().disputes).toHaveLength(1);
    const id = view?.id ?? '';
    const decide = (body: Record<string, unknown>, cookie = t.financeCookie) =>
      t.opsPost(cookie, `/ops/api/disputes/${id}/decision`, body);

    expect((await decide({ decision: 'defend', note: 'goods delivered' }, t.supportCookie)).statusCode).toBe(403);
    expect((await decide({ decision: 'refuse', note: 'x' })).statusCode).toBe(400);
    const defended = await decide({ decision: 'defend', note: 'credit was played, logs attached' });
    expect(defended.statusCode, defended.body).toBe(200);
    expect(defended.json().dispute).toMatchObject({ decision: 'defended', decidable: false });
    expect(t.fake.disputeResponses.at(-1)).toEqual({
      disputeId: `dp_${deposit.pspReference}`,
      decision: 'defend',
      note: 'credit was played, logs attached',
    });
    expect((await decide({ decision: 'accept', note: 'changed my mind' })).json()).toEqual({ code: 'dispute_closed' });
    const audit = await t.db
      .selectFrom('operator_audit_log')
      .select(['action', 'operator_id'])
      .where('subject_id', '=', deposit.tid)
      .execute();
    expect(audit).toEqual([{ action: 'dispute.defend', operator_id: t.finance.id }]);

    const other = await t.creditedCardDeposit(2000);
    await sendOk(other, 'CHARGEBACK', { defendable: false });
    const [undefendable] = (
      await t.app.inject({
        method: 'GET',
        url: `/ops/api/disputes?tid=${other.tid}`,
        headers: { cookie: t.supportCookie },
      })
    ).json().disputes;
    const refused = await t.opsPost(t.financeCookie, `/ops/api/disputes/${undefendable.id}/decision`, {
      decision: 'defend',
      note: 'try anyway',
    });
    expect([refused.statusCode, refused.json()]).toEqual([409, { code: 'not_defendable' }]);
    const accepted = await t.opsPost(t.financeCookie, `/ops/api/disputes/${undefendable.id}/decision`, {
      decision: 'accept',
      note: 'player confirmed the chargeback',
    });
    expect(accepted.json().dispute.history.at(-1)).toMatchObject({ kind: 'ACCEPTED', operator: t.finance.email });
  });

  it.runIf(kind === 'postgres')('books parallel deliveries of one dispute once, in any interleaving', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const stages = ['CHARGEBACK', 'CHARGEBACK', 'NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK'];
    const answers = await Promise.all(stages.map((stage) => send(chargebackNotification(deposit, stage))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(stages.map(() => 200));
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const reversals = await Promise.all(
      [1, 2, 3, 4].map(() => send(chargebackNotification(deposit, 'CHARGEBACK_REVERSED'))),
    );
    expect(reversals.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    expect(await t.ledgerBalanced()).toBe(true);
  });
});
