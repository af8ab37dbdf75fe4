// A full refund of a saver package's sign-up payment ends the package (issue 12's second open defect; the rule is
// in docs/back-office.md "Refunds, blocks, cancellations"). Called by the back office's refund of a purchase.
import { calendarDateOf } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { recordAudit } from '../operators/audit.ts';
import { SIGNUP_REFUNDED } from './booking-refunds.ts';
import { toOpsSubscription } from './subscription-cancellation-ops.ts';
import { lockSubscriptionOfSignup, skipRetryBookings, updateSubscription } from './subscriptions.repository.ts';

/**
 * A refund that gives the whole sign-up payment of a saver package back undoes the sign-up: the package ends on
 * the refund's day (its last day; state ENDED, failure_reason `signup_refunded`), no booking is scheduled or
 * retried after it, and the player no longer has a package (they may sign up again). Bookings charged before
 * stay: the months they paid for were the player's. Runs inside the refund's transaction (which holds the
 * purchase and the player's account locks; the package is locked last, as the billing does). Returns the
 * package's id when it ended it, else null (not a sign-up purchase, or the package had already ended).
 */
export async function endPackageOfRefundedSignup(
  trx: Trx,
  deps: AppDeps,
  input: { tid: string; operatorId: number; refundId: string },
): Promise<string | null> {
  const row = await lockSubscriptionOfSignup(trx, input.tid);
  if (row === undefined || !['PENDING', 'ACTIVE', 'CANCELED'].includes(row.state)) return null;
  const now = deps.clock.now();
  const today = calendarDateOf(now);
  const endDate = row.end_date !== null && row.end_date < today ? row.end_date : today;
  const updated = await updateSubscription(trx, row.id, {
    state: 'ENDED',
    end_date: endDate,
    next_booking_date: null,
    failure_reason: SIGNUP_REFUNDED,
    end_operator_id: input.operatorId,
    updated_at: now,
  });
  await skipRetryBookings(trx, row.id, now);
  await recordAudit(trx, {
    operatorId: input.operatorId,
    action: 'subscription.end',
    subjectType: 'subscription',
    subjectId: String(row.id),
    before: toOpsSubscription(row),
    after: toOpsSubscription(updated),
    reason: `sign-up payment ${input.tid} refunded in full (refund ${input.refundId})`,
    at: now,
  });
  return row.id;
}
