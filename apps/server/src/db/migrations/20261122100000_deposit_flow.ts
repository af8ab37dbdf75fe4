// Deposit flow: how each provider is paid through the PSP, purchases with their idempotency keys,
// saved payment instruments, processed PSP notifications and one ledger transaction per reference.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The PSP method and card mode are data; the seed fills them (also on existing databases).
  await db.schema
    .alterTable('providers')
    .addColumn('psp_method', 'text', (c) =>
      c.check(
        sql`psp_method in ('card', 'sepa', 'ideal', 'banktransfer', 'paypal', 'paysafecard', 'skrill', 'bank', 'dummy')`,
      ),
    )
    .addColumn('card_mode', 'text', (c) => c.check(sql`card_mode in ('encrypted', 'hosted')`))
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // Set while the purchase is open, so an identical request from a second tab finds it.
    .addColumn('open_request_hash', 'text')
    .addColumn('provider_code', 'text', (c) => c.notNull().references('providers.code').onDelete('restrict'))
    .addColumn('input_type', 'text', (c) => c.notNull())
    .addColumn('psp_method', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('SUCCESS', 'PROCESSING', 'GOTO', 'BLOCKED', 'CANCELLED', 'FAILED')`),
    )
    .addColumn('error_code', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gd_currency', 'text', (c) => c.notNull())
    .addColumn('subscription', 'boolean', (c) => c.notNull())
    .addColumn('purchasable', 'jsonb', (c) => c.notNull())
    .addColumn('deposit_amount', 'integer', (c) => c.notNull().check(sql`deposit_amount >= 0`))
    .addColumn('bonus_amount', 'integer', (c) => c.notNull().check(sql`bonus_amount >= 0`))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('instrument', 'jsonb')
    .addColumn('psp_reference', 'text', (c) => c.unique())
    .addColumn('psp_status', 'text')
    .addColumn('visit', 'jsonb')
    .addColumn('bank_transfer', 'jsonb')
    .addColumn('submit_claimed_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('credited_at', 'timestamptz')
    .addColumn('ledger_transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('purchases_user_idempotency_key', ['user_id', 'idempotency_key'])
    .addUniqueConstraint('purchases_user_open_request_key', ['user_id', 'open_request_hash'])
    .execute();
  await db.schema
    .createIndex('purchases_user_created_idx')
    .on('purchases')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('purchases_state_idx').on('purchases').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('payment_instruments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('providers.code').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'elv')`))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('psp_token', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_expiry_month', 'integer')
    .addColumn('card_expiry_year', 'integer')
    // Bank accounts: encrypted (AES-256-GCM), keyed hash to compare, masked to show. Never in clear.
    .addColumn('iban_encrypted', 'text')
    .addColumn('iban_hash', 'text')
    .addColumn('iban_masked', 'text')
    .addColumn('mandate_id', 'text')
    .addColumn('creditor_id', 'text')
    .addColumn('mandate_valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_instruments_user_provider_key', ['user_id', 'provider_code'])
    .execute();

  await db.schema
    .createTable('processed_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('psp_reference', 'text')
    .addColumn('status', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('processed_notifications_type_idx')
    .on('processed_notifications')
    .columns(['type', 'received_at'])
    .execute();

  // A business reference (e.g. purchase:<tid>) can be booked once: a second credit fails the insert.
  await db.schema
    .createTable('ledger_references')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_references', 'processed_notifications', 'payment_instruments', 'purchases']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('providers').dropColumn('card_mode').dropColumn('psp_method').execute();
}
