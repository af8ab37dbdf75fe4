// The two open defects of issue 12, closed: (1) a postal or e-mail cancellation recorded late ends a package
// (SPEC §4, counted at receipt) before bookings already charged: those are refunded in full through the PSP,
// exactly once (recording again, a PSP time-out, a restart), with balanced ledger entries and audit entries;
// (2) a full refund of the sign-up payment ends the package that day (a partial one does not).
import { bookingDate } from '@shop/domain/subscription';
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { buildPaymentTestApp } from '../../test/purchase-helpers.ts';
import { callSignup, confirmByMail, elvDetails, signUpFor, subscriptionOf } from '../../test/subscription-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { sumTransaction } from '../ledger/ledger.repository.ts';
import { creditDeposit } from '../ledger/ledger.service.ts';

/** "Today" of these tests: 2026-08-05. */
const NOW = new Date('2026-08-05T09:30:00.000Z');
/** The package of newActivePackage: 20.00 with a 2.00 bonus. */
const PRICE = 2000;
const BONUS = 200;

describe.each(DATABASE_KINDS)('bookings after a package ended (%s)', (kind) => {
  const clock = manualClock(NOW);
  const t = setUpOpsActionTests(kind, { clock });

  const cancel = (userId: number, receivedOn: string) =>
    t.opsPost(t.supportCookie, `/ops/api/players/${userId}/subscription/cancellation`, {
      channel: 'post',
      receivedOn,
    });

  const runJobs = async (app = t.app) => {
    const response = await app.inject({ method: 'POST', url: '/platform/test/jobs/run' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** The fake PSP knows the booking `reference`'s SEPA charge of PRICE as authorised. */
  const chargedAtPsp = (pspReference: string, reference: string) =>
    t.fake.payments.set(pspReference, {
      pspReference,
      reference,
      method: 'sepa',
      amount: { value: PRICE, currency: 'EUR' },
      status: 'AUTHORISED',
      refusalCode: null,
      action: null,
      bankTransfer: null,
      card: null,
      request: {},
    });

  /**
   * A player with an ACTIVE package started on `startDate` whose first `charged` bookings were charged at the
   * PSP (the fake knows each payment) and credited in the ledger, as the billing does.
   */
  async function chargedPackage(startDate: string, charged: number) {
    const player = await t.newActivePackage(startDate, charged);
    const { subscriptionId } = player;
    const schedule = { startDate, anchorDay: Number(startDate.slice(8, 10)) };
    for (let sequence = 1; sequence <= charged; sequence += 1) {
      const due = bookingDate(schedule, sequence);
      const reference = `booking:${subscriptionId}:${sequence}`;
      const pspReference = `psp_bk_${subscriptionId}_${sequence}`;
      chargedAtPsp(pspReference, reference);
      await t.db.transaction().execute(async (trx) => {
        const transactionId = await creditDeposit(trx, {
          at: new Date(),
          userId: player.userId,
          currency: 'EUR',
          deposit: PRICE,
          bonus: BONUS,
          reference,
          description: `saver package booking ${reference}`,
        });
        await trx
          .insertInto('subscription_bookings')
          .values({
            subscription_id: subscriptionId,
            user_id: player.userId,
            sequence,
            due_date: due,
            state: 'SUCCESS',
            reference,
            attempts: 1,
            psp_reference: pspReference,
            psp_status: 'AUTHORISED',
            price: PRICE,
            currency: 'EUR',
            gd_currency: 'EUR',
            deposit_amount: PRICE,
            bonus_amount: BONUS,
            credited_at: new Date(`${due}T06:00:00.000Z`),
            ledger_transaction_id: transactionId,
            created_at: new Date(`${due}T06:00:00.000Z`),
            updated_at: new Date(`${due}T06:00:00.000Z`),
          })
          .execute();
      });
    }
    return player;
  }

  async function refundsOf(subscriptionId: string) {
    return t.db
      .selectFrom('subscription_booking_refunds as r')
      .innerJoin('subscription_bookings as b', 'b.id', 'r.booking_id')
      .select([
        'b.sequence',
        'b.due_date',
        'b.psp_reference as payment',
        'r.id',
        'r.state',
        'r.amount',
        'r.deposit_amount',
        'r.deposit_written_off',
        'r.bonus_clawback',
        'r.ledger_transaction_id',
      ])
      .where('r.subscription_id', '=', subscriptionId)
      .orderBy('b.sequence')
      .execute();
  }

  const pspRefundsOf = (payment: string | null) =>
    [...t.fake.refunds.all.values()].filter((refund) => refund.paymentPspReference === payment);

  it('refunds each booking charged for a month after the SPEC §4 end date, once, in balance', async () => {
    // Bookings 03-31, 04-30, 05-31, 06-30, 07-31 charged; the minimum term ends 06-30 (calendar-month rule: June
    // has no 31st). A letter received on 06-29 (recorded on 08-05) ends the package on 06-30: the booking of
    // 06-30 (for the month from 07-01) and that of 07-31 were not owed.
    const player = await chargedPackage('2026-03-31', 5);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 5 * PRICE, bonus: 5 * BONUS });

    const response = await cancel(player.userId, '2026-06-29');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({
      state: 'CANCELED',
      minimumTermEndsOn: '2026-06-30',
      endsOn: '2026-06-30',
      nextBookingOn: null,
    });

    const refunds = await refundsOf(player.subscriptionId);
    expect(refunds.map((row) => [row.sequence, row.due_date, row.state, row.amount])).toEqual([
      [4, '2026-06-30', 'REFUNDED', PRICE],
      [5, '2026-07-31', 'REFUNDED', PRICE],
    ]);
    for (const row of refunds) {
      expect(row).toMatchObject({ deposit_amount: PRICE, deposit_written_off: 0, bonus_clawback: BONUS });
      // The PSP refunded that booking's own payment, the whole price, once.
      expect(pspRefundsOf(row.payment).map((refund) => [refund.amount.value, refund.reference])).toEqual([
        [PRICE, row.id],
      ]);
      expect([...(await sumTransaction(t.db, row.ledger_transaction_id ?? '')).values()]).toEqual([0]);
    }
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 3 * PRICE, bonus: 3 * BONUS });
    expect(await t.ledgerBalanced()).toBe(true);

    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([
      ['subscription.cancel', t.support.id],
      ['subscription.booking_refund', t.support.id],
      ['subscription.booking_refund', t.support.id],
      ['subscription.booking_refund.completed', t.support.id],
      ['subscription.booking_refund.completed', t.support.id],
    ]);

    // The daily report counts them as refunds of the day they were booked (the whole deposit given back).
    const report = await t.app.inject({
      method: 'GET',
      url: '/ops/api/reports/daily?from=2026-08-05&to=2026-08-05&currency=EUR',
      headers: { cookie: t.supportCookie },
    });
    expect(report.json().totals).toEqual([
      expect.objectContaining({ refunds: { count: 2, amount: 2 * PRICE, bonusClawback: 2 * BONUS } }),
    ]);

    // Recorded a second time, and the job round: nothing more goes to the PSP or the ledger.
    const created = t.fake.refunds.counts.created;
    const again = await cancel(player.userId, '2026-06-29');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_cancelled');
    expect((await runJobs()).bookingRefunds).toBe(0);
    expect(t.fake.refunds.counts.created).toBe(created);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 3 * PRICE, bonus: 3 * BONUS });
    expect((await refundsOf(player.subscriptionId)).length).toBe(2);

    // The console's player page shows the refunds with the package.
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/players/${player.userId}`,
      headers: { cookie: t.supportCookie },
    });
    expect(page.json().subscription).toMatchObject({
      endsOn: '2026-06-30',
      endReason: 'cancellation',
      bookingRefunds: [
        expect.objectContaining({ sequence: 5, dueDate: '2026-07-31', state: 'REFUNDED', amount: PRICE }),
        expect.objectContaining({ sequence: 4, dueDate: '2026-06-30', state: 'REFUNDED', amount: PRICE }),
      ],
    });
  });

  it('keeps the booking whose month began on or before the end date and refunds none when none is after it', async () => {
    // Bookings 04-10, 05-10, 06-10, 07-10 charged; the minimum term ends 07-09. A letter of 07-09 ends the package
    // that day: only the booking of 07-10 is after the end. A letter of 07-10 falls in the 4th month, which that
    // booking paid for: the package runs to 08-09 and nothing is refunded.
    const ended = await chargedPackage('2026-04-10', 4);
    expect((await cancel(ended.userId, '2026-07-09')).json().subscription.endsOn).toBe('2026-07-09');
    expect((await refundsOf(ended.subscriptionId)).map((row) => row.sequence)).toEqual([4]);

    const kept = await chargedPackage('2026-04-10', 4);
    expect((await cancel(kept.userId, '2026-07-10')).json().subscription.endsOn).toBe('2026-08-09');
    expect(await refundsOf(kept.subscriptionId)).toEqual([]);
    expect(await t.balances(kept.userId)).toEqual({ withdrawable: 4 * PRICE, bonus: 4 * BONUS });
  });

  it('refunds the whole price even when the credit was played: the platform bears what is gone', async () => {
    const player = await chargedPackage('2026-03-31', 5);
    // Of 10000 credit and 1000 bonus the player played 9000 and 900: 1000 and 100 are left.
    await t.playAway(player.userId, 'withdrawable', 9000);
    await t.playAway(player.userId, 'bonus', 900);
    expect((await cancel(player.userId, '2026-06-29')).statusCode).toBe(200);
    const refunds = await refundsOf(player.subscriptionId);
    expect(
      refunds.map((row) => [row.state, row.amount, row.deposit_amount, row.deposit_written_off, row.bonus_clawback]),
    ).toEqual([
      ['REFUNDED', PRICE, 1000, 1000, 100],
      ['REFUNDED', PRICE, 0, PRICE, 0],
    ]);
    for (const row of refunds) expect(pspRefundsOf(row.payment).map((refund) => refund.amount.value)).toEqual([PRICE]);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('sends a refund whose PSP answer was lost again after a restart, with the same key: refunded once', async () => {
    const player = await chargedPackage('2026-03-31', 4);
    t.fake.refunds.failNext = 'after-create';
    const response = await cancel(player.userId, '2026-06-29');
    expect(response.statusCode).toBe(200);
    const [pending] = await refundsOf(player.subscriptionId);
    expect(pending).toMatchObject({ sequence: 4, state: 'PENDING' });
    // Held back meanwhile: the credit cannot be paid out or played while the PSP decides.
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 3 * PRICE, bonus: 3 * BONUS });
    expect(pspRefundsOf(pending?.payment ?? null)).toHaveLength(1);

    // A restart: another server on the same database runs its job round.
    const restarted = await buildPaymentTestApp(t.db, t.fake, { config: { enableTestApi: true }, clock });
    try {
      expect((await runJobs(restarted)).bookingRefunds).toBe(1);
      expect((await runJobs(restarted)).bookingRefunds).toBe(0);
    } finally {
      await restarted.close();
    }
    const [settled] = await refundsOf(player.subscriptionId);
    expect(settled?.state).toBe('REFUNDED');
    expect(pspRefundsOf(pending?.payment ?? null)).toHaveLength(1);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 3 * PRICE, bonus: 3 * BONUS });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('refunds a booking whose charge was on its way when the package ended, once it is credited', async () => {
    const player = await chargedPackage('2026-03-31', 4);
    // The 5th booking (07-31) was sent to the PSP; its answer had not come when the letter was recorded.
    const reference = `booking:${player.subscriptionId}:5`;
    const pspReference = `psp_bk_${player.subscriptionId}_5`;
    chargedAtPsp(pspReference, reference);
    await t.db
      .insertInto('subscription_bookings')
      .values({
        created_at: new Date(),
        updated_at: new Date(),
        subscription_id: player.subscriptionId,
        user_id: player.userId,
        sequence: 5,
        due_date: '2026-07-31',
        state: 'PENDING',
        reference,
        attempts: 1,
        psp_reference: pspReference,
        next_attempt_at: new Date('2026-08-05T10:30:00.000Z'),
        price: PRICE,
        currency: 'EUR',
        gd_currency: 'EUR',
        deposit_amount: PRICE,
        bonus_amount: BONUS,
      })
      .execute();
    await t.db
      .updateTable('subscriptions')
      .set({ bookings_count: 5 })
      .where('id', '=', player.subscriptionId)
      .execute();

    expect((await cancel(player.userId, '2026-06-29')).statusCode).toBe(200);
    expect((await refundsOf(player.subscriptionId)).map((row) => row.sequence)).toEqual([4]);

    // The PSP's notification credits it (the charge stands), then the job round refunds it.
    const payment = t.fake.payments.get(pspReference);
    if (payment === undefined) throw new Error('no fake payment');
    const notification = t.fake.notification(payment, {}, { timestampSeconds: NOW.getTime() / 1000 });
    const posted = await t.postNotification(notification);
    expect(posted.statusCode).toBeLessThan(300);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 4 * PRICE, bonus: 4 * BONUS });
    expect((await runJobs()).bookingRefunds).toBe(1);
    expect((await refundsOf(player.subscriptionId)).map((row) => [row.sequence, row.state])).toEqual([
      [4, 'REFUNDED'],
      [5, 'REFUNDED'],
    ]);
    expect(pspRefundsOf(pspReference)).toHaveLength(1);
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 3 * PRICE, bonus: 3 * BONUS });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('settles a pending booking refund from the PSP refund.updated notification, once', async () => {
    const player = await chargedPackage('2026-03-31', 4);
    t.fake.refunds.failNext = 'after-create';
    expect((await cancel(player.userId, '2026-06-29')).statusCode).toBe(200);
    const [pending] = await refundsOf(player.subscriptionId);
    const atPsp = t.fake.refunds.find(pending?.id ?? '');
    if (atPsp === undefined) throw new Error('the fake PSP has no refund');
    const notification = t.fake.refunds.notification(atPsp, {}, NOW.getTime() / 1000);
    const post = () => t.postNotification(notification);
    expect((await post()).statusCode).toBeLessThan(300);
    expect((await post()).statusCode).toBeLessThan(300);
    const [settled] = await refundsOf(player.subscriptionId);
    expect(settled?.state).toBe('REFUNDED');
    const outcomes = await t.db
      .selectFrom('processed_notifications')
      .select('outcome')
      .where('reference', '=', pending?.id ?? '')
      .execute();
    expect(outcomes.map((row) => row.outcome)).toEqual(['applied']);
    expect((await runJobs()).bookingRefunds).toBe(0);
    expect(pspRefundsOf(pending?.payment ?? null)).toHaveLength(1);
    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit.map((entry) => [entry.action, entry.reason])).toContainEqual([
      'subscription.booking_refund.completed',
      'psp notification',
    ]);
  });

  it('books a refund the PSP refuses back, and says so', async () => {
    const player = await chargedPackage('2026-03-31', 4);
    t.fake.refunds.outcome = 'REFUSED';
    try {
      expect((await cancel(player.userId, '2026-06-29')).statusCode).toBe(200);
    } finally {
      t.fake.refunds.outcome = 'REFUNDED';
    }
    const [refused] = await refundsOf(player.subscriptionId);
    expect(refused?.state).toBe('FAILED');
    expect(await t.balances(player.userId)).toEqual({ withdrawable: 4 * PRICE, bonus: 4 * BONUS });
    expect(await t.ledgerBalanced()).toBe(true);
    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'subscription.cancel',
      'subscription.booking_refund',
      'subscription.booking_refund.failed',
    ]);
  });
});

describe.each(DATABASE_KINDS)('refunding a saver package sign-up payment (%s)', (kind) => {
  const clock = manualClock(new Date('2026-08-05T09:30:00.000Z'));
  const t = setUpOpsActionTests(kind, { clock });

  const refund = (tid: string, amount: number, key: string) =>
    t.opsPost(t.financeCookie, `/ops/api/purchases/${tid}/refunds`, {
      amount,
      reason: 'sign-up refunded by phone',
      idempotencyKey: key,
    });

  async function confirmedPackage() {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0 });
    const signUp = await signUpFor(t.app, player.userName, {
      provider: 'micropayment-elv',
      price: PRICE,
      details: elvDetails(),
    });
    expect((await callSignup(t.app, signUp, 'micropayment-elv', PRICE)).statusCode).toBe(200);
    expect((await confirmByMail(t.app, t.db, player.userId)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('subscriptions')
      .select(['id', 'state'])
      .where('signup_tid', '=', signUp.tid)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('ACTIVE');
    return { ...player, signUp, subscriptionId: String(row.id) };
  }

  const packageOf = (id: string) =>
    t.db
      .selectFrom('subscriptions')
      .select(['state', 'end_date', 'next_booking_date', 'failure_reason', 'end_operator_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a partial refund leaves the package running; refunding the rest ends it that day, with no later booking', async () => {
    const player = await confirmedPackage();
    const part = await refund(player.signUp.tid, 500, 'signup-part-1');
    expect(part.statusCode, part.body).toBe(201);
    expect(await packageOf(player.subscriptionId)).toMatchObject({ state: 'ACTIVE', end_date: null });

    const rest = await refund(player.signUp.tid, PRICE - 500, 'signup-rest-1');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().refund.state).toBe('REFUNDED');
    expect(await packageOf(player.subscriptionId)).toEqual({
      state: 'ENDED',
      end_date: '2026-08-05',
      next_booking_date: null,
      failure_reason: 'signup_refunded',
      end_operator_id: t.finance.id,
    });
    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'subscription.end',
        operator_id: t.finance.id,
        before: expect.objectContaining({ state: 'ACTIVE', endsOn: null }),
        after: expect.objectContaining({ state: 'ENDED', endsOn: '2026-08-05', nextBookingOn: null }),
      }),
    ]);
    // The player has no package any more; a month later nothing is booked.
    expect((await subscriptionOf(t.app, player.signUp.authorization)).details).toBeUndefined();
    clock.advanceSeconds(35 * 86_400);
    try {
      await t.app.inject({ method: 'POST', url: '/platform/test/jobs/run' });
      const bookings = await t.db
        .selectFrom('subscription_bookings')
        .select('sequence')
        .where('subscription_id', '=', player.subscriptionId)
        .execute();
      expect(bookings.map((row) => row.sequence)).toEqual([1]);
    } finally {
      clock.advanceSeconds(-35 * 86_400);
    }
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('a full refund in one go ends the package; its repeat (same key) changes nothing more', async () => {
    const player = await confirmedPackage();
    const first = await refund(player.signUp.tid, PRICE, 'signup-full-1');
    expect(first.statusCode).toBe(201);
    const repeat = await refund(player.signUp.tid, PRICE, 'signup-full-1');
    expect(repeat.statusCode).toBe(200);
    expect(await packageOf(player.subscriptionId)).toMatchObject({ state: 'ENDED', end_date: '2026-08-05' });
    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit.map((entry) => entry.action)).toEqual(['subscription.end']);
  });
});
