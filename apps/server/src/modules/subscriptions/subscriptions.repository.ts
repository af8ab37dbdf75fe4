// Queries on saver packages and their bookings (Kysely only; the rules live in the services).
import type { Insertable, Updateable } from 'kysely';
import type { Db, SubscriptionBookingsTable, SubscriptionsTable, Trx } from '../../db/database.ts';
import { type BookingRow, LIVE_STATES, SHOWN_STATES, type SubscriptionRow } from './subscription-record.ts';

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

export async function lockSubscription(trx: Trx, id: string): Promise<SubscriptionRow | undefined> {
  return trx.selectFrom('subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
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

export async function playerExists(trx: Trx, userId: number): Promise<boolean> {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user !== undefined;
}

/** The package a sign-up purchase started, locked. */
export async function lockSubscriptionOfSignup(trx: Trx, tid: string): Promise<SubscriptionRow | undefined> {
  return trx.selectFrom('subscriptions').selectAll().where('signup_tid', '=', tid).forUpdate().executeTakeFirst();
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
