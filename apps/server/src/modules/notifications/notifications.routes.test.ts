import { describe, expect, it } from 'vitest';
import { FAKE_WEBHOOK_SECRET, type FakePayment } from '../../test/fake-psp.ts';
import { purchaseColumnsOf } from '../../test/purchase-columns.ts';
import { purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { notificationHeaders } from '../payments/notification-signature.ts';

describe.each(DATABASE_KINDS)('PSP notifications on %s', (kind) => {
  const t = setUpPaymentTests(kind);

  const send = (notification: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...notification });

  /** A paypal purchase left at the provider (PROCESSING) and its payment at the PSP. */
  async function openPurchase(authorization = t.auth, price = 5000, provider: 'paypal' | 'banktransfer' = 'paypal') {
    const result = await t.payOk(authorization, purchaseBody(provider, await t.shopPackage(authorization, price)));
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    return { result, payment };
  }

  /** What the PSP says once the player paid: a notification of success is confirmed against it. */
  const authoriseAtPsp = (payment: FakePayment) => t.fake.setStatus(payment.pspReference, 'AUTHORISED');

  const outcomeOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('processed_notifications')
        .select('outcome')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).outcome;

  const stateOf = async (tid: string) => (await purchaseColumnsOf(t.database.db, tid, ['state'])).state;

  it('rejects forged and unsigned notifications (401) and late ones (400), changing nothing', async () => {
    const { result, payment } = await openPurchase();
    const authorised = { ...payment, status: 'AUTHORISED' } as FakePayment;
    const forged = t.fake.notification(authorised, {}, { secret: 'whsec_forged' });
    expect((await send(forged)).statusCode).toBe(401);
    const unsigned = t.fake.notification(authorised);
    expect(
      (await send({ payload: unsigned.payload, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
    const tampered = t.fake.notification(authorised);
    const response = await send({ ...tampered, payload: tampered.payload.replace('5000', '50000') });
    expect(response.statusCode).toBe(401);
    const late = t.fake.notification(authorised, {}, { timestampSeconds: Math.floor(Date.now() / 1000) - 400 });
    expect((await send(late)).statusCode).toBe(400);
    const notJson = '{"id":';
    const garbled = {
      payload: notJson,
      headers: notificationHeaders(FAKE_WEBHOOK_SECRET, notJson, Math.floor(Date.now() / 1000)),
    };
    expect((await send(garbled)).statusCode).toBe(400);
    expect(await stateOf(result.tid)).toBe('PROCESSING');
  });

  it('credits deposit and bonus exactly once, however often and however many ids report it', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase();
    authoriseAtPsp(payment);
    const authorised = { ...payment, status: 'AUTHORISED' } as FakePayment;
    const notification = t.fake.notification(authorised, { id: `evt_${result.tid}` });
    const first = await send(notification);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    expect(await stateOf(result.tid)).toBe('SUCCESS');

    const replays = await Promise.all([send(notification), send(notification), send(notification)]);
    expect(replays.map((reply) => [reply.statusCode, reply.json()])).toEqual(
      Array(3).fill([200, { received: true, duplicate: true }]),
    );
    expect((await send(t.fake.notification(authorised))).statusCode).toBe(200); // another id, same news
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(5000);
    expect(after.bonus - before.bonus).toBe(500);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('credits once when the same news arrives at the same moment under different ids', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase(t.auth, 10_000);
    authoriseAtPsp(payment);
    const authorised = { ...payment, status: 'AUTHORISED' } as FakePayment;
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(t.fake.notification(authorised))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(10_000);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('acknowledges what it cannot act on: unknown reference, another amount, a state change not allowed', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase();
    authoriseAtPsp(payment);
    const unknown = t.fake.notification({ ...payment, status: 'CANCELLED' } as FakePayment, {
      reference: 'no-such-tid',
    });
    expect((await send(unknown)).statusCode).toBe(200);
    const outcome = await t.database.db
      .selectFrom('processed_notifications')
      .select('outcome')
      .where('reference', '=', 'no-such-tid')
      .executeTakeFirstOrThrow();
    expect(outcome.outcome).toBe('unknown_reference');

    const cheaper = t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment, {
      amount: { value: 1, currency: 'EUR' },
    });
    expect((await send(cheaper)).statusCode).toBe(200);
    expect(await stateOf(result.tid)).toBe('PROCESSING');

    expect((await send(t.fake.notification({ ...payment, status: 'CANCELLED' } as FakePayment))).statusCode).toBe(200);
    expect(await stateOf(result.tid)).toBe('CANCELLED');
    expect((await send(t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment))).statusCode).toBe(200);
    expect(await stateOf(result.tid)).toBe('CANCELLED');
    expect(await t.balanceOf('money-de')).toEqual(before);
  });

  it('refuses a payment in another currency than the purchase’s, even at the same value', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase(t.auth, 2000);
    authoriseAtPsp(payment);
    const dollars = t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment, {
      id: `evt_usd_${result.tid}`,
      amount: { value: 2000, currency: 'USD' },
    });
    expect((await send(dollars)).statusCode).toBe(200);
    expect(await outcomeOf(`evt_usd_${result.tid}`)).toBe('amount_mismatch');
    expect(await stateOf(result.tid)).toBe('PROCESSING');
    expect(await t.balanceOf('money-de')).toEqual(before);
  });

  it('credits nothing on a validly signed success the PSP does not confirm (a leaked secret alone mints no money)', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase();
    const readsBefore = t.fake.counts.statusReads;
    // The payment still waits for the player at the PSP; someone holding the secret reports it paid.
    const forged = t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment, {
      id: `evt_forged_${result.tid}`,
    });
    expect((await send(forged)).json()).toEqual({ received: true });
    expect(t.fake.counts.statusReads).toBe(readsBefore + 1);
    expect(await outcomeOf(`evt_forged_${result.tid}`)).toBe('unconfirmed');
    expect(await stateOf(result.tid)).toBe('PROCESSING');
    expect(await t.balanceOf('money-de')).toEqual(before);
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 0, balanced: true });

    // A report of another purchase's payment is not confirmation either.
    const other = await openPurchase(t.auth, 25_000);
    authoriseAtPsp(other.payment);
    const crossed = t.fake.notification({ ...other.payment, status: 'AUTHORISED' } as FakePayment, {
      id: `evt_crossed_${result.tid}`,
      reference: result.tid,
    });
    expect((await send(crossed)).statusCode).toBe(200);
    expect(await outcomeOf(`evt_crossed_${result.tid}`)).toBe('unconfirmed');
    expect(await stateOf(result.tid)).toBe('PROCESSING');

    // The PSP unreachable: not acknowledged, so the PSP sends it again later; nothing claimed, nothing credited.
    authoriseAtPsp(payment);
    t.fake.unavailable = true;
    const retried = t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment, {
      id: `evt_retry_${result.tid}`,
    });
    try {
      const answer = await send(retried);
      expect([answer.statusCode, answer.json()]).toEqual([503, { error: 'psp_unavailable' }]);
    } finally {
      t.fake.unavailable = false;
    }
    expect(await stateOf(result.tid)).toBe('PROCESSING');
    expect((await send(retried)).json()).toEqual({ received: true });
    expect(await stateOf(result.tid)).toBe('SUCCESS');
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(5000);
  });

  it('makes a practice player a money player with the first deposit and keeps the price as last used', async () => {
    const practice = (await depositAuthFor(t.app, 'practice-us')).authorization;
    const { result, payment } = await openPurchase(practice, 2000);
    const user = () =>
      t.database.db
        .selectFrom('users')
        .select(['actor_type', 'id'])
        .where('user_name', '=', 'practice-us')
        .executeTakeFirstOrThrow();
    expect((await user()).actor_type).toBe('b');
    authoriseAtPsp(payment);
    expect((await send(t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment))).statusCode).toBe(200);
    expect((await user()).actor_type).toBe('g');
    expect(await t.balanceOf('practice-us', 'USD')).toEqual({ withdrawable: 2000, bonus: 0, total: 2000 });
    const shop = await t.app.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization: practice },
    });
    expect(shop.json()).toMatchObject({ lastUsedAmount: 2000, userIdentityVerified: true });
    expect(await t.ledgerFacts(result.tid)).toEqual({ credits: 1, balanced: true });
  });

  it('credits a bank transfer only when its money is reported, and acknowledges news of unknown payouts', async () => {
    const before = await t.balanceOf('money-de');
    const { result, payment } = await openPurchase(t.auth, 2000, 'banktransfer');
    expect(result.state).toBe('SUCCESS');
    expect(await t.balanceOf('money-de')).toEqual(before);
    authoriseAtPsp(payment);
    expect((await send(t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment))).statusCode).toBe(200);
    const after = await t.balanceOf('money-de');
    expect(after.withdrawable - before.withdrawable).toBe(2000);

    const payout = JSON.stringify({
      id: 'evt_payout_1',
      type: 'payout.updated',
      pspReference: 'po_1',
      reference: 'payout-1',
      status: 'SETTLED',
      amount: { value: 1000, currency: 'EUR' },
    });
    const stored = await send({
      payload: payout,
      headers: notificationHeaders(FAKE_WEBHOOK_SECRET, payout, Math.floor(Date.now() / 1000)),
    });
    expect(stored.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('processed_notifications')
      .select(['outcome', 'status'])
      .where('id', '=', 'evt_payout_1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'unknown_reference', status: 'SETTLED' });
  });
});
