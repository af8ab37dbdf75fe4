// Queries of the refunds of saver-package bookings charged after the package's end (booking-refunds.ts).
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { SubscriptionBookingRefundsTable } from '../../db/refund-tables.ts';
import { findRow, lockRow } from '../../db/row-queries.ts';

export type BookingRefundRow = Selectable<SubscriptionBookingRefundsTable>;

/** SQL of "a booking after the package's end" (bookingWithinTerm): due after the end, or on it when clamped. */
function afterEnd(endDate: string, anchorDay: number) {
  return sql<boolean>`(due_date > ${endDate} or (due_date = ${endDate} and extract(day from due_date) < ${anchorDay}))`;
}

/** What decides a package's refunds after its end. */
export async function findPackageEnd(db: Db, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'end_date', 'end_operator_id', 'failure_reason', 'start_date', 'anchor_day'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
}

/** Declined bookings waiting for a retry after the package's end are not tried again. */
export async function skipRetriesAfterEnd(
  db: Db,
  subscriptionId: string,
  end: { endDate: string; anchorDay: number; now: Date },
): Promise<void> {
  await db
    .updateTable('subscription_bookings')
    .set({ state: 'SKIPPED', next_attempt_at: null, updated_at: end.now })
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'RETRY')
    .where(afterEnd(end.endDate, end.anchorDay))
    .execute();
}

/** The package's charged bookings after its end that have no refund yet, in order. */
export async function listUnrefundedBookingsAfterEnd(
  db: Db,
  subscriptionId: string,
  end: { endDate: string; anchorDay: number },
): Promise<{ id: string }[]> {
  return db
    .selectFrom('subscription_bookings as b')
    .select('b.id')
    .where('b.subscription_id', '=', subscriptionId)
    .where('b.state', '=', 'SUCCESS')
    .where(afterEnd(end.endDate, end.anchorDay))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscription_booking_refunds as r').select('r.id').whereRef('r.booking_id', '=', 'b.id'))),
    )
    .orderBy('b.sequence')
    .execute();
}

/** Ids of the PENDING booking refunds: of one package, or (no id) of all, oldest first. */
export async function listPendingBookingRefunds(db: Db, subscriptionId?: string): Promise<string[]> {
  const pending =
    subscriptionId === undefined
      ? await db
          .selectFrom('subscription_booking_refunds')
          .select('id')
          .where('state', '=', 'PENDING')
          .orderBy('created_at')
          .execute()
      : await db
          .selectFrom('subscription_booking_refunds')
          .select('id')
          .where('subscription_id', '=', subscriptionId)
          .where('state', '=', 'PENDING')
          .execute();
  return pending.map((row) => row.id);
}

export async function bookingRefundExists(trx: Trx, bookingId: string): Promise<boolean> {
  const existing = await findRow(trx, 'subscription_booking_refunds', { booking_id: bookingId }, ['id']);
  return existing !== undefined;
}

export async function insertBookingRefund(trx: Trx, row: Insertable<SubscriptionBookingRefundsTable>): Promise<void> {
  await trx.insertInto('subscription_booking_refunds').values(row).execute();
}

export async function lockBookingRefund(trx: Trx, id: string): Promise<BookingRefundRow | undefined> {
  return lockRow(trx, 'subscription_booking_refunds', { id });
}

export async function findRefundedBooking(trx: Trx, bookingId: string) {
  return trx
    .selectFrom('subscription_bookings')
    .select(['sequence', 'due_date', 'reference'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** What a booking refund is sent to the PSP with: the booking's payment reference among it. */
export async function findBookingRefundToSend(db: Db, id: string) {
  return db
    .selectFrom('subscription_booking_refunds as r')
    .innerJoin('subscription_bookings as b', 'b.id', 'r.booking_id')
    .select(['r.id', 'r.state', 'r.amount', 'r.currency', 'b.psp_reference as paymentRef', 'r.psp'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Packages an operator ended with a charged or retrying booking after the end that has no refund. */
export async function listEndedPackagesOwingRefunds(db: Db): Promise<{ id: string }[]> {
  return db
    .selectFrom('subscriptions as s')
    .select('s.id')
    .where('s.end_operator_id', 'is not', null)
    .where('s.end_date', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscription_bookings as b')
          .select('b.id')
          .whereRef('b.subscription_id', '=', 's.id')
          .where(
            sql<boolean>`(b.due_date > s.end_date or (b.due_date = s.end_date and extract(day from b.due_date) < s.anchor_day))`,
          )
          .where('b.state', 'in', ['SUCCESS', 'RETRY'])
          .where(({ not, exists: inner, selectFrom: from }) =>
            not(inner(from('subscription_booking_refunds as r').select('r.id').whereRef('r.booking_id', '=', 'b.id'))),
          ),
      ),
    )
    .execute();
}
