// Saver-package bookings and the deposit limit (issue 8), against the real PSP sandbox with the test clock, on
// PGlite and PostgreSQL: the sign-up and every monthly booking count as deposits; a booking the limit does not
// allow is not charged but SKIPPED (the package goes on, the player gets an e-mail), and so is a retry of a
// declined booking after the player lowered the limit.
import { describe, expect, it } from 'vitest';
import { purchaseBody } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { elvDetails } from '../../test/subscription-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('deposit limits and saver-package bookings (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-01-10T08:00:00.000Z'));

  async function days(count: number) {
    for (let day = 0; day < count; day += 1) {
      await h.advanceDays(1);
      await h.runJobs();
    }
  }

  async function setMonthlyLimit(userName: string, amount: string) {
    const response = await h.shop.inject({
      method: 'POST',
      url: '/platform/deposit-limits',
      headers: {
        cookie: await h.loginAs(userName),
        origin: h.shopUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ period: 'month', amount }).toString(),
    });
    expect(response.statusCode).toBe(303);
  }

  async function depositLimitOf(userName: string) {
    const { authorization } = await h.depositAuthFor(userName);
    const response = await h.shop.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization },
    });
    return response.statusCode === 200 ? response.json().depositLimit : response.json();
  }

  async function subscriptionState(userId: number) {
    return h.database.db
      .selectFrom('subscriptions')
      .select(['state', 'next_booking_date'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  it('counts the sign-up and the bookings, and skips a booking above the limit without charging it', async () => {
    const player = await h.newPlayer();
    await setMonthlyLimit(player.userName, '30');
    const signUp = await h.signUpFor(player.userName, {
      provider: 'micropayment-elv',
      price: 2000,
      details: elvDetails(),
    });
    expect((await h.callSignup(signUp, 'micropayment-elv', 2000)).statusCode).toBe(200);
    expect((await h.confirmByMail(player.userId)).statusCode).toBe(200);
    // The sign-up is a deposit of this month.
    expect(await depositLimitOf(player.userName)).toEqual({
      amountLeft: 1000,
      currency: 'EUR',
      nextPossibleDate: '2027-02-01',
    });
    const normal = await h.shopPackage(signUp.authorization, 2000);
    const refused = await h.pay(signUp.authorization, purchaseBody('gdDummyPay', normal));
    expect({ status: refused.statusCode, body: refused.body }).toEqual({
      status: 400,
      body: 'depositLimitReached_New|1000|2027-02-01',
    });

    // 10 February: the second booking is charged and counts in February.
    await days(31);
    await h.eventually(
      () => h.bookingsOf(player.userId),
      (rows) => rows[1]?.state === 'SUCCESS',
    );
    expect(await depositLimitOf(player.userName)).toEqual({
      amountLeft: 1000,
      currency: 'EUR',
      nextPossibleDate: '2027-03-01',
    });

    // The player lowers the limit to 10 € a month: the March booking of 20 € does not fit.
    await setMonthlyLimit(player.userName, '10');
    const before = await h.balancesOf(player.userId);
    await days(28);
    const bookings = await h.bookingsOf(player.userId);
    expect(
      bookings.map((booking) => [booking.sequence, booking.due_date, booking.state, booking.refusal_code]),
    ).toEqual([
      [1, '2027-01-10', 'SUCCESS', null],
      [2, '2027-02-10', 'SUCCESS', null],
      [3, '2027-03-10', 'SKIPPED', 'depositLimitReached'],
    ]);
    expect(await h.balancesOf(player.userId)).toEqual(before);
    expect(await subscriptionState(player.userId)).toEqual({ state: 'ACTIVE', next_booking_date: '2027-04-10' });
    expect(await h.mailKinds(player.userId)).toContain('booking_skipped_limit');
    const mail = await h.database.db
      .selectFrom('mail_outbox')
      .select('params')
      .where('user_id', '=', player.userId)
      .where('kind', '=', 'booking_skipped_limit')
      .executeTakeFirstOrThrow();
    expect(mail.params).toEqual({
      price: 2000,
      currency: 'EUR',
      bookingDate: '2027-03-10',
      amountLeft: 1000,
      nextPossibleDate: null,
      nextBookingDate: '2027-04-10',
    });
  });

  it('skips the retry of a declined booking once the player lowered the limit', async () => {
    const player = await h.newPlayer();
    // Renewals with this card are declined; the sign-up goes through.
    const details = {
      card: { token: await h.cardToken('4000000000000341'), holder: 'Max Mustermann', updateData: false },
    };
    const signUp = await h.signUpFor(player.userName, { provider: 'micropayment-cc', price: 2000, details });
    expect((await h.callSignup(signUp, 'micropayment-cc', 2000)).statusCode).toBe(200);
    expect((await h.confirmByMail(player.userId)).statusCode).toBe(200);
    const due = (await subscriptionState(player.userId)).next_booking_date ?? '';
    const now = String((await h.shop.inject({ method: 'GET', url: '/platform/test/clock' })).json().now);
    await days(Math.round((Date.parse(`${due}T08:00:00Z`) - Date.parse(now)) / 86_400_000));
    expect((await h.bookingsOf(player.userId))[1]).toMatchObject({ due_date: due, state: 'RETRY' });
    await setMonthlyLimit(player.userName, '10');
    await days(8);
    const bookings = await h.bookingsOf(player.userId);
    expect(
      bookings.map((booking) => [booking.sequence, booking.state, booking.attempts, booking.refusal_code]),
    ).toEqual([
      [1, 'SUCCESS', 1, null],
      [2, 'SKIPPED', 1, 'depositLimitReached'],
    ]);
    expect((await subscriptionState(player.userId)).state).toBe('ACTIVE');
    const kinds = await h.mailKinds(player.userId);
    expect(kinds.filter((mailKind) => mailKind === 'booking_declined_retry')).toHaveLength(1);
    expect(kinds).toContain('booking_skipped_limit');
  });
});
