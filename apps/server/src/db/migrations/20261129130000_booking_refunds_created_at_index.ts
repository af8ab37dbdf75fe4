// 20261125040000_booking_refunds.ts was edited after it had landed (commit ec5f354, issue 22 point 9): it first
// created `subscription_booking_refunds_pending_idx` (created_at where state = 'PENDING'), then, edited, a full
// `subscription_booking_refunds_created_at_idx` (created_at) for the daily report, which reads refunds of every
// state by created_at. A database migrated between the two versions kept the partial index and never got the full
// one. This brings every database to the edited version: drop the old index if present, create the new one if
// missing — a no-op where the edited version ran.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscription_booking_refunds_pending_idx').ifExists().execute();
  await db.schema
    .createIndex('subscription_booking_refunds_created_at_idx')
    .ifNotExists()
    .on('subscription_booking_refunds')
    .column('created_at')
    .execute();
}

/** Nothing to undo: the index belongs to 20261125040000_booking_refunds as it landed in its final form. */
export async function down(): Promise<void> {}
