// SPEC §4 saver package, end to end with the real PSP sandbox and the test clock: a player signs up on a
// 31st with direct debit, confirms the e-mail, and 13 months pass day by day. Every booking date, ledger
// entry and e-mail is checked, the cancellation stops the right booking, and the ledger sums to zero.
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseBody } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { elvDetails } from '../../test/subscription-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const MONTHLY = 2000;
const BONUS = 500;

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('a saver package over 13 months (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-01-31T08:00:00.000Z'));
  let player: { userName: string; userId: number };

  beforeAll(async () => {
    player = await h.newPlayer();
  });

  it('books on every 31st or last day, stops after the cancellation, expires bonuses and balances', async () => {
    const before = await h.balancesOf(player.userId);
    const signUp = await h.signUpFor(player.userName, {
      provider: 'micropayment-elv',
      price: MONTHLY,
      details: elvDetails(),
    });
    const answer = await h.callSignup(signUp, 'micropayment-elv', MONTHLY);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      state: 'PENDING',
      startDate: '2027-01-31',
      nextBookingDate: '2027-02-28',
      minimumTermEndDate: '2027-04-30',
      amount: MONTHLY,
      bonusAmount: BONUS,
      paytype: 'micropayment-elv',
      currency: 'EUR',
      endDate: null,
    });
    // The sign-up call is idempotent: the same package again.
    expect((await h.callSignup(signUp, 'micropayment-elv', MONTHLY)).json()).toEqual(answer.json());

    // Not confirmed yet: nothing is booked while it waits (confirmed on 10 February).
    await h.advanceDays(10);
    await h.runJobs();
    expect((await h.bookingsOf(player.userId)).map((b) => b.due_date)).toEqual(['2027-01-31']);

    const confirmed = await h.confirmByMail(player.userId);
    expect(confirmed.statusCode).toBe(200);
    // Tokens and sessions expire as the clock moves: log in again.
    let auth = await h.depositAuthFor(player.userName);
    expect((await h.subscriptionOf(auth.authorization)).details?.state).toBe('ACTIVE');
    // A second sign-up while one is live is refused before anything is charged.
    const other = await h.shopPackage(auth.authorization, 1000, true);
    const second = await h.pay(auth.authorization, purchaseBody('micropayment-elv', other, elvDetails()));
    expect({ status: second.statusCode, body: second.body }).toEqual({
      status: 400,
      body: 'subscription-already-active',
    });

    // Day by day until the 15th of December 2027, then cancel at the shop settings page.
    for (let day = 0; day < 365; day += 1) {
      await h.runJobs();
      const now = await h.shop.inject({ method: 'GET', url: '/platform/test/clock' });
      if (String(now.json().now).startsWith('2027-12-15')) break;
      await h.advanceDays(1);
    }
    auth = await h.depositAuthFor(player.userName);
    const cancel = await h.shop.inject({
      method: 'POST',
      url: '/platform/shop-settings/subscription/cancel',
      headers: { cookie: auth.cookie, origin: h.shopUrl },
    });
    expect(cancel.statusCode).toBe(303);
    const cancelled = await h.subscriptionOf(auth.authorization);
    // Received on 15 December, inside the month that began on 30 November: it ends on 30 December.
    expect(cancelled.details).toMatchObject({ state: 'CANCELED', endDate: '2027-12-30', nextBookingDate: null });

    // On to 1 March 2028 (the last day of February included).
    for (let day = 0; day < 78; day += 1) {
      await h.advanceDays(1);
      await h.runJobs();
    }

    const bookings = await h.bookingsOf(player.userId);
    expect(bookings.map((b) => [b.due_date, b.state])).toEqual(
      [
        '2027-01-31',
        // February has no 31st: its last day.
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '2027-07-31',
        '2027-08-31',
        '2027-09-30',
        '2027-10-31',
        '2027-11-30',
      ].map((date) => [date, 'SUCCESS']),
    );
    expect(bookings.map((b) => b.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

    // Bonuses of the bookings up to 31 August 2027 are six months old by 1 March 2028: eight expired in full.
    expect(bookings.map((b) => b.bonus_expired_amount)).toEqual([
      500,
      500,
      500,
      500,
      500,
      500,
      500,
      500,
      null,
      null,
      null,
    ]);

    const after = await h.balancesOf(player.userId);
    expect(after.withdrawable - before.withdrawable).toBe(11 * MONTHLY);
    expect(after.bonus - before.bonus).toBe(11 * BONUS - 8 * BONUS);

    const withdrawable = await h.entriesOf(player.userId, 'withdrawable');
    expect(withdrawable.filter(([, amount]) => amount === MONTHLY)).toHaveLength(11);
    const bonus = await h.entriesOf(player.userId, 'bonus');
    expect(bonus.filter(([, amount]) => amount === BONUS)).toHaveLength(11);
    expect(bonus.filter(([description, amount]) => amount === -BONUS && description.includes('expired'))).toHaveLength(
      8,
    );
    expect(await h.ledgerBalanced()).toBe(true);

    const kinds = await h.mailKinds(player.userId);
    const count = (kind: string) => kinds.filter((candidate) => candidate === kind).length;
    expect(count('subscription_confirm')).toBe(1);
    expect(count('subscription_active')).toBe(1);
    expect(count('booking_succeeded')).toBe(10);
    expect(count('subscription_cancelled')).toBe(1);
    expect(count('bonus_expired')).toBe(8);
    expect(count('booking_declined_retry') + count('subscription_failed')).toBe(0);

    // Ended after its last day: no package any more, and the player may sign up again.
    auth = await h.depositAuthFor(player.userName);
    expect((await h.subscriptionOf(auth.authorization)).status).toBe(404);
  });
});
