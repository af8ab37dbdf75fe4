// Saver-package bookings charged for months after the package's end (issue 12's two open defects): a cancellation
// recorded late by the back office, or a full refund of the sign-up payment, ends a package on a date before
// bookings already charged. Each such booking is refunded in full through the PSP, once: one row per booking
// (unique), created PENDING with its ledger entries, then REFUNDED or FAILED (booked back) like purchase_refunds.
// `subscriptions.end_operator_id` names the operator whose action ended the package (the refunds' audit author).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('end_operator_id', 'integer', (c) => c.references('operators.id').onDelete('restrict'))
    .execute();
  await db.schema
    .createTable('subscription_booking_refunds')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('booking_id', 'bigint', (c) => c.notNull().unique().references('subscription_bookings.id'))
    .addColumn('subscription_id', 'bigint', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('restrict'))
    .addColumn('cause', 'text', (c) => c.notNull().check(sql`cause in ('cancellation', 'signup_refund')`))
    // In the booking's (real) currency: the whole price goes back to the payer.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // In the game currency: credit taken back from the player, credit already played (borne by the platform),
    // bonus taken back.
    .addColumn('deposit_amount', 'integer', (c) => c.notNull().check(sql`deposit_amount >= 0`))
    .addColumn('deposit_written_off', 'integer', (c) => c.notNull().check(sql`deposit_written_off >= 0`))
    .addColumn('bonus_clawback', 'integer', (c) => c.notNull().check(sql`bonus_clawback >= 0`))
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'REFUNDED', 'FAILED')`))
    .addColumn('psp_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('ledger_transaction_id', 'uuid')
    .addColumn('reversal_transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('subscription_booking_refunds_subscription_idx')
    .on('subscription_booking_refunds')
    .column('subscription_id')
    .execute();
  // The daily report reads refunds by created_at (back-office-indexes.test.ts: no sequential scan).
  await db.schema
    .createIndex('subscription_booking_refunds_created_at_idx')
    .on('subscription_booking_refunds')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_booking_refunds').execute();
  await db.schema.alterTable('subscriptions').dropColumn('end_operator_id').execute();
}
