// Saver-package bookings charged for a month after the package ended are refunded in full (issue 12's open
// defects; rule in docs/back-office.md "Refunds, blocks, cancellations"). A package ends before bookings already
// charged when an operator records a postal or e-mail cancellation late (SPEC §4: it counts at receipt) or refunds
// the sign-up payment in full. A booking is "after the end" when the month it pays for starts after the package's
// last day (domain bookingWithinTerm): its due date is after the end date, or — a booking on a shorter month's
// last day for a 29th–31st sign-up day, which pays for the month from the next day — on the end date itself.
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
import { bookingWithinTerm, type Schedule } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { isDisputeStage } from '../disputes/dispute-booking.ts';
import { ensureAccount, type LedgerEntryInput, writeLedgerTransaction } from '../ledger/ledger.repository.ts';
import { lockedPlayerBalance } from '../ledger/ledger.service.ts';
import { recordAudit } from '../operators/audit.ts';
import type { PspNotification } from '../payments/payment-provider.ts';
import {
  answerRefundNotification,
  askPspToRefund,
  REFUND_ID,
  type RefundOutcome,
  settledRefundColumns,
} from '../refunds/psp-refund.ts';
import {
  findRefundForNotification,
  notePspReference,
  settleRefundRow,
} from '../refunds/refund-settlement.repository.ts';
import {
  type BookingRefundRow,
  bookingRefundExists,
  findBookingRefundToSend,
  findPackageEnd,
  findRefundedBooking,
  insertBookingRefund,
  listEndedPackagesOwingRefunds,
  listPendingBookingRefunds,
  listUnrefundedBookingsAfterEnd,
  lockBookingRefund,
  skipRetriesAfterEnd,
} from './booking-refunds.repository.ts';
import { lockBooking } from './subscriptions.repository.ts';

export type { BookingRefundRow };

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
  const subscription = await findPackageEnd(deps.db, subscriptionId);
  if (subscription === undefined || subscription.end_date === null || subscription.end_operator_id === null) return [];
  const endDate = subscription.end_date;
  const schedule: Schedule = { startDate: subscription.start_date, anchorDay: subscription.anchor_day };
  const operatorId = subscription.end_operator_id;
  const cause = subscription.failure_reason === SIGNUP_REFUNDED ? 'signup_refund' : 'cancellation';
  const now = deps.clock.now();
  const end = { endDate, anchorDay: subscription.anchor_day };
  await skipRetriesAfterEnd(deps.db, subscriptionId, { ...end, now });
  const candidates = await listUnrefundedBookingsAfterEnd(deps.db, subscriptionId, end);
  for (const candidate of candidates) {
    await deps.db
      .transaction()
      .execute((trx) => reserveOne(trx, deps, candidate.id, { endDate, schedule, operatorId, cause }));
  }
  return listPendingBookingRefunds(deps.db, subscriptionId);
}

/** failure_reason of a package ended because its sign-up payment was refunded in full. */
export const SIGNUP_REFUNDED = 'signup_refunded';

async function reserveOne(
  trx: Trx,
  deps: AppDeps,
  bookingId: string,
  context: { endDate: string; schedule: Schedule; operatorId: number; cause: BookingRefundRow['cause'] },
): Promise<void> {
  const booking = await lockBooking(trx, { id: bookingId });
  if (booking === undefined || booking.state !== 'SUCCESS') return;
  // A disputed booking is settled through its dispute (docs/chargebacks.md), never refunded besides.
  if (booking.psp_status !== null && isDisputeStage(booking.psp_status)) return;
  if (bookingWithinTerm(context.schedule, booking.sequence, context.endDate)) return;
  if (await bookingRefundExists(trx, booking.id)) return;
  const userId = booking.user_id;
  const currency = booking.gd_currency;
  const { withdrawable, bonus } = await lockedPlayerBalance(trx, userId, currency);
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
    psp: booking.psp,
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
          at: now,
          reference: `${booking.reference}:refund`,
          entries,
        });
  await insertBookingRefund(trx, row);
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

/** Applies the PSP's outcome to a PENDING booking refund, once; audited in the name of the operator who ended the package. */
async function settleLocked(
  trx: Trx,
  deps: AppDeps,
  id: string,
  outcome: RefundOutcome,
  source: 'psp answer' | 'psp notification',
): Promise<void> {
  const row = await lockBookingRefund(trx, id);
  if (row === undefined || row.state !== 'PENDING') return;
  const now = deps.clock.now();
  const booking = await findRefundedBooking(trx, row.booking_id);
  let reversal: string | null = null;
  if (outcome.state === 'FAILED') {
    const entries = await refundEntries(trx, row, -1);
    if (entries.length > 0) {
      reversal = await writeLedgerTransaction(trx, {
        description: `refund of saver-package booking ${booking.reference} not carried out (${outcome.failureReason})`,
        at: now,
        reference: `${booking.reference}:refund:reversed`,
        entries,
      });
    }
  }
  const updated = await settleRefundRow(
    trx,
    'subscription_booking_refunds',
    id,
    settledRefundColumns(outcome, row, reversal, now),
  );
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

/** Sends PENDING booking refunds to the PSP (same key every time) and applies each answer. */
export async function submitBookingRefunds(deps: AppDeps, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const row = await findBookingRefundToSend(deps.db, id);
    if (row === undefined || row.state !== 'PENDING' || row.paymentRef === null) continue;
    const answer = await askPspToRefund(deps, row, { keyPrefix: 'booking-refund', pspReference: row.paymentRef });
    if (answer.kind === 'received') {
      await notePspReference(deps.db, 'subscription_booking_refunds', row.id, answer.pspReference, deps.clock.now());
      continue;
    }
    if (answer.kind === 'uncertain') {
      deps.log.warn(
        { bookingRefund: row.id, message: answer.error.message },
        'booking refund sent, no usable answer: left pending',
      );
      continue;
    }
    if (answer.error !== undefined) {
      deps.log.warn(
        { bookingRefund: row.id, message: answer.error.message },
        'booking refund not carried out by the PSP',
      );
    }
    await deps.db.transaction().execute((trx) => settleLocked(trx, deps, row.id, answer.outcome, 'psp answer'));
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
  const packages = await listEndedPackagesOwingRefunds(deps.db);
  for (const row of packages) await reserveBookingRefunds(deps, row.id);
  const ids = await listPendingBookingRefunds(deps.db);
  await submitBookingRefunds(deps, ids);
  return ids.length;
}

/** A refund.updated notification about a booking refund (its reference is the refund's id); null when it is none. */
export async function applyBookingRefundNotification(
  trx: Trx,
  deps: AppDeps,
  notification: PspNotification,
): Promise<string | null> {
  if (!REFUND_ID.test(notification.reference)) return null;
  const row = await findRefundForNotification(trx, 'subscription_booking_refunds', notification.reference);
  if (row === undefined) return null;
  return answerRefundNotification(row, notification, (outcome) =>
    settleLocked(trx, deps, row.id, outcome, 'psp notification'),
  );
}
