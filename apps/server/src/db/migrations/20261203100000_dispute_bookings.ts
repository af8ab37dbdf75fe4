// Issue 23: a chargeback on a saver package's monthly booking (docs/chargebacks.md). A dispute belongs to exactly
// one credited payment: a purchase, or a booking of subscription_bookings (its `booking:` reference). And what a
// debited dispute holds the player owing (owed_amount, minor units of the payment's currency): the disputed amount
// less what was refunded before it (docs/chargebacks.md "A refund before a chargeback").
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('disputes')
    .alterColumn('purchase_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('disputes')
    .addColumn('booking_id', 'bigint', (c) => c.references('subscription_bookings.id').onDelete('restrict'))
    .execute();
  await db.schema
    .alterTable('disputes')
    .addCheckConstraint('disputes_one_payment_check', sql`(purchase_id is null) <> (booking_id is null)`)
    .execute();
  await db.schema.createIndex('disputes_booking_idx').on('disputes').column('booking_id').execute();
  await db.schema
    .alterTable('disputes')
    .addColumn('owed_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`owed_amount >= 0`))
    .execute();
  // Until now a debited dispute owed its whole disputed amount.
  await sql`update disputes set owed_amount = amount where debited`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('disputes').dropColumn('owed_amount').execute();
  await db.schema.dropIndex('disputes_booking_idx').execute();
  await db.schema.alterTable('disputes').dropConstraint('disputes_one_payment_check').execute();
  await db.schema.alterTable('disputes').dropColumn('booking_id').execute();
  await db.schema
    .alterTable('disputes')
    .alterColumn('purchase_id', (c) => c.setNotNull())
    .execute();
}
