// A chargeback end to end through the PSP sandbox's own dialect (docs/chargebacks.md): the sandbox's test tool
// disputes a card saver-package sign-up, its signed chargeback.updated notifications reach the shop over HTTP, the
// player is debited and blocked, the package's next month is skipped while the chargeback is unsettled, and the
// operator's defence reaches the sandbox through the adapter's respondToDispute.
import { describe, expect, it } from 'vitest';
import { newConfirmedPackage } from '../../test/confirmed-package.ts';
import { opsPost } from '../../test/ops-action-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { balancesOf, bookingsOf, ledgerBalanced, mailKinds } from '../../test/subscription-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('chargebacks through the PSP sandbox (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-03-10T08:00:00.000Z'));

  /** A new player whose 20 € saver package, paid by card, is signed up and confirmed by mail. */
  async function cardSaver() {
    const details = {
      card: { token: await h.cardToken('4242424242424242'), holder: 'Max Mustermann', updateData: false },
    };
    return newConfirmedPackage(h, { provider: 'micropayment-cc', price: 2000, details });
  }

  /** The first dispute the console lists for this query (a finance operator's view). */
  async function listedDispute(cookie: string, query: string) {
    const list = await h.shop.inject({ method: 'GET', url: `/ops/api/disputes?${query}`, headers: { cookie } });
    return list.json().disputes[0];
  }

  /** A finance operator's decision to defend the dispute at the PSP. */
  async function defend(cookie: string, disputeId: string, note: string) {
    return opsPost(h.shop, cookie, `/ops/api/disputes/${disputeId}/decision`, { decision: 'defend', note });
  }

  it('debits, blocks and skips the next booking; the defence reaches the PSP; the reversal lifts the block', async () => {
    const { player, signUp } = await cardSaver();
    const credited = await balancesOf(h.database.db, player.userId);
    const purchase = await h.database.db
      .selectFrom('purchases')
      .select(['id', 'psp_reference', 'deposit_amount', 'bonus_amount'])
      .where('tid', '=', signUp.tid)
      .executeTakeFirstOrThrow();
    const pspReference = purchase.psp_reference ?? '';

    // The sandbox delivers each notification on its own, so the two may arrive in either order and the debit can
    // be seen before the second one is booked: the test goes on once both are recorded.
    for (const stage of ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK']) {
      const opened = await h.sandboxCall('POST', `/v1/test/payments/${pspReference}/dispute`, { stage });
      expect(opened.status).toBe(200);
    }
    const recorded = await h.eventually(
      () =>
        h.database.db
          .selectFrom('dispute_events')
          .innerJoin('disputes', 'disputes.id', 'dispute_events.dispute_id')
          .select('dispute_events.kind')
          .where('disputes.purchase_id', '=', purchase.id)
          .execute(),
      (rows) => rows.length === 2,
    );
    expect(recorded.map((row) => row.kind).sort()).toEqual(['CHARGEBACK', 'NOTIFICATION_OF_CHARGEBACK']);
    const debited = await balancesOf(h.database.db, player.userId);
    expect(debited.withdrawable).toBe(credited.withdrawable - purchase.deposit_amount);
    expect(debited.bonus).toBe(credited.bonus - purchase.bonus_amount);

    // A month later the booking is skipped, not charged: deposits are blocked until the chargeback is settled.
    await h.advanceDays(31);
    await h.runJobs();
    expect((await bookingsOf(h.database.db, player.userId)).at(-1)).toMatchObject({
      state: 'SKIPPED',
      refusal_code: 'chargeback',
    });

    const cookie = await h.financeCookie();
    const dispute = await listedDispute(cookie, `tid=${signUp.tid}`);
    expect(dispute).toMatchObject({ pspDisputeId: `dp_${pspReference}`, stage: 'CHARGEBACK', reasonCode: '10.4' });
    const defended = await defend(cookie, dispute.id, 'The player played the credit');
    expect(defended.statusCode, defended.body).toBe(200);
    const atPsp = await h.sandboxCall('GET', `/v1/disputes/dp_${pspReference}`);
    expect(atPsp.body).toMatchObject({ response: { decision: 'defend', note: 'The player played the credit' } });

    await h.sandboxCall('POST', `/v1/test/payments/${pspReference}/dispute`, { stage: 'CHARGEBACK_REVERSED' });
    await h.eventually(
      () => balancesOf(h.database.db, player.userId),
      (balance) => balance.withdrawable === debited.withdrawable + purchase.deposit_amount,
    );
    const user = await h.database.db
      .selectFrom('users')
      .select('deposit_block_reason')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(user.deposit_block_reason).toBeNull();
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });
  // Issue 23: a chargeback on a saver package's monthly booking (a `booking:` payment) is booked like one on a
  // purchase — debited, blocked, mailed, shown with its booking — exactly once however often and in which order
  // the stages arrive; the defence reaches the PSP and the scheme's decision for it credits back.
  it('books a chargeback on a monthly booking once: debit, block, mail, console; a won defence credits back', async () => {
    const { player } = await cardSaver();
    await h.advanceDays(31);
    await h.runJobs();
    const booking = await h.database.db
      .selectFrom('subscription_bookings')
      .select(['id', 'reference', 'sequence', 'psp_reference', 'deposit_amount', 'bonus_amount', 'state'])
      .where('user_id', '=', player.userId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    expect(booking.state).toBe('SUCCESS');
    const pspReference = booking.psp_reference ?? '';
    const credited = await balancesOf(h.database.db, player.userId);

    // The chargeback, delivered twice, then its notice late (sent once both are booked: the sandbox delivers each
    // notification on its own, so two sent together may arrive in either order): one debit.
    const history = () =>
      h.database.db
        .selectFrom('dispute_events')
        .innerJoin('disputes', 'disputes.id', 'dispute_events.dispute_id')
        .select(['dispute_events.kind', 'dispute_events.outcome'])
        .where('disputes.booking_id', '=', booking.id)
        .orderBy('dispute_events.id')
        .execute();
    for (const stage of ['CHARGEBACK', 'CHARGEBACK']) {
      const opened = await h.sandboxCall('POST', `/v1/test/payments/${pspReference}/dispute`, { stage });
      expect(opened.status).toBe(200);
    }
    await h.eventually(history, (rows) => rows.length === 2);
    const notice = await h.sandboxCall('POST', `/v1/test/payments/${pspReference}/dispute`, {
      stage: 'NOTIFICATION_OF_CHARGEBACK',
    });
    expect(notice.status).toBe(200);
    const events = await h.eventually(history, (rows) => rows.length === 3);
    expect(events.map((row) => [row.kind, row.outcome])).toEqual([
      ['CHARGEBACK', 'applied'],
      ['CHARGEBACK', 'stale'],
      ['NOTIFICATION_OF_CHARGEBACK', 'stale'],
    ]);
    const debited = await balancesOf(h.database.db, player.userId);
    expect(debited.withdrawable).toBe(credited.withdrawable - booking.deposit_amount);
    expect(debited.bonus).toBe(Math.max(0, credited.bonus - booking.bonus_amount));
    const user = () =>
      h.database.db
        .selectFrom('users')
        .select(['deposit_block_reason', 'deposit_block_amount'])
        .where('id', '=', player.userId)
        .executeTakeFirstOrThrow();
    expect(await user()).toEqual({ deposit_block_reason: 'chargeback', deposit_block_amount: 2000 });
    const bookingNow = await h.database.db
      .selectFrom('subscription_bookings')
      .select(['state', 'psp_status'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(bookingNow).toEqual({ state: 'SUCCESS', psp_status: 'CHARGEBACK' });
    const mails = await mailKinds(h.database.db, player.userId);
    expect(mails.filter((mail) => mail.startsWith('chargeback'))).toEqual(['chargeback_debited']);

    // The console: on the player page, with the booking it disputes; the defence goes to the PSP.
    const cookie = await h.financeCookie();
    const dispute = await listedDispute(cookie, `player=${player.userId}`);
    expect(dispute).toMatchObject({
      tid: null,
      booking: { reference: booking.reference, sequence: 2 },
      stage: 'CHARGEBACK',
      depositDebited: booking.deposit_amount,
    });
    const defended = await defend(cookie, dispute.id, 'The month was delivered and played');
    expect(defended.statusCode, defended.body).toBe(200);
    const audit = await h.database.db
      .selectFrom('operator_audit_log')
      .select(['action', 'subject_type'])
      .where('action', '=', 'dispute.defend')
      .where('subject_type', '=', 'subscription')
      .execute();
    expect(audit).toHaveLength(1);
    const won = await h.sandboxCall('POST', `/v1/test/disputes/dp_${pspReference}/outcome`, { outcome: 'WON' });
    expect(won.status).toBe(200);
    await h.eventually(
      () => balancesOf(h.database.db, player.userId),
      (balance) => balance.withdrawable === credited.withdrawable,
    );
    expect(await user()).toEqual({ deposit_block_reason: null, deposit_block_amount: null });
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });
});
