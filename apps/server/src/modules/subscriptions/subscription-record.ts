// A saver package and its bookings as the services see them, and the SPEC §3 details the shop shows.
import { type ProviderCode, providerCodeSchema } from '@shop/contracts/shop';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import {
  calendarDateOf,
  cancellationEffectiveDate,
  outstandingBookings,
  type Schedule,
} from '@shop/domain/subscription';
import type { Selectable } from 'kysely';
import type { SubscriptionBookingsTable, SubscriptionsTable } from '../../db/database.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type BookingRow = Selectable<SubscriptionBookingsTable>;

/** States in which the player has a package that blocks a second sign-up. */
export const LIVE_STATES = ['PENDING', 'ACTIVE', 'CANCELED'] as const;
/** States the shop shows as the player's package (SPEC §3: ACTIVE, CANCELED and FAILED count as having one). */
export const SHOWN_STATES = ['PENDING', 'ACTIVE', 'CANCELED', 'FAILED'] as const;
/** States in which monthly bookings are charged. */
export const BOOKING_STATES = ['ACTIVE', 'CANCELED'] as const;

export function scheduleOfRow(row: Pick<SubscriptionRow, 'start_date' | 'anchor_day'>): Schedule {
  return { startDate: row.start_date, anchorDay: row.anchor_day };
}

export function providerCodeOf(row: Pick<SubscriptionRow, 'provider_code'>): ProviderCode {
  return providerCodeSchema.parse(row.provider_code);
}

type ShownState = (typeof SHOWN_STATES)[number];

export function isShown(state: string): state is ShownState {
  return (SHOWN_STATES as readonly string[]).includes(state);
}

export function toSubscriptionDetails(row: SubscriptionRow, now: Date): SubscriptionDetails | null {
  if (!isShown(row.state)) return null;
  const schedule = scheduleOfRow(row);
  const live = row.state === 'ACTIVE' || row.state === 'PENDING';
  return {
    state: row.state,
    startDate: row.start_date,
    endDate: row.end_date,
    nextBookingDate: row.state === 'FAILED' ? null : row.next_booking_date,
    outstandingBookingsCount:
      row.state === 'FAILED' ? 0 : outstandingBookings(schedule, row.bookings_count, row.end_date),
    amount: row.price,
    bonusAmount: row.bonus_amount,
    paytype: providerCodeOf(row),
    currency: row.currency,
    minimumTermEndDate: row.minimum_term_end_date,
    // A package not yet confirmed ends on the day it is cancelled (subscription-lifecycle: it never started).
    cancellationEffectiveDate: !live
      ? null
      : row.state === 'PENDING'
        ? calendarDateOf(now)
        : cancellationEffectiveDate(schedule, calendarDateOf(now)),
  };
}
