// Saver-package bookings charged for a month after the package ended are refunded in full (issue 12's open
// defects; rule in docs/back-office.md "Refunds, blocks, cancellations"). A package ends before bookings already
// charged when an operator records a postal or e-mail cancellation late (SPEC §4: it counts at receipt) or refunds
// the sign-up payment in full. A booking is "after the end" when its due date (the first day of the month it pays
// for) is after the package's last day; a booking whose month started on or before the end date is kept.
//
// Exactly once, like the refunds of deposits (modules/refunds):
// 1. One transaction per booking, the booking row locked (then the player's accounts, the order the billing
//    takes them in): a refund row exists at most once per booking (unique booking_id, ledger reference
//    `<booking reference>:refund`), written PENDING with its ledger entries and the audit entry.
// 2. Outside any transaction: the PSP refunds the booking's payment, Idempotency-Key `booking-refund:<id>`.
// 3. The outcome in one transaction: REFUNDED, or FAILED with the ledger entries booked back. A lost answer leaves
//    it PENDING; the saver-package job round sends it again with the same key (after a restart too), or the
//    PSP's refund.updated notification settles it.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { SubscriptionBookingRefundsTable } from '../../db/refund-tables.ts';
import {
  ensureAccount,
  type LedgerEntryInput,
  lockAccount,
  sumPlayerBalance,
  writeLedgerTransaction,
} from '../ledger/ledger.repository.ts';
import { recordAudit } from '../operators/audit.ts';
import { PaymentProviderError, type PspNotification, type PspRefund } from '../payments/payment-provider.ts';
import { lockBooking } from './subscriptions.repository.ts';

export type BookingRefundRow = Selectable<SubscriptionBookingRefundsTable>;

export interface BookingRefundView {
  id: string;
  sequence: number;
  dueDate: string;
  cause: BookingRefundRow['cause'];
  amount: number;
  currency: string;
  depositAmount: number;
  depositWrittenOff: number;
  bonusClawback: number;
  gdCurrency: string;
  state: BookingRefundRow['state'];
  pspReference: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export function toBookingRefundView(
  row: BookingRefundRow,
  booking: { sequence: number; due_date: string },
): BookingRefundView {
  return {
    id: row.id,
    sequence: booking.sequence,
    dueDate: booking.due_date,
    cause: row.cause,
    amount: row.amount,
    currency: row.currency,
    depositAmount: row.deposit_amount,
    depositWrittenOff: row.deposit_written_off,
    bonusClawback: row.bonus_clawback,
    gdCurrency: row.gd_currency,
    state: row.state,
    pspReference: row.psp_reference,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/**
 * The ledger of a booking refund, one balanced transaction: the PSP pays the whole deposit back out of what it
 * holds (psp_clearing +deposit); the credit the player still has comes off the withdrawable balance, the part
 * already played is borne by the platform (platform_funding); the booking's bonus comes back as far as the
 * player still has it (bonus −clawback, platform_funding +clawback). `sign` −1 books it back.
 */
async function refundEntries(trx: Trx, row: BookingRefundRow, sign: 1 | -1): Promise<LedgerEntryInput[]> {
  const currency = row.gd_currency;
  const entries: LedgerEntryInput[] = [];
  const deposit = row.deposit_amount + row.deposit_written_off;
  if (deposit > 0) {
    entries.push({
      accountId: await ensureAccount(trx, { userId: null, kind: 'psp_clearing', currency }),
      amount: sign * deposit,
    });
  }
  if (row.deposit_amount > 0) {
    entries.push({
      accountId: await ensureAccount(trx, { userId: row.user_id, kind: 'withdrawable', currency }),
      amount: -sign * row.deposit_amount,
    });
  }
  if (row.bonus_clawback > 0) {
    entries.push({
      accountId: await ensureAccount(trx, { userId: row.user_id, kind: 'bonus', currency }),
      amount: -sign * row.bonus_clawback,
    });
  }
  const platform = row.bonus_clawback - row.deposit_written_off;
  if (platform !== 0) {
    entries.push({
      accountId: await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency }),
      amount: sign * platform,
    });
  }
  return entries;
}

/**
 * Ends are set by the caller; here the consequences: declined bookings waiting for a retry after the end are not
 * tried again (nothing was charged), and every booking charged for a month after the end gets its refund row.
 * Returns the ids of the refunds still PENDING for this package (new or left over), for `submitBookingRefunds`.
 */
export async function reserveBookingRefunds(deps: AppDeps, subscriptionId: string): Promise<string[]> {
  const subscription = await deps.db
    .selectFrom('subscriptions')
    .select(['id', 'end_date', 'end_operator_id', 'failure_reason'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (subscription === undefined || subscription.end_date === null || subscription.end_operator_id === null) return [];
  const endDate = subscription.end_date;
  const operatorId = subscription.end_operator_id;
  const cause = subscription.failure_reason === SIGNUP_REFUNDED ? 'signup_refund' : 'cancellation';
  const now = deps.clock.now();
  await deps.db
    .updateTable('subscription_bookings')
    .set({ state: 'SKIPPED', next_attempt_at: null, updated_at: now })
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'RETRY')
    .where('due_date', '>', endDate)
    .execute();
  const candidates = await deps.db
    .selectFrom('subscription_bookings as b')
    .select('b.id')
    .where('b.subscription_id', '=', subscriptionId)
    .where('b.state', '=', 'SUCCESS')
    .where('b.due_date', '>', endDate)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscription_booking_refunds as r').select('r.id').whereRef('r.booking_id', '=', 'b.id'))),
    )
    .orderBy('b.sequence')
    .execute();
  for (const candidate of candidates) {
    await deps.db.transaction().execute((trx) => reserveOne(trx, deps, candidate.id, { endDate, operatorId, cause }));
  }
  const pending = await deps.db
    .selectFrom('subscription_booking_refunds')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'PENDING')
    .execute();
  return pending.map((row) => row.id);
}

/** failure_reason of a package ended because its sign-up payment was refunded in full. */
export const SIGNUP_REFUNDED = 'signup_refunded';

async function reserveOne(
  trx: Trx,
  deps: AppDeps,
  bookingId: string,
  context: { endDate: string; operatorId: number; cause: BookingRefundRow['cause'] },
): Promise<void> {
  const booking = await lockBooking(trx, { id: bookingId });
  if (booking === undefined || booking.state !== 'SUCCESS' || booking.due_date <= context.endDate) return;
  const existing = await trx
    .selectFrom('subscription_booking_refunds')
    .select('id')
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (existing !== undefined) return;
  const userId = booking.user_id;
  const currency = booking.gd_currency;
  await lockAccount(trx, { userId, kind: 'withdrawable', currency });
  await lockAccount(trx, { userId, kind: 'bonus', currency });
  const [withdrawable, bonus] = await Promise.all([
    sumPlayerBalance(trx, { userId, currency, kinds: ['withdrawable'] }),
    sumPlayerBalance(trx, { userId, currency, kinds: ['bonus'] }),
  ]);
  const taken = Math.max(0, Math.min(booking.deposit_amount, withdrawable));
  // A bonus that already expired went back then; what is left of it is what the player still has.
  const bonusLeft = booking.bonus_amount - (booking.bonus_expired_amount ?? 0);
  const clawback = Math.max(0, Math.min(bonusLeft, bonus));
  const now = deps.clock.now();
  const row: BookingRefundRow = {
    id: randomUUID(),
    booking_id: booking.id,
    subscription_id: booking.subscription_id,
    user_id: userId,
    operator_id: context.operatorId,
    cause: context.cause,
    amount: booking.price,
    currency: booking.currency,
    deposit_amount: taken,
    deposit_written_off: booking.deposit_amount - taken,
    bonus_clawback: clawback,
    gd_currency: currency,
    state: 'PENDING',
    psp_reference: null,
    failure_reason: null,
    ledger_transaction_id: null,
    reversal_transaction_id: null,
    created_at: now,
    updated_at: now,
    settled_at: null,
  };
  const entries = await refundEntries(trx, row, 1);
  row.ledger_transaction_id =
    entries.length === 0
      ? null
      : await writeLedgerTransaction(trx, {
          description: `refund of saver-package booking ${booking.reference} (after the package ended ${context.endDate})`,
          reference: `${booking.reference}:refund`,
          entries,
        });
  await trx.insertInto('subscription_booking_refunds').values(row).execute();
  await recordAudit(trx, {
    operatorId: context.operatorId,
    action: 'subscription.booking_refund',
    subjectType: 'subscription',
    subjectId: String(booking.subscription_id),
    before: {
      booking: { sequence: booking.sequence, dueDate: booking.due_date, state: booking.state },
      withdrawable,
      bonus,
    },
    after: {
      refund: toBookingRefundView(row, booking),
      withdrawable: withdrawable - taken,
      bonus: bonus - clawback,
    },
    reason: `booking due ${booking.due_date} is after the package's end ${context.endDate}`,
    at: now,
  });
}

type Outcome =
  | { state: 'REFUNDED'; pspReference: string }
  | { state: 'FAILED'; pspReference: string | null; failureReason: string };

/** Applies the PSP's outcome to a PENDING booking refund, once; audited in the name of the operator who ended the package. */
async function settleLocked(
  trx: Trx,
  deps: AppDeps,
  id: string,
  outcome: Outcome,
  source: 'psp answer' | 'psp notification',
): Promise<void> {
  const row = await trx
    .selectFrom('subscription_booking_refunds')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined || row.state !== 'PENDING') return;
  const now = deps.clock.now();
  const booking = await trx
    .selectFrom('subscription_bookings')
    .select(['sequence', 'due_date', 'reference'])
    .where('id', '=', row.booking_id)
    .executeTakeFirstOrThrow();
  let reversal: string | null = null;
  if (outcome.state === 'FAILED') {
    const entries = await refundEntries(trx, row, -1);
    if (entries.length > 0) {
      reversal = await writeLedgerTransaction(trx, {
        description: `refund of saver-package booking ${booking.reference} not carried out (${outcome.failureReason})`,
        reference: `${booking.reference}:refund:reversed`,
        entries,
      });
    }
  }
  const updated = await trx
    .updateTable('subscription_booking_refunds')
    .set({
      state: outcome.state,
      psp_reference: outcome.pspReference ?? row.psp_reference,
      failure_reason: outcome.state === 'FAILED' ? outcome.failureReason : null,
      reversal_transaction_id: reversal,
      settled_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    operatorId: row.operator_id,
    action:
      outcome.state === 'REFUNDED' ? 'subscription.booking_refund.completed' : 'subscription.booking_refund.failed',
    subjectType: 'subscription',
    subjectId: String(row.subscription_id),
    before: { refund: toBookingRefundView(row, booking) },
    after: { refund: toBookingRefundView(updated, booking) },
    reason: source,
    at: now,
  });
}

function outcomeOfAnswer(answer: PspRefund): Outcome {
  return answer.status === 'REFUNDED'
    ? { state: 'REFUNDED', pspReference: answer.pspReference }
    : { state: 'FAILED', pspReference: answer.pspReference, failureReason: answer.failureReason ?? 'REFUSED' };
}

/** Sends PENDING booking refunds to the PSP (same key every time) and applies each answer. */
export async function submitBookingRefunds(deps: AppDeps, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const row = await deps.db
      .selectFrom('subscription_booking_refunds as r')
      .innerJoin('subscription_bookings as b', 'b.id', 'r.booking_id')
      .select(['r.id', 'r.state', 'r.amount', 'r.currency', 'b.psp_reference as paymentRef'])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (row === undefined || row.state !== 'PENDING' || row.paymentRef === null) continue;
    let outcome: Outcome;
    try {
      const answer = await deps.payments.adapter.createRefund({
        idempotencyKey: `booking-refund:${row.id}`,
        paymentPspReference: row.paymentRef,
        reference: row.id,
        amount: { value: row.amount, currency: row.currency },
        notificationUrl: deps.config.pspNotificationUrl,
      });
      outcome = outcomeOfAnswer(answer);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.kind === 'uncertain') {
        deps.log.warn(
          { bookingRefund: row.id, message: error.message },
          'booking refund sent, no usable answer: left pending',
        );
        continue;
      }
      const failureReason =
        error.kind === 'unreachable' ? 'psp_unreachable' : `psp_rejected_${error.status ?? 'request'}`;
      deps.log.warn({ bookingRefund: row.id, message: error.message }, 'booking refund not carried out by the PSP');
      outcome = { state: 'FAILED', pspReference: null, failureReason };
    }
    await deps.db.transaction().execute((trx) => settleLocked(trx, deps, row.id, outcome, 'psp answer'));
  }
}

/** Reserves and sends the refunds of one package's bookings after its end (after the ending transaction committed). */
export async function refundBookingsAfterEnd(deps: AppDeps, subscriptionId: string): Promise<void> {
  await submitBookingRefunds(deps, await reserveBookingRefunds(deps, subscriptionId));
}

/**
 * The job round's part: packages an operator ended whose bookings after the end are not all refunded (a charge
 * that was on its way when the package ended, a server stopped between the steps), and refunds left PENDING by a
 * lost PSP answer. Returns how many refunds were sent.
 */
export async function refundBookingsAfterEndRound(deps: AppDeps): Promise<number> {
  const packages = await deps.db
    .selectFrom('subscriptions as s')
    .select('s.id')
    .where('s.end_operator_id', 'is not', null)
    .where('s.end_date', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscription_bookings as b')
          .select('b.id')
          .whereRef('b.subscription_id', '=', 's.id')
          .whereRef('b.due_date', '>', 's.end_date')
          .where('b.state', 'in', ['SUCCESS', 'RETRY'])
          .where(({ not, exists: inner, selectFrom: from }) =>
            not(inner(from('subscription_booking_refunds as r').select('r.id').whereRef('r.booking_id', '=', 'b.id'))),
          ),
      ),
    )
    .execute();
  for (const row of packages) await reserveBookingRefunds(deps, row.id);
  const pending = await deps.db
    .selectFrom('subscription_booking_refunds')
    .select('id')
    .where('state', '=', 'PENDING')
    .orderBy('created_at')
    .execute();
  const ids = pending.map((row) => row.id);
  await submitBookingRefunds(deps, ids);
  return ids.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refund.updated notification about a booking refund (its reference is the refund's id); null when it is none. */
export async function applyBookingRefundNotification(
  trx: Trx,
  deps: AppDeps,
  notification: PspNotification,
): Promise<string | null> {
  if (!UUID.test(notification.reference)) return null;
  const row = await trx
    .selectFrom('subscription_booking_refunds')
    .select(['id', 'state', 'psp_reference', 'amount', 'currency'])
    .where('id', '=', notification.reference)
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.psp_reference !== null && row.psp_reference !== notification.pspReference) return 'psp_reference_mismatch';
  const { amount } = notification;
  if (amount !== null && (amount.value !== row.amount || amount.currency !== row.currency)) return 'amount_mismatch';
  if (row.state !== 'PENDING') return 'no-op';
  if (notification.status !== 'REFUNDED' && notification.status !== 'REFUSED') return 'ignored';
  await settleLocked(
    trx,
    deps,
    row.id,
    notification.status === 'REFUNDED'
      ? { state: 'REFUNDED', pspReference: notification.pspReference }
      : {
          state: 'FAILED',
          pspReference: notification.pspReference,
          failureReason: notification.failureReason ?? 'REFUSED',
        },
    'psp notification',
  );
  return 'applied';
}
