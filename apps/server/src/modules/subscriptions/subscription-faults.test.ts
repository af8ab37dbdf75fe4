// SPEC §4 saver-package faults and edges against the real PSP sandbox with the test clock: a declined
// renewal retried 1, 3 and 7 days later then FAILED; a retry that succeeds; a returned debit reversed and
// blocking deposits; a revoked mandate ending the package and deducting the last bonus; PayPal's billing
// agreement; a closed account; bookings charged once when two instances run the jobs at the same moment.
import type { PurchaseDetails } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { newConfirmedPackage } from '../../test/confirmed-package.ts';
import { notifyAt, purchaseBody } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { approveAtPaypal } from '../../test/sandbox-paypal-approval.ts';
import { elvDetails } from '../../test/subscription-helpers.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const RETURNED_IBAN = 'DE08370400440532013003';

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('saver-package faults (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-03-10T08:00:00.000Z'));

  /** A new player with a confirmed package; returns the player. */
  async function activePackage(provider: 'micropayment-elv' | 'micropayment-cc', details: PurchaseDetails) {
    return (await newConfirmedPackage(h, { provider, price: 2000, details })).player;
  }

  async function stateOf(userId: number) {
    const row = await h.database.db
      .selectFrom('subscriptions')
      .select(['state', 'failure_reason', 'end_date', 'next_booking_date'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row;
  }

  /** A logged-in player's form post without fields, sent from `origin`. */
  function playerPost(cookie: string, url: string, origin = h.shopUrl) {
    return h.shop.inject({ method: 'POST', url, headers: { cookie, origin } });
  }

  async function days(count: number) {
    for (let day = 0; day < count; day += 1) {
      await h.advanceDays(1);
      await h.runJobs();
    }
  }

  it('refuses practice players, unknown transactions and another package in the body', async () => {
    const practice = await h.depositAuthFor('practice-de');
    const saver = await h.shopPackage(practice.authorization, 2000, true);
    const refused = await h.pay(practice.authorization, purchaseBody('micropayment-elv', saver, elvDetails()));
    expect({ status: refused.statusCode, body: refused.body }).toEqual({
      status: 400,
      body: 'subscription-not-allowed',
    });

    const player = await h.newPlayer();
    const signUp = await h.signUpFor(player.userName, {
      provider: 'micropayment-elv',
      price: 2000,
      details: elvDetails(),
    });
    const unknown = await h.callSignup({ ...signUp, tid: 'no-such-tid' }, 'micropayment-elv', 2000);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 409,
      body: ['subscription-purchase-invalid'],
    });
    const otherPackage = await h.callSignup(signUp, 'micropayment-elv', 3000);
    expect({ status: otherPackage.statusCode, body: otherPackage.json() }).toEqual({
      status: 400,
      body: ['subscription-package-mismatch'],
    });
    const wrongPaytype = await h.callSignup(signUp, 'paypal', 2000);
    expect(wrongPaytype.statusCode).toBe(409);
    const noToken = await h.shop.inject({ method: 'GET', url: '/deposit/subscription' });
    expect(noToken.statusCode).toBe(401);
    // Another player's transaction id looks like an unknown one.
    const other = await h.depositAuthFor((await h.newPlayer()).userName);
    const borrowed = await h.callSignup({ ...signUp, authorization: other.authorization }, 'micropayment-elv', 2000);
    expect(borrowed.statusCode).toBe(409);
  });

  it('retries a declined renewal 1, 3 and 7 days after it was due, then fails the package and says so', async () => {
    const player = await activePackage('micropayment-cc', {
      card: { token: await h.cardToken('4000000000000341'), holder: 'Max Mustermann', updateData: false },
    });
    const before = await h.balancesOf(player.userId);
    await days(31 + 8);
    const bookings = await h.bookingsOf(player.userId);
    expect(bookings.map((b) => [b.sequence, b.state, b.attempts, b.refusal_code])).toEqual([
      [1, 'SUCCESS', 1, null],
      [2, 'FAILED', 4, '8'],
    ]);
    expect(await stateOf(player.userId)).toMatchObject({
      state: 'FAILED',
      failure_reason: 'declined',
      next_booking_date: null,
    });
    expect(await h.balancesOf(player.userId)).toEqual(before);
    const kinds = await h.mailKinds(player.userId);
    expect(kinds.filter((k) => k === 'booking_declined_retry')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'subscription_failed')).toHaveLength(1);
    // FAILED still counts as having one (SPEC §3), and a new sign-up is possible.
    const auth = await h.depositAuthFor(player.userName);
    expect((await h.subscriptionOf(auth.authorization)).details?.state).toBe('FAILED');
  });

  it('credits a renewal whose retry succeeds, once', async () => {
    const player = await activePackage('micropayment-cc', {
      card: { token: await h.cardToken('4000000000009995'), holder: 'Max Mustermann', updateData: false },
    });
    const before = await h.balancesOf(player.userId);
    await days(33);
    const second = (await h.bookingsOf(player.userId))[1];
    expect(second).toMatchObject({ sequence: 2, state: 'SUCCESS', attempts: 2 });
    const after = await h.balancesOf(player.userId);
    expect({ withdrawable: after.withdrawable - before.withdrawable, bonus: after.bonus - before.bonus }).toEqual({
      withdrawable: 2000,
      bonus: 500,
    });
    expect((await stateOf(player.userId)).state).toBe('ACTIVE');
  });

  it('does not let a late refusal of the first attempt settle the retry in flight', async () => {
    const player = await activePackage('micropayment-cc', {
      card: { token: await h.cardToken('4000000000009995'), holder: 'Max Mustermann', updateData: false },
    });
    const before = await h.balancesOf(player.userId);
    await days(31);
    const declined = await h.database.db
      .selectFrom('subscription_bookings')
      .select(['id', 'reference', 'state', 'attempts', 'psp_reference'])
      .where('user_id', '=', player.userId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    expect(declined).toMatchObject({ state: 'RETRY', attempts: 1 });
    // The first attempt's refusal as the PSP reported it; the same report arrives again, late, under a new id.
    const { body } = await h.sandboxCall('GET', `/v1/test/notifications?pspReference=${declined.psp_reference}`);
    const [first] = (body as { notifications: { body: Record<string, unknown> }[] }).notifications;
    expect(first?.body).toMatchObject({ status: 'REFUSED', reference: declined.reference });
    // The retry is claimed and its charge is on its way (attempt 2, no answer yet) when the late report arrives.
    await h.database.db
      .updateTable('subscription_bookings')
      .set({ state: 'PENDING', attempts: 2, psp_reference: null, psp_status: null, refusal_code: null })
      .where('id', '=', declined.id)
      .execute();
    const clock = await h.shop.inject({ method: 'GET', url: '/platform/test/clock' });
    const shopNow = new Date(clock.json<{ now: string }>().now);
    const late = await notifyAt(
      h.shop,
      { now: () => shopNow },
      {
        payload: JSON.stringify({ ...first?.body, id: `${String(first?.body.id)}-late` }),
      },
    );
    expect(late.statusCode).toBe(200);
    expect((await h.bookingsOf(player.userId))[1]).toMatchObject({ state: 'PENDING', attempts: 2 });
    // The retry's own answer settles it once its lease runs out and it is sent again with its key.
    await days(1);
    expect((await h.bookingsOf(player.userId))[1]).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    const after = await h.balancesOf(player.userId);
    expect({ withdrawable: after.withdrawable - before.withdrawable, bonus: after.bonus - before.bonus }).toEqual({
      withdrawable: 2000,
      bonus: 500,
    });
  });

  it('reverses a returned debit, blocks deposits and ends the package', async () => {
    const player = await activePackage('micropayment-elv', elvDetails(RETURNED_IBAN));
    const signedUp = await h.balancesOf(player.userId);
    await days(5);
    const bookings = await h.eventually(
      () => h.bookingsOf(player.userId),
      (rows) => rows[0]?.state === 'RETURNED',
    );
    expect(bookings[0]?.state).toBe('RETURNED');
    const after = await h.balancesOf(player.userId);
    expect({ withdrawable: signedUp.withdrawable - after.withdrawable, bonus: signedUp.bonus - after.bonus }).toEqual({
      withdrawable: 2000,
      bonus: 500,
    });
    expect(await stateOf(player.userId)).toMatchObject({ state: 'FAILED', failure_reason: 'returned' });
    const auth = await h.depositAuthFor(player.userName);
    const normal = await h.shopPackage(auth.authorization, 2000, false);
    const blocked = await h.pay(auth.authorization, purchaseBody('gdDummyPay', normal));
    expect({ status: blocked.statusCode, body: blocked.body }).toEqual({
      status: 400,
      body: 'subscription-deposits-blocked',
    });
    expect(await h.mailKinds(player.userId)).toContain('debit_returned');
    expect(await h.ledgerBalanced()).toBe(true);
  });

  it('ends the package on a revoked mandate and deducts the last bonus', async () => {
    const player = await activePackage('micropayment-elv', elvDetails());
    const { recurring_reference: mandateId } = await h.database.db
      .selectFrom('subscriptions')
      .select('recurring_reference')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(mandateId).not.toBeNull();
    const before = await h.balancesOf(player.userId);
    const revoked = await h.sandboxCall('POST', `/v1/test/mandates/${mandateId}/revoke`, {});
    expect(revoked.status).toBe(200);
    const state = await h.eventually(
      () => stateOf(player.userId),
      (row) => row.state === 'FAILED',
    );
    expect(state).toMatchObject({ state: 'FAILED', failure_reason: 'mandate_revoked' });
    const after = await h.balancesOf(player.userId);
    expect({ withdrawable: after.withdrawable, bonus: before.bonus - after.bonus }).toEqual({
      withdrawable: before.withdrawable,
      bonus: 500,
    });
    const user = await h.database.db
      .selectFrom('users')
      .select('subscription_signup_blocked')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(user.subscription_signup_blocked).toBe(false);
    expect(await h.mailKinds(player.userId)).toContain('mandate_revoked');
    // No booking follows.
    await days(31);
    expect(await h.bookingsOf(player.userId)).toHaveLength(1);
  });

  it('books PayPal packages through the billing agreement given on approval', async () => {
    const player = await h.newPlayer();
    const signUp = await h.signUpFor(player.userName, { provider: 'paypal', price: 1000 });
    const result = (await h.purchaseStatus(signUp.authorization, signUp.tid)).json();
    const visit = String(Reflect.get(Object(Reflect.get(Object(result), 'visit')), 'url'));
    await approveAtPaypal(h, signUp.authorization, signUp.tid, visit);
    expect((await h.callSignup(signUp, 'paypal', 1000)).json()).toMatchObject({
      state: 'PENDING',
      amount: 1000,
      bonusAmount: 250,
    });
    expect((await h.confirmByMail(player.userId)).statusCode).toBe(200);
    const reference = await h.database.db
      .selectFrom('subscriptions')
      .select('recurring_reference')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(reference.recurring_reference).toMatch(/^BA-/);
    await days(31);
    expect((await h.bookingsOf(player.userId)).map((b) => b.state)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('cancels the package on receipt when the player closes the account', async () => {
    const player = await activePackage('micropayment-elv', elvDetails());
    const cookie = await h.loginAs(player.userName);
    const closed = await playerPost(cookie, '/platform/account/close');
    expect(closed.statusCode).toBe(200);
    const state = await stateOf(player.userId);
    expect(state).toMatchObject({ state: 'CANCELED', next_booking_date: null });
    await days(40);
    expect(await h.bookingsOf(player.userId)).toHaveLength(1);
    expect((await stateOf(player.userId)).state).toBe('ENDED');
    const login = await h.shop.inject({
      method: 'POST',
      url: '/platform/login',
      payload: new URLSearchParams({ userName: player.userName, password: 'demo1234' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.shopUrl },
    });
    expect(login.statusCode).not.toBe(303);
  });

  it('refuses a cancellation posted from another site', async () => {
    const player = await activePackage('micropayment-elv', elvDetails());
    const cookie = await h.loginAs(player.userName);
    const forged = await playerPost(cookie, '/platform/shop-settings/subscription/cancel', 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect((await stateOf(player.userId)).state).toBe('ACTIVE');
  });

  it('charges each booking once when two instances run the jobs at the same moment', async () => {
    const players = [];
    for (let index = 0; index < 4; index += 1) players.push(await activePackage('micropayment-elv', elvDetails()));
    const second = await buildTestApp(h.database.db, {
      config: {
        publicUrl: h.shopUrl,
        pspSandboxUrl: h.sandboxUrl,
        pspNotificationUrl: `${h.shopUrl}/deposit/psp/notifications`,
        enableTestApi: true,
      },
    });
    try {
      // The second instance's clock catches up with the first one's.
      const now = (await h.shop.inject({ method: 'GET', url: '/platform/test/clock' })).json().now;
      await second.inject({ method: 'POST', url: '/platform/test/clock', payload: { to: now } });
      await h.advanceDays(31);
      await second.inject({ method: 'POST', url: '/platform/test/clock', payload: { advanceDays: 31 } });
      await Promise.all([
        h.runJobs(),
        second.inject({ method: 'POST', url: '/platform/test/jobs/run' }),
        h.runJobs(),
        second.inject({ method: 'POST', url: '/platform/test/jobs/run' }),
      ]);
    } finally {
      await second.close();
    }
    for (const player of players) {
      const bookings = await h.bookingsOf(player.userId);
      expect(bookings.map((b) => [b.sequence, b.state])).toEqual([
        [1, 'SUCCESS'],
        [2, 'SUCCESS'],
      ]);
    }
    const credits = await h.database.db
      .selectFrom('ledger_references')
      .select('reference')
      .where('reference', 'like', 'booking:%')
      .execute();
    expect(new Set(credits.map((row) => row.reference)).size).toBe(credits.length);
    expect(await h.ledgerBalanced()).toBe(true);
  });
});
