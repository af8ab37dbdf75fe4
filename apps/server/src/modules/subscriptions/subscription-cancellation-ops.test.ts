// POST /ops/api/players/:id/subscription/cancellation: a support operator records a saver-package cancellation
// that came by post or e-mail with its receipt date; SPEC §4: it counts at receipt, the package runs to the end
// of the minimum term (3 months) or of the package month the letter arrived in, whichever is later.
import { describe, expect, it } from 'vitest';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { mailKinds } from '../../test/subscription-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

/** "Today" of these tests: 2026-07-20. */
const NOW = new Date('2026-07-20T09:30:00.000Z');

describe.each(DATABASE_KINDS)('recording a postal or e-mail cancellation (%s)', (kind) => {
  const t = setUpOpsActionTests(kind, { clock: manualClock(NOW) });

  const cancel = (userId: number | string, body: Record<string, unknown>, cookie = t.supportCookie) =>
    t.opsPost(cookie, `/ops/api/players/${userId}/subscription/cancellation`, body);

  /** A new player with an ACTIVE package that started on `startDate`, `bookings` monthly bookings charged. */
  const activePackage = (startDate: string, bookings: number) => t.newActivePackage(startDate, bookings);

  /** A refused request leaves the player's package as it was: ACTIVE, without an end date. */
  async function expectPackageUnchanged(userId: number) {
    const stored = await t.db
      .selectFrom('subscriptions')
      .select(['state', 'end_date'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'ACTIVE', end_date: null });
  }

  it('ends a package within its minimum term at the end of the minimum term (anchor day 31)', async () => {
    // Bookings 05-31, 06-30, 07-31, 08-31: the minimum term runs to 08-30.
    const player = await activePackage('2026-05-31', 2);
    const response = await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-20' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toEqual({
      state: 'CANCELED',
      packagePrice: 2000,
      currency: 'EUR',
      startedOn: '2026-05-31',
      minimumTermEndsOn: '2026-08-30',
      endsOn: '2026-08-30',
      // The third booking of the minimum term is still charged.
      nextBookingOn: '2026-07-31',
      cancellation: { channel: 'post', receivedOn: '2026-07-20' },
    });
    expect(await mailKinds(t.db, player.userId)).toContain('subscription_cancelled');
    const audit = await t.auditOf('subscription', player.subscriptionId);
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: t.support.id,
        action: 'subscription.cancel',
        before: expect.objectContaining({ state: 'ACTIVE', endsOn: null }),
        after: expect.objectContaining({ state: 'CANCELED', endsOn: '2026-08-30' }),
      }),
    ]);
  });

  it('counts a letter received on the last day of the minimum term for that day', async () => {
    // Bookings 04-20, 05-20, 06-20, 07-20: the minimum term ends 07-19.
    const player = await activePackage('2026-04-20', 3);
    const response = await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-19' });
    expect(response.json().subscription).toMatchObject({ endsOn: '2026-07-19', nextBookingOn: null });
  });

  it('runs one more month for a letter received the day after the minimum term', async () => {
    // Bookings 04-19, 05-19, 06-19, 07-19: the minimum term ended 07-18; 07-19 starts the 4th month.
    const player = await activePackage('2026-04-19', 4);
    const response = await cancel(player.userId, { channel: 'email', receivedOn: '2026-07-19' });
    expect(response.json().subscription).toMatchObject({
      minimumTermEndsOn: '2026-07-18',
      endsOn: '2026-08-18',
      nextBookingOn: null,
      cancellation: { channel: 'email', receivedOn: '2026-07-19' },
    });
  });

  it('ends at the month end before the next booking on the 31st (a 30-day month ends on the 30th)', async () => {
    // Bookings 03-31, 04-30, 05-31, 06-30, 07-31: minimum term to 06-30 (June has no 31st); the month the
    // booking of 06-30 pays for ends 07-30.
    const player = await activePackage('2026-03-31', 4);
    const response = await cancel(player.userId, { channel: 'email', receivedOn: '2026-07-20' });
    expect(response.json().subscription).toMatchObject({ endsOn: '2026-07-30', nextBookingOn: null });
    // Recorded late: a letter received on 06-30 (the day of the 4th booking) runs to 07-30; one received on
    // 06-29 ended the package with the minimum term, on 06-30, and the booking of that day is not owed.
    const other = await activePackage('2026-03-31', 4);
    const late = await cancel(other.userId, { channel: 'post', receivedOn: '2026-06-30' });
    expect(late.json().subscription.endsOn).toBe('2026-07-30');
    const earlier = await activePackage('2026-03-31', 4);
    const inTerm = await cancel(earlier.userId, { channel: 'post', receivedOn: '2026-06-29' });
    expect(inTerm.json().subscription).toMatchObject({ endsOn: '2026-06-30', minimumTermEndsOn: '2026-06-30' });
  });

  it('refuses a receipt date in the future or before the package started, changing nothing', async () => {
    const player = await activePackage('2026-06-10', 2);
    const future = await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-21' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ code: 'invalid_body', fields: { receivedOn: 'in_future' } });
    const early = await cancel(player.userId, { channel: 'post', receivedOn: '2026-06-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ receivedOn: 'before_start' });
    const invalid = await cancel(player.userId, { channel: 'web', receivedOn: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['channel', 'receivedOn']);
    await expectPackageUnchanged(player.userId);
    expect(await t.auditOf('subscription', player.subscriptionId)).toEqual([]);
  });

  it('answers 409 no_active_subscription without a package and already_cancelled for a second letter', async () => {
    const without = await newPlayer(t.app, 'money-de', { withdrawable: 0 });
    const none = await cancel(without.userId, { channel: 'post', receivedOn: '2026-07-20' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: 'no_active_subscription' });
    const player = await activePackage('2026-05-31', 2);
    expect((await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-20' })).statusCode).toBe(200);
    const second = await cancel(player.userId, { channel: 'email', receivedOn: '2026-07-20' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already_cancelled', subscription: { endsOn: '2026-08-30' } });
    expect((await cancel(999_999_999, { channel: 'post', receivedOn: '2026-07-20' })).statusCode).toBe(404);
  });

  it('lets only support operators record it: 403 for finance, 401 without a session', async () => {
    const player = await activePackage('2026-05-31', 2);
    const asFinance = await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-20' }, t.financeCookie);
    expect(asFinance.statusCode).toBe(403);
    const anonymous = await cancel(player.userId, { channel: 'post', receivedOn: '2026-07-20' }, '');
    expect(anonymous.statusCode).toBe(401);
    await expectPackageUnchanged(player.userId);
  });
});
