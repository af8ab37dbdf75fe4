// The saver bonus belongs to the package (issue 22 point 2) and a package not yet confirmed is cancelled honestly
// (issue 24 point 1), against the real PSP sandbox with the test clock, on PGlite and PostgreSQL:
// - a sign-up still waiting at PayPal counts: a second one is refused (also when they race, on PostgreSQL);
// - one approved later, after another sign-up made a package, is credited as a plain deposit without bonus;
// - a package never confirmed, or cancelled before its confirmation, gives its sign-up bonus back (as far as it is
//   unused; bonus already played blocks a new sign-up), the deposit stays, and the player may sign up again.
import { describe, expect, it } from 'vitest';
import { purchaseBody } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { approveAtPaypal } from '../../test/sandbox-paypal-approval.ts';
import { elvDetails } from '../../test/subscription-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { ensureAccount, lockAccount, writeLedgerTransaction } from '../ledger/ledger.repository.ts';
import type { PlayerBalance } from '../ledger/ledger.service.ts';

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('the saver bonus belongs to the package (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-05-10T08:00:00.000Z'));

  async function advanceSeconds(seconds: number) {
    const response = await h.shop.inject({
      method: 'POST',
      url: '/platform/test/clock',
      payload: { advanceSeconds: seconds },
    });
    expect(response.statusCode).toBe(200);
  }

  /** Pays the saver package `price` with PayPal and leaves it waiting for the approval at PayPal. */
  async function paypalSignUp(authorization: string, price: number) {
    const purchasable = await h.shopPackage(authorization, price, true);
    return h.pay(authorization, purchaseBody('paypal', purchasable));
  }

  async function packagesOf(userId: number) {
    return h.database.db
      .selectFrom('subscriptions')
      .select(['state', 'failure_reason', 'end_date', 'next_booking_date'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** A SEPA sign-up for the saver package `price` the shop's sign-up call accepted (200). */
  async function elvSignUp(userName: string, price: number) {
    const signUp = await h.signUpFor(userName, { provider: 'micropayment-elv', price, details: elvDetails() });
    expect((await h.callSignup(signUp, 'micropayment-elv', price)).statusCode).toBe(200);
    return signUp;
  }

  /** What the withdrawable and bonus balances gained from `before` to `after`. */
  const gained = (before: PlayerBalance, after: PlayerBalance) => ({
    withdrawable: after.withdrawable - before.withdrawable,
    bonus: after.bonus - before.bonus,
  });

  /** The player cancels the package on the shop's settings page (answered 303). */
  async function cancelInShop(cookie: string) {
    const cancelled = await h.shop.inject({
      method: 'POST',
      url: '/platform/shop-settings/subscription/cancel',
      headers: { cookie, origin: h.shopUrl },
    });
    expect(cancelled.statusCode).toBe(303);
  }

  /** The player plays `amount` of bonus (a stake the platform keeps). */
  async function playBonus(userId: number, amount: number) {
    await h.database.db.transaction().execute(async (trx) => {
      const bonus = await lockAccount(trx, { userId, kind: 'bonus', currency: 'EUR' });
      const platform = await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: 'EUR' });
      await writeLedgerTransaction(trx, {
        at: new Date(),
        description: 'game stake',
        entries: [
          { accountId: bonus, amount: -amount },
          { accountId: platform, amount },
        ],
      });
    });
  }

  it('counts a sign-up waiting at PayPal; one approved after another made a package is a deposit without bonus', async () => {
    const player = await h.newPlayer();
    const before = await h.balancesOf(player.userId);
    const { authorization } = await h.depositAuthFor(player.userName);

    // 10 € by PayPal, left waiting for the approval: 20 € and 30 € by PayPal and 10 € by card are refused.
    const first = await paypalSignUp(authorization, 1000);
    expect(first.statusCode, first.body).toBe(200);
    const firstTid = String(Reflect.get(Object(first.json()), 'tid'));
    const firstVisit = String(Reflect.get(Object(Reflect.get(Object(first.json()), 'visit')), 'url'));
    for (const price of [2000, 3000]) {
      const again = await paypalSignUp(authorization, price);
      expect({ status: again.statusCode, body: again.body }).toEqual({
        status: 400,
        body: 'subscription-signup-in-progress',
      });
    }
    const byCard = await h.pay(
      authorization,
      purchaseBody('micropayment-elv', await h.shopPackage(authorization, 1000, true), elvDetails()),
    );
    expect({ status: byCard.statusCode, body: byCard.body }).toEqual({
      status: 400,
      body: 'subscription-signup-in-progress',
    });

    // Three hours later the PayPal checkout no longer holds the sign-up: 10 € by direct debit makes the package.
    await advanceSeconds(3 * 3600 + 60);
    await elvSignUp(player.userName, 1000);

    // The player approves the old PayPal checkout after all: the 10 € are credited, without a saver bonus and
    // without a second package; the shop's sign-up call says a package is already there.
    const { authorization: later } = await h.depositAuthFor(player.userName);
    const late = await approveAtPaypal(h, later, firstTid, firstVisit);
    expect(late).toMatchObject({ state: 'SUCCESS' });
    const answer = await h.callSignup({ tid: firstTid, authorization: later, cookie: '' }, 'paypal', 1000);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()[0]).toBe('subscription-already-active');
    const purchase = await h.database.db
      .selectFrom('purchases')
      .select(['deposit_amount', 'bonus_amount'])
      .where('tid', '=', firstTid)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ deposit_amount: 1000, bonus_amount: 0 });

    const after = await h.balancesOf(player.userId);
    expect(gained(before, after)).toEqual({
      withdrawable: 2000,
      bonus: 250,
    });
    expect((await packagesOf(player.userId)).map((row) => row.state)).toEqual(['PENDING']);
    expect(await h.ledgerBalanced()).toBe(true);
  });

  it('takes the sign-up bonus of a package never confirmed back after 14 days; the deposit stays', async () => {
    const player = await h.newPlayer();
    const before = await h.balancesOf(player.userId);
    await elvSignUp(player.userName, 2000);
    expect((await h.balancesOf(player.userId)).bonus - before.bonus).toBe(500);

    await h.advanceDays(15);
    await h.runJobs();
    expect(await packagesOf(player.userId)).toEqual([
      expect.objectContaining({ state: 'EXPIRED', failure_reason: 'unconfirmed' }),
    ]);
    const after = await h.balancesOf(player.userId);
    expect(gained(before, after)).toEqual({
      withdrawable: 2000,
      bonus: 0,
    });
    // Once: another job round takes nothing more.
    await h.runJobs();
    expect((await h.balancesOf(player.userId)).bonus).toBe(after.bonus);
    expect(await h.ledgerBalanced()).toBe(true);
    // The player may sign up again.
    await elvSignUp(player.userName, 1000);
  });

  it('ends a package cancelled before its confirmation that day, with no booking, and lets the player sign up again', async () => {
    const player = await h.newPlayer();
    const before = await h.balancesOf(player.userId);
    const signUp = await elvSignUp(player.userName, 2000);
    const today = await h.subscriptionOf(signUp.authorization);
    // What the shop shows: cancelling today ends it today (not at the end of the minimum term).
    expect(today.details).toMatchObject({ state: 'PENDING' });
    const now = (await h.shop.inject({ method: 'GET', url: '/platform/test/clock' })).json();
    const todayDate = String(Reflect.get(Object(now), 'now')).slice(0, 10);
    expect(today.details?.cancellationEffectiveDate).toBe(todayDate);

    const cookie = await h.loginAs(player.userName);
    const settings = await h.shop.inject({
      method: 'GET',
      url: '/platform/shop-settings?lang=en',
      headers: { cookie },
    });
    expect(settings.body).toContain('If you cancel today, it ends today: no booking is made');
    expect(settings.body).not.toContain('more booking');

    await cancelInShop(cookie);
    expect(await packagesOf(player.userId)).toEqual([
      expect.objectContaining({ state: 'ENDED', end_date: todayDate, next_booking_date: null }),
    ]);
    expect((await h.subscriptionOf(signUp.authorization)).status).toBe(404);
    const after = await h.balancesOf(player.userId);
    expect(gained(before, after)).toEqual({
      withdrawable: 2000,
      bonus: 0,
    });
    // The confirmation link no longer starts it.
    expect((await h.confirmByMail(player.userId)).statusCode).toBe(409);
    // No booking a month later.
    await h.advanceDays(31);
    await h.runJobs();
    expect(
      await h.database.db
        .selectFrom('subscription_bookings')
        .select('sequence')
        .where('user_id', '=', player.userId)
        .execute(),
    ).toHaveLength(1);
    // Signing up again is allowed (it said subscription-already-active).
    await elvSignUp(player.userName, 1000);
    expect(await h.ledgerBalanced()).toBe(true);
  });

  it('takes back only the bonus left when part was played, and then refuses a new sign-up', async () => {
    const player = await h.newPlayer();
    const before = await h.balancesOf(player.userId);
    const signUp = await elvSignUp(player.userName, 2000);
    await playBonus(player.userId, before.bonus + 300);

    const cookie = await h.loginAs(player.userName);
    await cancelInShop(cookie);
    // 5 € bonus, 3 € of it played: 2 € go back, the bonus account stays at zero, never below.
    expect(await h.balancesOf(player.userId)).toMatchObject({ bonus: 0 });
    const refused = await h.pay(
      signUp.authorization,
      purchaseBody('micropayment-elv', await h.shopPackage(signUp.authorization, 1000, true), elvDetails()),
    );
    expect({ status: refused.statusCode, body: refused.body }).toEqual({
      status: 400,
      body: 'subscription-signup-blocked',
    });
    expect(await h.ledgerBalanced()).toBe(true);
  });

  it.runIf(kind === 'postgres')('refuses all but one of parallel PayPal sign-ups of one player', async () => {
    const player = await h.newPlayer();
    const { authorization } = await h.depositAuthFor(player.userName);
    const prices = [1000, 2000, 3000, 1000, 2000, 3000, 1000, 2000];
    const packages = await Promise.all(prices.map((price) => h.shopPackage(authorization, price, true)));
    const answers = await Promise.all(packages.map((item) => h.pay(authorization, purchaseBody('paypal', item))));
    const outcomes = answers.map((answer) => (answer.statusCode === 200 ? 'accepted' : answer.body));
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'subscription-signup-in-progress')).toHaveLength(prices.length - 1);
    const open = await h.database.db
      .selectFrom('purchases')
      .select('tid')
      .where('user_id', '=', player.userId)
      .where('subscription', '=', true)
      .execute();
    expect(open).toHaveLength(1);
  });
});
