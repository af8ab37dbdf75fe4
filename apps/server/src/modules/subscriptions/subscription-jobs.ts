// The saver package's recurring work in one round: housekeeping, new bookings, charges (first attempts,
// retries, re-checks), bonus expiry and the refunds of bookings after a package's end. Every step claims its rows with FOR UPDATE SKIP LOCKED.
import type { AppDeps } from '../../app-deps.ts';
import { refundBookingsAfterEndRound } from './booking-refunds.ts';
import { chargeDueBookings, scheduleDueBookings } from './subscription-billing.ts';
import { expireBookingBonuses } from './subscription-bonus.ts';
import { closeFinishedPackages } from './subscription-lifecycle.ts';

export interface SubscriptionRound {
  closed: number;
  scheduled: number;
  charged: number;
  bonusesExpired: number;
  /** Refunds sent of bookings charged for months after their package ended (booking-refunds.ts). */
  bookingRefunds: number;
}

export async function runSubscriptionJobsOnce(deps: AppDeps): Promise<SubscriptionRound> {
  const closed = await closeFinishedPackages(deps);
  const scheduled = await scheduleDueBookings(deps);
  const charged = await chargeDueBookings(deps);
  const bonusesExpired = await expireBookingBonuses(deps);
  const bookingRefunds = await refundBookingsAfterEndRound(deps);
  return { closed, scheduled, charged, bonusesExpired, bookingRefunds };
}
