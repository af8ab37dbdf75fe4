// The player's side of the saver package (SPEC §4): confirming it through the e-mail link, cancelling it
// (website, contact form, e-mail, post — a postal cancellation counts at receipt), closing the account
// (cancels on receipt), and the housekeeping of packages that ended or were never confirmed.
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { calendarDateOf, cancellationEffectiveDate, nextBookingAfter } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { SubscriptionCancelChannel, Trx } from '../../db/database.ts';
import { deleteSessionsAndTokensOfUser } from '../auth/auth.repository.ts';
import { forgetPlayerTokens } from '../auth/deposit-token-cache.ts';
import { markAccountClosed } from '../users/users.repository.ts';
import { mailAboutPackage } from './subscription-mail.ts';
import { type SubscriptionRow, scheduleOfRow, toSubscriptionDetails } from './subscription-record.ts';
import { hashConfirmToken } from './subscription-signup.ts';
import { forfeitSignupBonus } from './subscription-signup-bonus.ts';
import {
  endCancelledSubscriptions,
  lockExpiredUnconfirmedSubscriptions,
  lockLiveSubscriptionOfUser,
  lockSubscriptionByConfirmTokenHash,
  updateSubscription,
} from './subscriptions.repository.ts';

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

/** The confirmation link's token: the package becomes ACTIVE and its monthly bookings begin. */
export async function confirmSubscription(deps: AppDeps, token: string): Promise<ConfirmResult> {
  if (token.length < 16 || token.length > 200) return 'invalid';
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockSubscriptionByConfirmTokenHash(trx, hashConfirmToken(token));
    if (row === undefined) return 'invalid';
    if (row.confirmed_at !== null) return 'already-confirmed';
    const now = deps.clock.now();
    if (row.state !== 'PENDING' || (row.confirm_expires_at !== null && row.confirm_expires_at < now)) return 'expired';
    await updateSubscription(trx, row.id, { state: 'ACTIVE', confirmed_at: now, updated_at: now });
    await mailAboutPackage(trx, now, row, 'subscription_active', 'active', {
      price: row.price,
      currency: row.currency,
      bonus: row.bonus_amount,
      gdCurrency: row.gd_currency,
      nextBookingDate: row.next_booking_date,
    });
    return 'confirmed';
  });
}

export type CancelResult =
  | { ok: true; details: SubscriptionDetails | null }
  | { ok: false; code: 'subscription-not-available' };

/**
 * Cancels the player's live package as received on `receivedAt` through `channel`. It takes effect at the
 * end of the minimum term or of the current month, whichever is later; a closed account ends on receipt. A
 * package not yet confirmed never started: it ENDS at once (no booking; its sign-up bonus goes back,
 * forfeitSignupBonus) and the player may sign up again — `details` is then null. Cancelling again changes
 * nothing.
 */
export async function cancelSubscription(
  deps: AppDeps,
  input: { userId: number; channel: SubscriptionCancelChannel; receivedAt?: Date },
): Promise<CancelResult> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockLiveSubscriptionOfUser(trx, input.userId);
    if (row === undefined) return { ok: false, code: 'subscription-not-available' } as const;
    const updated = row.state === 'CANCELED' ? row : await cancelLocked(trx, deps, row, input);
    return { ok: true, details: toSubscriptionDetails(updated, deps.clock.now()) } as const;
  });
}

/**
 * Cancels the locked live package `row` (not yet CANCELED) inside the caller's transaction, as cancelSubscription
 * does: for the back office, which records a postal or e-mail cancellation and audits it in the same transaction.
 */
export async function cancelLockedSubscription(
  trx: Trx,
  deps: AppDeps,
  row: SubscriptionRow,
  input: { channel: SubscriptionCancelChannel; receivedAt: Date },
): Promise<SubscriptionRow> {
  return cancelLocked(trx, deps, row, input);
}

async function cancelLocked(
  trx: Trx,
  deps: AppDeps,
  row: SubscriptionRow,
  input: { channel: SubscriptionCancelChannel; receivedAt?: Date },
): Promise<SubscriptionRow> {
  const now = deps.clock.now();
  const receivedAt = input.receivedAt ?? now;
  const receivedOn = calendarDateOf(receivedAt);
  const schedule = scheduleOfRow(row);
  const neverStarted = row.state === 'PENDING';
  const onReceipt = input.channel === 'account' || neverStarted;
  const endDate = onReceipt ? receivedOn : cancellationEffectiveDate(schedule, receivedOn);
  const next = neverStarted ? null : nextBookingAfter(schedule, row.bookings_count, endDate);
  const updated = await updateSubscription(trx, row.id, {
    state: neverStarted ? 'ENDED' : 'CANCELED',
    end_date: endDate,
    next_booking_date: next?.date ?? null,
    cancel_received_at: receivedAt,
    cancel_channel: input.channel,
    ...(neverStarted ? { failure_reason: CANCELLED_UNCONFIRMED } : {}),
    updated_at: now,
  });
  if (neverStarted) await forfeitSignupBonus(trx, deps, row);
  const cancelled = { endDate, receivedDate: receivedOn, channel: input.channel };
  await mailAboutPackage(trx, now, row, 'subscription_cancelled', 'cancelled', cancelled);
  return updated;
}

/** failure_reason of a package cancelled before its confirmation: it ENDED without ever starting. */
export const CANCELLED_UNCONFIRMED = 'cancelled_unconfirmed';

/** The player closed the account at the platform: a live package is cancelled on receipt. */
export async function closePlayerAccount(deps: AppDeps, userId: number): Promise<void> {
  await cancelSubscription(deps, { userId, channel: 'account' });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await markAccountClosed(trx, userId, now);
    await deleteSessionsAndTokensOfUser(trx, userId);
  });
  forgetPlayerTokens(deps.db, userId);
}

/** Cancelled packages past their last day end; sign-ups never confirmed expire. Returns how many changed. */
export async function closeFinishedPackages(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const today = calendarDateOf(now);
  const ended = await endCancelledSubscriptions(deps.db, today, now);
  const expired = await deps.db.transaction().execute(async (trx) => {
    const rows = await lockExpiredUnconfirmedSubscriptions(trx, now);
    for (const row of rows) {
      await updateSubscription(trx, row.id, {
        state: 'EXPIRED',
        end_date: today,
        next_booking_date: null,
        failure_reason: 'unconfirmed',
        updated_at: now,
      });
      await forfeitSignupBonus(trx, deps, row);
      const failed = { price: row.price, currency: row.currency, reason: 'unconfirmed' };
      await mailAboutPackage(trx, now, row, 'subscription_failed', 'expired', failed);
    }
    return rows.length;
  });
  return ended + expired;
}
