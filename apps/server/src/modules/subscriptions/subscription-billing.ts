// The monthly bookings of saver packages (SPEC §4): a job turns due packages into bookings, charges each
// with the stored method at the PSP (merchant-initiated, no player present) and applies the answer in one
// transaction with its credit. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of instances
// can run it; the PSP call carries an idempotency key per booking attempt, so a retry after a crash or a
// lost answer never charges twice, and the ledger reference per booking makes a second credit impossible.

import { bonusExpiryDate, calendarDateOf, nextBookingAfter, nextRetryDate } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { runInBatches } from '../../lib/batches.ts';
import { checkBookingDepositLimit, type PlayerAllowance } from '../deposit-limits/deposit-limits.service.ts';
import { creditDeposit } from '../ledger/ledger.service.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { notificationUrlOf } from '../payments/payment-services.ts';
import { findUserById } from '../users/users.repository.ts';
import { playerNameOf } from '../users/users.service.ts';
import { mailAboutBooking, mailAboutPackage } from './subscription-mail.ts';
import { type BookingRow, type SubscriptionRow, scheduleOfRow } from './subscription-record.ts';
import {
  findDepositBlockReason,
  findNextBookingDate,
  getSubscription,
  insertBooking,
  lockBooking,
  lockDueBookingAttempts,
  lockDueSubscriptions,
  lockSubscription,
  skipRetryBookings,
  updateBooking,
  updateSubscription,
} from './subscriptions.repository.ts';

const BATCH = 20;
/** A claimed attempt not finished by then (an instance died) is taken up again, with the same key. */
const LEASE_MS = 10 * 60_000;
/** A charge the PSP left PENDING is asked about again after this long. */
const PENDING_RECHECK_MS = 60 * 60_000;

/** The start of a calendar day (UTC): when a retry on that day becomes due. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** Creates the bookings that fell due; returns how many. */
export async function scheduleDueBookings(deps: AppDeps): Promise<number> {
  return runInBatches(BATCH, () => {
    const now = deps.clock.now();
    const today = calendarDateOf(now);
    return deps.db.transaction().execute(async (trx) => {
      const due = await lockDueSubscriptions(trx, today, BATCH);
      for (const subscription of due) await createBooking(trx, deps, subscription, now);
      return due.length;
    });
  });
}

async function createBooking(trx: Trx, deps: AppDeps, subscription: SubscriptionRow, now: Date): Promise<void> {
  const dueDate = subscription.next_booking_date;
  if (dueDate === null) return;
  const sequence = subscription.bookings_count + 1;
  // A booking is a deposit too (issue 8): one the player's deposit limit does not allow is not charged.
  const overLimit = await checkBookingDepositLimit(deps, trx, {
    userId: subscription.user_id,
    price: subscription.price,
  });
  // An unsettled chargeback blocks deposits, bookings too (docs/chargebacks.md): the month is skipped.
  const chargedBack = await hasChargebackBlock(trx, subscription.user_id);
  const charged = overLimit === null && !chargedBack;
  const booking = await insertBooking(trx, {
    subscription_id: subscription.id,
    user_id: subscription.user_id,
    sequence,
    due_date: dueDate,
    state: charged ? 'PENDING' : 'SKIPPED',
    reference: `booking:${subscription.id}:${sequence}`,
    // Charged where the package's method is stored.
    psp: subscription.psp,
    attempts: charged ? 1 : 0,
    next_attempt_at: charged ? now : null,
    refusal_code: charged ? null : chargedBack ? CHARGEBACK_REFUSAL : DEPOSIT_LIMIT_REFUSAL,
    price: subscription.price,
    currency: subscription.currency,
    gd_currency: subscription.gd_currency,
    deposit_amount: subscription.deposit_amount,
    bonus_amount: subscription.bonus_amount,
    created_at: now,
    updated_at: now,
  });
  const next = nextBookingAfter(scheduleOfRow(subscription), sequence, subscription.end_date);
  await updateSubscription(trx, subscription.id, {
    bookings_count: sequence,
    next_booking_date: next?.date ?? null,
    updated_at: now,
  });
  if (overLimit !== null && !chargedBack) await mailSkippedForLimit(trx, booking, overLimit, next?.date ?? null, now);
}

/** refusal_code of a booking skipped because the player owes a chargeback (state SKIPPED). */
export const CHARGEBACK_REFUSAL = 'chargeback';

async function hasChargebackBlock(trx: Trx, userId: number): Promise<boolean> {
  return (await findDepositBlockReason(trx, userId)) === 'chargeback';
}

/** refusal_code of a booking the deposit limit kept from being charged (state SKIPPED). */
export const DEPOSIT_LIMIT_REFUSAL = 'depositLimitReached';

/**
 * A booking the deposit limit does not allow is SKIPPED, not retried: the player chose the limit, and the package
 * simply goes on with the next month. The player is told by e-mail.
 */
async function mailSkippedForLimit(
  trx: Trx,
  booking: BookingRow,
  allowance: PlayerAllowance,
  nextBookingDate: string | null,
  now: Date,
): Promise<void> {
  await mailAboutBooking(trx, now, booking, 'booking_skipped_limit', 'skipped-limit', {
    bookingDate: booking.due_date,
    amountLeft: allowance.amountLeft ?? 0,
    nextPossibleDate: allowance.nextPossibleDate,
    nextBookingDate,
  });
}

async function skipRetryForLimit(trx: Trx, deps: AppDeps, booking: BookingRow): Promise<boolean> {
  const overLimit = await checkBookingDepositLimit(deps, trx, {
    userId: booking.user_id,
    price: booking.price,
    excludeBookingId: booking.id,
  });
  if (overLimit === null) return false;
  const skipped = await updateBooking(trx, booking.id, {
    state: 'SKIPPED',
    refusal_code: DEPOSIT_LIMIT_REFUSAL,
    next_attempt_at: null,
    updated_at: deps.clock.now(),
  });
  // Read, not locked: the player's row is the last lock a booking transaction takes (no lock-order cycles).
  const nextBookingDate = await findNextBookingDate(trx, booking.subscription_id);
  await mailSkippedForLimit(trx, skipped, overLimit, nextBookingDate ?? null, deps.clock.now());
  return true;
}

/** Claims bookings whose (next) attempt is due, starting a new attempt for those declined before. */
async function claimDueBookings(deps: AppDeps): Promise<BookingRow[]> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const due = await lockDueBookingAttempts(trx, now, BATCH);
    const claimed: BookingRow[] = [];
    for (const booking of due) {
      const retry = booking.state === 'RETRY';
      // A lower deposit limit set since the first attempt applies to the retry too (issue 8).
      if (retry && (await skipRetryForLimit(trx, deps, booking))) continue;
      claimed.push(
        await updateBooking(trx, booking.id, {
          state: 'PENDING',
          attempts: retry ? booking.attempts + 1 : booking.attempts,
          ...(retry ? { psp_reference: null, psp_status: null, refusal_code: null } : {}),
          next_attempt_at: new Date(now.getTime() + LEASE_MS),
          updated_at: now,
        }),
      );
    }
    return claimed;
  });
}

/** Charges every booking that is due; returns how many were tried. */
export async function chargeDueBookings(deps: AppDeps): Promise<number> {
  return runInBatches(BATCH, async () => {
    const claimed = await claimDueBookings(deps);
    for (const booking of claimed) await chargeBooking(deps, booking);
    return claimed.length;
  });
}

export const bookingIdempotencyKey = (booking: Pick<BookingRow, 'reference' | 'attempts'>) =>
  `${booking.reference}:attempt:${booking.attempts}`;

async function chargeBooking(deps: AppDeps, booking: BookingRow): Promise<void> {
  const subscription = await getSubscription(deps.db, booking.subscription_id);
  const adapter = deps.payments.adapterFor(booking.psp);
  try {
    if (booking.psp_reference !== null) {
      // A PSP without a payment lookup (Adyen) reports the charge by notification only.
      if (adapter.looksUpPayments === false) return;
      await applyBookingPayment(deps, booking.id, await adapter.getPayment(booking.psp_reference));
      return;
    }
    if (subscription.recurring_reference === null) {
      await applyBookingRefusal(deps, booking.id, { code: '30', final: true, pspStatus: 'NO_RECURRING_REFERENCE' });
      return;
    }
    const user = await findUserById(deps.db, booking.user_id);
    if (user === undefined) throw new Error(`booking ${booking.reference} has no player`);
    const payment = await adapter.createPayment({
      idempotencyKey: bookingIdempotencyKey(booking),
      reference: booking.reference,
      method: subscription.psp_method,
      amount: { value: booking.price, currency: booking.currency },
      shopper: { name: playerNameOf(user), country: user.country },
      returnUrl: `${deps.config.publicUrl}/subscription`,
      cancelUrl: `${deps.config.publicUrl}/subscription`,
      notificationUrl: notificationUrlOf(deps.config, booking.psp),
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'Subscription',
      recurring: { reference: subscription.recurring_reference },
    });
    await applyBookingPayment(deps, booking.id, payment);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ booking: booking.reference, kind: error.kind, cause: error.message }, 'booking charge failed');
    // The stored method itself was refused (revoked mandate, unknown reference): retrying cannot help.
    if (error.kind === 'rejected') {
      await applyBookingRefusal(deps, booking.id, { code: error.code ?? '30', final: true, pspStatus: 'REJECTED' });
    }
    // Otherwise the lease runs out and the same attempt is sent again with the same key.
  }
}

/** What the PSP said about a booking's charge (its answer, a status check or a notification). */
export interface BookingReport {
  status: string;
  refusalCode: string | null;
  pspReference: string;
}

/** A PSP report about a booking's charge (its answer, a status check or a notification). */
export async function applyBookingPayment(deps: AppDeps, bookingId: string, payment: BookingReport): Promise<string> {
  return deps.db.transaction().execute((trx) => applyBookingReport(trx, deps, { id: bookingId }, payment));
}

export async function applyBookingReport(
  trx: Trx,
  deps: AppDeps,
  by: { id: string } | { reference: string },
  payment: BookingReport,
): Promise<string> {
  const booking = await lockBooking(trx, by);
  if (booking === undefined) return 'unknown_reference';
  if (booking.state !== 'PENDING') return 'no-op';
  if (booking.psp_reference !== null && booking.psp_reference !== payment.pspReference) return 'psp_reference_mismatch';
  // A notification names the booking, not the attempt: while a retry is in flight (its charge not answered yet), a
  // late report of an earlier attempt (its refusal) would otherwise settle this one, and this attempt's own success
  // would then find the booking no longer PENDING: the player charged and not credited. The attempt's answer, or the
  // same attempt sent again with its key once the lease runs out, reports it instead.
  if ('reference' in by && booking.psp_reference === null && booking.attempts > 1) return 'attempt_unknown';
  const now = deps.clock.now();
  switch (payment.status) {
    case 'AUTHORISED':
      await creditBooking(trx, booking, payment.pspReference, now);
      deps.metrics?.saverBooking('SUCCESS');
      return 'applied';
    case 'REFUSED':
    case 'BLOCKED':
    case 'CANCELLED':
      await refuseBooking(trx, deps, booking, {
        code: payment.refusalCode ?? '1',
        final: false,
        pspStatus: payment.status,
        pspReference: payment.pspReference,
      });
      deps.metrics?.saverBooking('DECLINED');
      return 'applied';
    default:
      // PENDING (or anything a merchant-initiated charge should not answer): ask again later.
      await updateBooking(trx, booking.id, {
        psp_reference: payment.pspReference,
        psp_status: payment.status,
        next_attempt_at: new Date(now.getTime() + PENDING_RECHECK_MS),
        updated_at: now,
      });
      return 'pending';
  }
}

async function applyBookingRefusal(
  deps: AppDeps,
  bookingId: string,
  refusal: { code: string; final: boolean; pspStatus: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, { id: bookingId });
    if (booking === undefined || booking.state !== 'PENDING') return;
    await refuseBooking(trx, deps, booking, { ...refusal, pspReference: booking.psp_reference });
  });
}

async function creditBooking(trx: Trx, booking: BookingRow, pspReference: string, now: Date) {
  const transactionId = await creditDeposit(trx, {
    userId: booking.user_id,
    currency: booking.gd_currency,
    deposit: booking.deposit_amount,
    bonus: booking.bonus_amount,
    reference: booking.reference,
    description: `saver package booking ${booking.reference}`,
    at: now,
  });
  const today = calendarDateOf(now);
  await updateBooking(trx, booking.id, {
    state: 'SUCCESS',
    psp_reference: pspReference,
    psp_status: 'AUTHORISED',
    credited_at: now,
    ledger_transaction_id: transactionId,
    next_attempt_at: null,
    bonus_expires_on: booking.bonus_amount > 0 ? bonusExpiryDate(today) : null,
    updated_at: now,
  });
  const subscription = await lockSubscription(trx, booking.subscription_id);
  await mailAboutBooking(trx, now, booking, 'booking_succeeded', 'succeeded', {
    deposit: booking.deposit_amount,
    bonus: booking.bonus_amount,
    gdCurrency: booking.gd_currency,
    bookingDate: today,
    nextBookingDate: subscription?.next_booking_date ?? null,
    bonusExpiresOn: booking.bonus_amount > 0 ? bonusExpiryDate(today) : null,
  });
}

async function refuseBooking(
  trx: Trx,
  deps: AppDeps,
  booking: BookingRow,
  refusal: { code: string; final: boolean; pspStatus: string; pspReference: string | null },
): Promise<void> {
  const now = deps.clock.now();
  const retryOn = refusal.final ? null : nextRetryDate(booking.due_date, booking.attempts);
  await updateBooking(trx, booking.id, {
    state: retryOn === null ? 'FAILED' : 'RETRY',
    psp_reference: refusal.pspReference,
    psp_status: refusal.pspStatus,
    refusal_code: refusal.code,
    next_attempt_at: retryOn === null ? null : startOfDay(retryOn),
    updated_at: now,
  });
  if (retryOn !== null) {
    const declined = { bookingDate: booking.due_date, nextAttemptDate: retryOn };
    await mailAboutBooking(trx, now, booking, 'booking_declined_retry', `declined:${booking.attempts}`, declined);
    return;
  }
  const subscription = await lockSubscription(trx, booking.subscription_id);
  if (subscription !== undefined) await failSubscription(trx, deps, subscription, 'declined');
}

/** Ends a package for a fault (SPEC §4): no further booking; the player is told by e-mail. */
export async function failSubscription(
  trx: Trx,
  deps: AppDeps,
  subscription: SubscriptionRow,
  reason: 'declined' | 'returned' | 'mandate_revoked',
): Promise<void> {
  if (subscription.state === 'FAILED' || subscription.state === 'ENDED' || subscription.state === 'EXPIRED') return;
  const now = deps.clock.now();
  await updateSubscription(trx, subscription.id, {
    state: 'FAILED',
    failure_reason: reason,
    end_date: calendarDateOf(now),
    next_booking_date: null,
    updated_at: now,
  });
  // Bookings still waiting for a retry belong to the package that just ended.
  await skipRetryBookings(trx, subscription.id, now);
  if (reason === 'mandate_revoked') return; // its own e-mail says what happened (mandate_revoked)
  const failed = { price: subscription.price, currency: subscription.currency, reason };
  await mailAboutPackage(trx, now, subscription, 'subscription_failed', 'failed', failed);
}
