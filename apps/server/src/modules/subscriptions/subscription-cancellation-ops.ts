// The back office records a saver-package cancellation that came by post or e-mail (issue 12 point 4): it counts
// at its receipt date (SPEC §4), so the package ends at the end of the minimum term or of the package month the
// letter arrived in, whichever is later (cancellationEffectiveDate); a package not yet confirmed ends on receipt.
// The cancellation and its audit entry are one transaction. Recorded late, the end date can fall before bookings
// already charged: after the commit those are refunded in full (booking-refunds.ts). Recording again is 409
// already_cancelled and changes nothing; a refund whose PSP answer was lost is sent again by the job round.
import { calendarDateOf } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../operators/audit.ts';
import { refundBookingsAfterEnd } from './booking-refunds.ts';
import { cancelLockedSubscription } from './subscription-lifecycle.ts';
import type { SubscriptionRow } from './subscription-record.ts';
import { lockLiveSubscriptionOfUser, playerExists, updateSubscription } from './subscriptions.repository.ts';

export interface OpsSubscription {
  state: string;
  packagePrice: number;
  currency: string;
  startedOn: string;
  minimumTermEndsOn: string;
  endsOn: string | null;
  nextBookingOn: string | null;
  cancellation: { channel: string; receivedOn: string } | null;
}

export function toOpsSubscription(row: SubscriptionRow): OpsSubscription {
  return {
    state: row.state,
    packagePrice: row.price,
    currency: row.currency,
    startedOn: row.start_date,
    minimumTermEndsOn: row.minimum_term_end_date,
    endsOn: row.end_date,
    nextBookingOn: row.next_booking_date,
    cancellation:
      row.cancel_channel === null || row.cancel_received_at === null
        ? null
        : { channel: row.cancel_channel, receivedOn: calendarDateOf(row.cancel_received_at) },
  };
}

export type RecordCancellationResult =
  | { ok: true; subscription: OpsSubscription }
  | { ok: false; code: 'not_found' | 'no_active_subscription' }
  | { ok: false; code: 'already_cancelled'; subscription: OpsSubscription }
  | { ok: false; code: 'invalid_body'; fields: { receivedOn: 'in_future' | 'before_start' } };

export async function recordCancellation(
  deps: AppDeps,
  input: { userId: number; operatorId: number; channel: 'post' | 'email'; receivedOn: string },
): Promise<RecordCancellationResult> {
  const now = deps.clock.now();
  if (input.receivedOn > calendarDateOf(now))
    return { ok: false, code: 'invalid_body', fields: { receivedOn: 'in_future' } };
  const result = await deps.db
    .transaction()
    .execute(
      async (trx): Promise<RecordCancellationResult | { ok: true; subscription: OpsSubscription; id: string }> => {
        if (!(await playerExists(trx, input.userId))) return { ok: false, code: 'not_found' };
        const row = await lockLiveSubscriptionOfUser(trx, input.userId);
        if (row === undefined) return { ok: false, code: 'no_active_subscription' };
        if (row.state === 'CANCELED') {
          return { ok: false, code: 'already_cancelled', subscription: toOpsSubscription(row) };
        }
        if (input.receivedOn < row.start_date) {
          return { ok: false, code: 'invalid_body', fields: { receivedOn: 'before_start' } };
        }
        await cancelLockedSubscription(trx, deps, row, {
          channel: input.channel,
          receivedAt: new Date(`${input.receivedOn}T00:00:00.000Z`),
        });
        const updated = await updateSubscription(trx, row.id, { end_operator_id: input.operatorId });
        const subscription = toOpsSubscription(updated);
        await recordAudit(trx, {
          operatorId: input.operatorId,
          action: 'subscription.cancel',
          subjectType: 'subscription',
          subjectId: String(row.id),
          before: toOpsSubscription(row),
          after: subscription,
          reason: `${input.channel} received ${input.receivedOn}`,
          at: now,
        });
        return { ok: true, subscription, id: row.id };
      },
    );
  if (!result.ok || !('id' in result)) return result;
  // Committed: the bookings charged for months after the end date are refunded now (and by the job round, should
  // this stop half-way).
  await refundBookingsAfterEnd(deps, result.id);
  return { ok: true, subscription: result.subscription };
}
