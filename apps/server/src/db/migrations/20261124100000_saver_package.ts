// The saver package (SPEC §3, §4): packages, their monthly bookings, the e-mail outbox and the player
// blocks the lifecycle can set (a returned debit, a used bonus after a revoked mandate, a closed account).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // PENDING (e-mail not yet confirmed), ACTIVE, CANCELED (ends at end_date), FAILED, ENDED, EXPIRED (never confirmed).
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('provider_code', 'text', (column) => column.notNull())
    .addColumn('psp_method', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('gd_currency', 'text', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('deposit_amount', 'integer', (column) => column.notNull())
    .addColumn('bonus_amount', 'integer', (column) => column.notNull())
    .addColumn('purchasable', 'jsonb', (column) => column.notNull())
    .addColumn('signup_tid', 'text', (column) => column.notNull().unique())
    .addColumn('locale', 'text', (column) => column.notNull())
    // The day of the month bookings fall on (1–31; a 31st books on the last day of shorter months).
    .addColumn('anchor_day', 'smallint', (column) => column.notNull())
    .addColumn('start_date', 'date', (column) => column.notNull())
    .addColumn('minimum_term_end_date', 'date', (column) => column.notNull())
    .addColumn('end_date', 'date')
    .addColumn('next_booking_date', 'date')
    // Bookings charged so far, the sign-up deposit included.
    .addColumn('bookings_count', 'integer', (column) => column.notNull().defaultTo(1))
    // What the PSP charges again: a stored card, a SEPA mandate id, a PayPal billing agreement.
    .addColumn('recurring_reference', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('cancel_received_at', 'timestamptz')
    // web, post, email, account (the player account was closed), mandate (revoked without replacement).
    .addColumn('cancel_channel', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // One live package per player: the database refuses a second sign-up even under a race.
  await sql`create unique index subscriptions_live_key on subscriptions (user_id) where state in ('PENDING', 'ACTIVE', 'CANCELED')`.execute(
    db,
  );
  await sql`create index subscriptions_due_idx on subscriptions (next_booking_date) where state in ('ACTIVE', 'CANCELED')`.execute(
    db,
  );
  await sql`create index subscriptions_user_idx on subscriptions (user_id, id desc)`.execute(db);

  await db.schema
    .createTable('subscription_bookings')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('subscription_id', 'bigint', (column) =>
      column.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // 1 = the sign-up purchase itself; then one per month.
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('due_date', 'date', (column) => column.notNull())
    // PENDING (to charge or charged, no final answer), SUCCESS, RETRY (declined, tried again at next_attempt_at),
    // FAILED (declined for good), RETURNED (debit returned after success), SKIPPED (package ended first).
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('purchase_tid', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('psp_reference', 'text')
    .addColumn('psp_status', 'text')
    .addColumn('refusal_code', 'text')
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('gd_currency', 'text', (column) => column.notNull())
    .addColumn('deposit_amount', 'integer', (column) => column.notNull())
    .addColumn('bonus_amount', 'integer', (column) => column.notNull())
    .addColumn('credited_at', 'timestamptz')
    .addColumn('ledger_transaction_id', 'text')
    .addColumn('returned_at', 'timestamptz')
    .addColumn('bonus_expires_on', 'date')
    .addColumn('bonus_expired_at', 'timestamptz')
    .addColumn('bonus_expired_amount', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_bookings_sequence_key', ['subscription_id', 'sequence'])
    .execute();
  await sql`create index subscription_bookings_work_idx on subscription_bookings (next_attempt_at) where state in ('PENDING', 'RETRY')`.execute(
    db,
  );
  await sql`create index subscription_bookings_psp_idx on subscription_bookings (psp_reference)`.execute(db);
  await sql`create index subscription_bookings_bonus_idx on subscription_bookings (bonus_expires_on) where bonus_expired_at is null and credited_at is not null and bonus_amount > 0`.execute(
    db,
  );

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('recipient', 'text', (column) => column.notNull())
    // The template (subscription_confirm, booking_succeeded, …) and its parameters; rendered when sent.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('params', 'jsonb', (column) => column.notNull())
    // The same event never mails twice (e.g. booking:<id>:succeeded).
    .addColumn('dedupe_key', 'text', (column) => column.notNull().unique())
    // queued, sending, sent, failed
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    // smtp or mailbox (the demo platform's mailbox page)
    .addColumn('transport', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where state in ('queued', 'sending')`.execute(
    db,
  );
  await sql`create index mail_outbox_user_idx on mail_outbox (user_id, id desc)`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('email', 'text')
    // Set by a returned debit; cleared when the amount is paid and a new mandate given.
    .addColumn('deposit_block_reason', 'text')
    .addColumn('deposit_block_amount', 'integer')
    .addColumn('subscription_signup_blocked', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('closed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('email')
    .dropColumn('deposit_block_reason')
    .dropColumn('deposit_block_amount')
    .dropColumn('subscription_signup_blocked')
    .dropColumn('closed_at')
    .execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('subscription_bookings').execute();
  await db.schema.dropTable('subscriptions').execute();
}
