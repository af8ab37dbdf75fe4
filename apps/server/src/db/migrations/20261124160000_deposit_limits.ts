// Deposit limits (issue 8): each player's own daily, weekly and monthly limit with a raise waiting for its
// cooling-off, and an index to sum a player's saver-package bookings by time (purchases have one).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_limits')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // day, week or month
    .addColumn('period', 'text', (column) => column.notNull())
    // The paying currency the amounts are in.
    .addColumn('currency', 'text', (column) => column.notNull())
    // The limit in force, minor units; null = no own limit.
    .addColumn('amount', 'integer')
    // A raise (or removal: pending_amount null) that applies from pending_from on; pending_from null = none.
    .addColumn('pending_amount', 'integer')
    .addColumn('pending_from', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deposit_limits_pkey', ['user_id', 'period'])
    .addCheckConstraint('deposit_limits_period_check', sql`period in ('day', 'week', 'month')`)
    .addCheckConstraint('deposit_limits_amount_check', sql`amount >= 0 and pending_amount >= 0`)
    .execute();
  await db.schema
    .createIndex('subscription_bookings_user_created_idx')
    .on('subscription_bookings')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscription_bookings_user_created_idx').execute();
  await db.schema.dropTable('deposit_limits').execute();
}
