// Queries on saver packages and their bookings (Kysely only; the rules live in the services).
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, SubscriptionBookingsTable, SubscriptionsTable, Trx } from '../../db/database.ts';
import { lockRow } from '../../db/row-queries.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import {
  BOOKING_STATES,
  type BookingRow,
  LIVE_STATES,
  SHOWN_STATES,
  type SubscriptionRow,
} from './subscription-record.ts';

export async function insertSubscription(trx: Trx, values: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
  return trx.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertBooking(trx: Trx, values: Insertable<SubscriptionBookingsTable>): Promise<BookingRow> {
  return trx.insertInto('subscription_bookings').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findLiveSubscription(db: Db | Trx, userId: number): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', [...LIVE_STATES])
    .executeTakeFirst();
}

/** A saver-package sign-up payment of the player still open at the provider, created at or after `since`. */
export async function findOpenSignupPurchase(
  db: Db | Trx,
  userId: number,
  since: Date,
): Promise<{ tid: string } | undefined> {
  return db
    .selectFrom('purchases')
    .select('tid')
    .where('user_id', '=', userId)
    .where('subscription', '=', true)
    .where('state', 'in', ['PROCESSING', 'GOTO'])
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
}

/** The package the shop shows: the player's newest one, if it is in a shown state. */
export async function findShownSubscription(db: Db | Trx, userId: number): Promise<SubscriptionRow | undefined> {
  const newest = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest !== undefined && (SHOWN_STATES as readonly string[]).includes(newest.state) ? newest : undefined;
}

export async function findSubscriptionBySignupTid(db: Db | Trx, tid: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('signup_tid', '=', tid).executeTakeFirst();
}

export async function getSubscription(db: Db | Trx, id: string): Promise<SubscriptionRow> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The package's next booking day, read without a lock (undefined: no such package). */
export async function findNextBookingDate(trx: Trx, id: string): Promise<string | null | undefined> {
  const row = await trx.selectFrom('subscriptions').select('next_booking_date').where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : row.next_booking_date;
}

/** Up to `limit` packages with a booking due by `today`, locked; rows other instances hold are skipped. */
export async function lockDueSubscriptions(trx: Trx, today: string, limit: number): Promise<SubscriptionRow[]> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('state', 'in', [...BOOKING_STATES])
    .where('next_booking_date', '<=', today)
    .orderBy('next_booking_date')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The package with this confirmation-token hash, locked. */
export async function lockSubscriptionByConfirmTokenHash(
  trx: Trx,
  tokenHash: string,
): Promise<SubscriptionRow | undefined> {
  return lockRow(trx, 'subscriptions', { confirm_token_hash: tokenHash });
}

/** Sign-ups still PENDING whose confirmation ran out before `now`, locked; rows other instances hold are skipped. */
export async function lockExpiredUnconfirmedSubscriptions(trx: Trx, now: Date): Promise<SubscriptionRow[]> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('state', '=', 'PENDING')
    .where('confirm_expires_at', '<', now)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Cancelled packages whose last day was before `today` end; returns how many. */
export async function endCancelledSubscriptions(db: Db, today: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('subscriptions')
    .set({ state: 'ENDED', next_booking_date: null, updated_at: now })
    .where('state', '=', 'CANCELED')
    .where('end_date', '<', today)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The id of the live direct-debit (SEPA) package charged under this mandate. */
export async function findLiveSubscriptionIdByMandate(trx: Trx, mandateId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('recurring_reference', '=', mandateId)
    .where('psp_method', '=', 'sepa')
    .where('state', 'in', [...LIVE_STATES])
    .executeTakeFirst();
  return row?.id;
}

/** The player's live direct-debit (SEPA) packages are charged under `mandateId` from now on; returns how many changed. */
export async function replaceLiveSubscriptionMandate(
  trx: Trx,
  input: { userId: number; mandateId: string; at: Date },
): Promise<number> {
  const result = await trx
    .updateTable('subscriptions')
    .set({ recurring_reference: input.mandateId, updated_at: input.at })
    .where('user_id', '=', input.userId)
    .where('psp_method', '=', 'sepa')
    .where('state', 'in', [...LIVE_STATES])
    .where('recurring_reference', '!=', input.mandateId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function lockSubscription(trx: Trx, id: string): Promise<SubscriptionRow | undefined> {
  return lockRow(trx, 'subscriptions', { id });
}

export async function lockLiveSubscriptionOfUser(trx: Trx, userId: number): Promise<SubscriptionRow | undefined> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', [...LIVE_STATES])
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSubscription(
  trx: Trx,
  id: string,
  changes: Updateable<SubscriptionsTable>,
): Promise<SubscriptionRow> {
  return trx.updateTable('subscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function lockBooking(
  trx: Trx,
  by: { id: string } | { reference: string },
): Promise<BookingRow | undefined> {
  const query = trx.selectFrom('subscription_bookings').selectAll().forUpdate();
  return ('id' in by ? query.where('id', '=', by.id) : query.where('reference', '=', by.reference)).executeTakeFirst();
}

export async function updateBooking(
  trx: Trx,
  id: string,
  changes: Updateable<SubscriptionBookingsTable>,
): Promise<BookingRow> {
  return trx
    .updateTable('subscription_bookings')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Up to `limit` bookings whose (next) charge attempt is due at `now`, locked; rows other instances hold are skipped. */
export async function lockDueBookingAttempts(trx: Trx, now: Date, limit: number): Promise<BookingRow[]> {
  return trx
    .selectFrom('subscription_bookings')
    .selectAll()
    .where('state', 'in', ['PENDING', 'RETRY'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** A booking refunded after its package ended (booking-refunds.ts): its bonus went back with the refund. */
const notRefunded = sql<boolean>`not exists (select 1 from subscription_booking_refunds r where r.booking_id = subscription_bookings.id and r.state <> 'FAILED')`;

/** Up to `limit` credited bookings whose bonus expires by `today` and was not expired yet, locked (others skipped). */
export async function lockBookingsWithBonusDue(trx: Trx, today: string, limit: number): Promise<BookingRow[]> {
  return trx
    .selectFrom('subscription_bookings')
    .selectAll()
    .where('state', '=', 'SUCCESS')
    .where('bonus_amount', '>', 0)
    .where('bonus_expired_at', 'is', null)
    .where('credited_at', 'is not', null)
    .where('bonus_expires_on', '<=', today)
    .where(notRefunded)
    .orderBy('bonus_expires_on')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * Bonus the player was granted after `booking` and still holds the right to: the unexpired bonus of later credited
 * bookings (not refunded) and the bonus of later deposits.
 */
export async function sumNewerBonusGrants(trx: Trx, booking: BookingRow): Promise<number> {
  const credited = booking.credited_at ?? new Date(0);
  const [bookings, purchases] = await Promise.all([
    trx
      .selectFrom('subscription_bookings')
      .select(sql<string>`coalesce(sum(bonus_amount - coalesce(bonus_expired_amount, 0)), 0)::text`.as('total'))
      .where('user_id', '=', booking.user_id)
      .where('gd_currency', '=', booking.gd_currency)
      .where('state', '=', 'SUCCESS')
      .where(notRefunded)
      .where('id', '!=', booking.id)
      .where((eb) =>
        eb.or([
          eb('credited_at', '>', credited),
          eb.and([eb('credited_at', '=', credited), eb('id', '>', booking.id)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('purchases')
      .select(sql<string>`coalesce(sum(bonus_amount), 0)::text`.as('total'))
      .where('user_id', '=', booking.user_id)
      .where('gd_currency', '=', booking.gd_currency)
      .where('subscription', '=', false)
      .where('credited_at', '>', credited)
      .executeTakeFirstOrThrow(),
  ]);
  return toSafeInteger(bookings.total) + toSafeInteger(purchases.total);
}

export async function listBookings(db: Db | Trx, subscriptionId: string): Promise<BookingRow[]> {
  return db
    .selectFrom('subscription_bookings')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('sequence')
    .execute();
}

/** The newest booking of the package whose money arrived (its bonus is "the last credited bonus"). */
export async function findLastCreditedBooking(trx: Trx, subscriptionId: string): Promise<BookingRow | undefined> {
  return trx
    .selectFrom('subscription_bookings')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'SUCCESS')
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Locks the player's row: serialises the saver-package sign-ups of one player. */
export async function lockPlayerForSignup(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** The player's deposit block reason (null: none; undefined: no such player), read without a lock. */
export async function findDepositBlockReason(trx: Trx, userId: number): Promise<string | null | undefined> {
  const user = await trx.selectFrom('users').select('deposit_block_reason').where('id', '=', userId).executeTakeFirst();
  return user === undefined ? undefined : user.deposit_block_reason;
}

export async function playerExists(trx: Trx, userId: number): Promise<boolean> {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user !== undefined;
}

/** The package a sign-up purchase started, locked. */
export async function lockSubscriptionOfSignup(trx: Trx, tid: string): Promise<SubscriptionRow | undefined> {
  return lockRow(trx, 'subscriptions', { signup_tid: tid });
}

/** Declined bookings of the package waiting for a retry are not tried again. */
export async function skipRetryBookings(trx: Trx, subscriptionId: string, now: Date): Promise<void> {
  await trx
    .updateTable('subscription_bookings')
    .set({ state: 'SKIPPED', next_attempt_at: null, updated_at: now })
    .where('subscription_id', '=', subscriptionId)
    .where('state', '=', 'RETRY')
    .execute();
}

/** The player may sign up for no more saver packages (docs/saver-package.md). */
export async function blockSubscriptionSignup(trx: Trx, userId: number): Promise<void> {
  await trx.updateTable('users').set({ subscription_signup_blocked: true }).where('id', '=', userId).execute();
}
