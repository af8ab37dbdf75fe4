// POST /ops/api/purchases/:tid/refunds: full and partial refunds through the PSP, the game credit and bonus taken
// back in the ledger (every transaction summing to zero), exactly once per idempotency key, refused without a
// PSP call when the credit was already played, PSP refusals and lost answers, roles.

import { randomUUID } from 'node:crypto';
import { playerPageSchema, purchasePageSchema } from '@shop/contracts/back-office-read';
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { cardDetails, purchaseBody } from '../../test/purchase-helpers.ts';
import { depositAuthFor, loginAs, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { sumTransaction } from '../ledger/ledger.repository.ts';

const newKey = () => `key-${randomUUID()}`;

describe.each(DATABASE_KINDS)('refunds (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);

  const refund = (tid: string, body: Record<string, unknown>, cookie = t.financeCookie) =>
    t.opsPost(cookie, `/ops/api/purchases/${tid}/refunds`, body);

  async function refundRow(id: string) {
    return t.db.selectFrom('purchase_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('refunds a whole deposit: the PSP gives the price back, the credit and bonus leave the ledger, in balance', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    expect(deposit.bonus).toBeGreaterThan(0);
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });

    const response = await refund(deposit.tid, {
      amount: 5000,
      reason: 'player asked by phone',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { refund: view } = response.json();
    expect(view).toMatchObject({
      amount: 5000,
      currency: 'EUR',
      depositAmount: deposit.deposit,
      bonusClawback: deposit.bonus,
      reason: 'player asked by phone',
      state: 'REFUNDED',
      pspReference: expect.stringMatching(/^rf_/),
      failureReason: null,
      operator: { id: t.finance.id, email: t.finance.email },
    });
    const atPsp = t.fake.refunds.find(view.id);
    expect(atPsp).toMatchObject({
      paymentPspReference: deposit.pspReference,
      amount: { value: 5000, currency: 'EUR' },
    });
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });

    const row = await refundRow(view.id);
    const sums = await sumTransaction(t.db, row.ledger_transaction_id ?? '');
    expect([...sums.values()]).toEqual([0]);
    expect(await t.ledgerBalanced()).toBe(true);

    const audit = await t.auditOf('purchase', deposit.tid);
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([
      ['purchase.refund', t.finance.id],
      ['purchase.refund.completed', t.finance.id],
    ]);
    expect(audit[0]?.reason).toBe('player asked by phone');
    expect(audit[0]?.after).toMatchObject({ refundedAmount: 5000, withdrawable: 0, bonus: 0 });

    const again = await refund(deposit.tid, { amount: 1, reason: 'one cent more', idempotencyKey: newKey() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'refund_exceeds_remaining' });
  });

  it('shows the refunds on the purchase page (with their ledger lines) and the refunded amount on the player page', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const created = await refund(deposit.tid, { amount: 2000, reason: 'shown on the pages', idempotencyKey: newKey() });
    const { refund: view } = created.json();
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.supportCookie } });
    const page = await read(`/ops/api/purchases/${deposit.tid}`);
    expect(page.statusCode).toBe(200);
    const body = purchasePageSchema.parse(page.json());
    expect(body.purchase.refundedAmount).toBe(2000);
    expect(body.refunds).toEqual([view]);
    const refundLines = body.ledger.filter((line) => line.reference === `purchase:${deposit.tid}:refund:${view.id}`);
    expect(refundLines.map((line) => [line.account, line.owner, line.amount]).sort()).toEqual(
      [
        ['withdrawable', 'player', -view.depositAmount],
        ['psp_clearing', 'platform', view.depositAmount],
        ['bonus', 'player', -view.bonusClawback],
        ['platform_funding', 'platform', view.bonusClawback],
      ].sort(),
    );
    expect(refundLines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    const player = playerPageSchema.parse((await read(`/ops/api/players/${deposit.player.userId}`)).json());
    expect(player.purchases.map((purchase) => [purchase.tid, purchase.refundedAmount])).toEqual([[deposit.tid, 2000]]);
  });

  it('refunds in parts: each takes its share of credit and bonus, together exactly the purchase', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const first = await refund(deposit.tid, { amount: 2000, reason: 'partial refund', idempotencyKey: newKey() });
    expect(first.statusCode).toBe(201);
    expect(first.json().refund).toMatchObject({
      depositAmount: Math.floor((deposit.deposit * 2000) / 5000),
      bonusClawback: Math.floor((deposit.bonus * 2000) / 5000),
    });
    const tooMuch = await refund(deposit.tid, { amount: 3001, reason: 'more than is left', idempotencyKey: newKey() });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('refund_exceeds_remaining');
    const rest = await refund(deposit.tid, { amount: 3000, reason: 'the rest', idempotencyKey: newKey() });
    expect(rest.statusCode).toBe(201);
    expect(first.json().refund.depositAmount + rest.json().refund.depositAmount).toBe(deposit.deposit);
    expect(first.json().refund.bonusClawback + rest.json().refund.bonusClawback).toBe(deposit.bonus);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(t.fake.refunds.counts.created).toBeGreaterThanOrEqual(2);
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('answers a double click (same key) with the first refund: one PSP refund, one ledger booking', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const createdBefore = t.fake.refunds.counts.created;
    const body = { amount: 5000, reason: 'double click', idempotencyKey: newKey() };
    const [one, two] = await Promise.all([refund(deposit.tid, body), refund(deposit.tid, body)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().refund.id).toBe(two.json().refund.id);
    expect(t.fake.refunds.counts.created - createdBefore).toBe(1);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const rows = await t.db.selectFrom('purchase_refunds').select('id').where('reason', '=', 'double click').execute();
    expect(rows.filter((row) => row.id === one.json().refund.id)).toHaveLength(1);
    const reused = await refund(deposit.tid, { ...body, amount: 100 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('refuses with balance_too_low when the credit was already played, sending nothing to the PSP', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    await t.playAway(deposit.player.userId, 'withdrawable', 1);
    const callsBefore = t.fake.refunds.counts.calls;
    const response = await refund(deposit.tid, { amount: 5000, reason: 'already played', idempotencyKey: newKey() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'balance_too_low' });
    expect(t.fake.refunds.counts.calls).toBe(callsBefore);
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit - 1,
      bonus: deposit.bonus,
    });
    expect(await t.auditOf('purchase', deposit.tid)).toEqual([]);
    // What is left still refunds, in proportion.
    const partial = await refund(deposit.tid, { amount: 4000, reason: 'what is left', idempotencyKey: newKey() });
    expect(partial.statusCode).toBe(201);
  });

  it('claws back only the bonus the player still has', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    await t.playAway(deposit.player.userId, 'bonus', deposit.bonus - 1);
    const response = await refund(deposit.tid, {
      amount: 5000,
      reason: 'bonus mostly played',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().refund).toMatchObject({ depositAmount: deposit.deposit, bonusClawback: 1 });
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
  });

  it('books a refund the PSP refuses back: the player keeps the credit and the amount may be refunded again', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    t.fake.refunds.outcome = 'REFUSED';
    try {
      const response = await refund(deposit.tid, { amount: 5000, reason: 'refused by psp', idempotencyKey: newKey() });
      expect(response.statusCode).toBe(201);
      expect(response.json().refund).toMatchObject({ state: 'FAILED', failureReason: 'REFUND_REJECTED' });
      const row = await refundRow(response.json().refund.id);
      expect([...(await sumTransaction(t.db, row.reversal_transaction_id ?? '')).values()]).toEqual([0]);
    } finally {
      t.fake.refunds.outcome = 'REFUNDED';
    }
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    const actions = (await t.auditOf('purchase', deposit.tid)).map((entry) => entry.action);
    expect(actions).toEqual(['purchase.refund', 'purchase.refund.failed']);
    const retry = await refund(deposit.tid, { amount: 5000, reason: 'second try', idempotencyKey: newKey() });
    expect(retry.json().refund.state).toBe('REFUNDED');
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('keeps a refund whose PSP answer was lost pending, and the same request settles it once', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    const body = { amount: 5000, reason: 'answer lost', idempotencyKey: newKey() };
    t.fake.refunds.failNext = 'after-create';
    const first = await refund(deposit.tid, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().refund.state).toBe('PENDING');
    // Held back meanwhile: the credit cannot be paid out or played twice.
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const createdBefore = t.fake.refunds.counts.created;
    const repeat = await refund(deposit.tid, body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().refund).toMatchObject({ id: first.json().refund.id, state: 'REFUNDED' });
    expect(t.fake.refunds.counts.created).toBe(createdBefore);
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
  });

  it('settles a pending refund from the PSP refund.updated notification, once', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    t.fake.refunds.failNext = 'after-create';
    const pending = (await refund(deposit.tid, { amount: 2500, reason: 'notified', idempotencyKey: newKey() })).json();
    expect(pending.refund.state).toBe('PENDING');
    const atPsp = t.fake.refunds.find(pending.refund.id);
    if (atPsp === undefined) throw new Error('the fake PSP has no refund');
    const notification = t.fake.refunds.notification(atPsp);
    const post = () => t.postNotification(notification);
    expect((await post()).statusCode).toBe(200);
    expect((await refundRow(pending.refund.id)).state).toBe('REFUNDED');
    expect((await post()).json()).toEqual({ received: true, duplicate: true });
    const actions = (await t.auditOf('purchase', deposit.tid)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual([
      ['purchase.refund', 'notified'],
      ['purchase.refund.completed', 'psp notification'],
    ]);
  });

  it('gives the credit back on a REFUSED notification only when the PSP confirms it', async () => {
    const deposit = await t.creditedCardDeposit(5000);
    t.fake.refunds.failNext = 'after-create';
    const pending = (
      await refund(deposit.tid, { amount: 5000, reason: 'forged report', idempotencyKey: newKey() })
    ).json();
    const atPsp = t.fake.refunds.find(pending.refund.id);
    if (atPsp === undefined) throw new Error('the fake PSP has no refund');
    // The PSP refunded it; a report saying REFUSED is not what the PSP says.
    const forged = t.fake.refunds.notification(atPsp, { status: 'REFUSED' });
    const answer = await t.postNotification(forged);
    expect(answer.statusCode).toBe(200);
    expect((await refundRow(pending.refund.id)).state).toBe('PENDING');
    expect(await t.balances(deposit.player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
  });

  it('refunds only credited purchases: 404 for an unknown tid, 409 for a failed payment', async () => {
    const player = await t.creditedCardDeposit(2000);
    const { authorization } = await depositAuthFor(t.app, player.player.userName);
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 5000), cardDetails('tok_refused'));
    const failed = (await t.pay(authorization, body)).json();
    expect(failed.state).toBe('FAILED');
    const refused = await refund(failed.tid, { amount: 100, reason: 'not paid', idempotencyKey: newKey() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('purchase_not_refundable');
    const unknown = await refund('no-such-tid', { amount: 100, reason: 'unknown', idempotencyKey: newKey() });
    expect(unknown.statusCode).toBe(404);
    const invalid = await refund(player.tid, { amount: 0, reason: 'x', idempotencyKey: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['amount', 'idempotencyKey', 'reason']);
  });

  it('lets only finance operators refund: 401 without a session or with a player cookie, 403 for support', async () => {
    const deposit = await t.creditedCardDeposit(2000);
    const body = { amount: 2000, reason: 'role check', idempotencyKey: newKey() };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/ops/api/purchases/${deposit.tid}/refunds`,
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const playerCookie = await loginAs(t.app, deposit.player.userName);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/ops/api/purchases/${deposit.tid}/refunds`,
      headers: { cookie: playerCookie, origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: body,
    });
    expect(asPlayer.statusCode).toBe(401);
    const asSupport = await refund(deposit.tid, body, t.supportCookie);
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json()).toEqual({ code: 'forbidden' });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/ops/api/purchases/${deposit.tid}/refunds`,
      headers: { cookie: t.financeCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.balances(deposit.player.userId)).toEqual({
      withdrawable: deposit.deposit,
      bonus: deposit.bonus,
    });
    expect(await t.db.selectFrom('purchase_refunds').select('id').where('reason', '=', 'role check').execute()).toEqual(
      [],
    );
  });
});
