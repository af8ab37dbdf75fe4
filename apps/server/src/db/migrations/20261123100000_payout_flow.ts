// Payout flow: which game currencies pay out into which real currency, payout blockers per player, the
// PayPal accounts players deposited from, single-use payout tokens, failed password attempts (rate limit)
// and the payouts themselves (one PENDING per player, enforced by a partial unique index).
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A game currency without a row cannot be paid out (virtual diamonds).
  await db.schema
    .createTable('payout_currencies')
    .addColumn('gd_currency', 'text', (c) => c.primaryKey())
    .addColumn('currency_real', 'text', (c) => c.notNull())
    /** Real-currency minor units per game-currency minor unit. */
    .addColumn('exchange_factor', 'double precision', (c) => c.notNull().check(sql`exchange_factor > 0`))
    .execute();

  await db.schema
    .createTable('payout_blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`reason in ('emailDomainBlocked', 'emailNotValid', 'ipBlocked', 'legallyBlocked', 'paymentUnavailable', 'userBlocked')`,
        ),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payout_blocks_pkey', ['user_id', 'reason'])
    .execute();

  await db.schema
    .createTable('paypal_deposit_accounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_name', 'text', (c) => c.notNull())
    /** The first successful PayPal purchase from this account; null for seeded ones. */
    .addColumn('purchase_tid', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('paypal_deposit_accounts_pkey', ['user_id', 'account_name'])
    .execute();

  await db.schema
    .createTable('payout_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('payout')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_tokens_user_id_idx').on('payout_tokens').column('user_id').execute();

  // Failed password re-entries (and attempts still being checked), counted per player and per address.
  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_failures_user_idx')
    .on('auth_failures')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('auth_failures_address_idx')
    .on('auth_failures')
    .columns(['client_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('paytype', 'text', (c) => c.notNull().check(sql`paytype in ('banktransfer', 'paypal')`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'SETTLED', 'FAILED')`))
    // Game-currency minor units: amount = fee + final_amount.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('final_amount', 'integer', (c) => c.notNull().check(sql`final_amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // What the PSP pays: final_amount × exchange_factor in the real currency.
    .addColumn('currency_real', 'text', (c) => c.notNull())
    .addColumn('exchange_factor', 'double precision', (c) => c.notNull())
    .addColumn('real_amount', 'integer', (c) => c.notNull().check(sql`real_amount > 0`))
    .addColumn('holder', 'text')
    .addColumn('iban_encrypted', 'text')
    .addColumn('iban_masked', 'text')
    .addColumn('bic', 'text')
    .addColumn('paypal_account', 'text')
    .addColumn('psp_reference', 'text', (c) => c.unique())
    .addColumn('psp_status', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('reserve_transaction_id', 'uuid', (c) => c.notNull())
    .addColumn('finish_transaction_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('payouts_amount_parts_check', sql`amount = fee + final_amount`)
    .execute();
  // One payout at a time (SPEC §8 pendingPayout): the database refuses a second PENDING one.
  await sql`create unique index payouts_one_pending_per_user on payouts (user_id) where state = 'PENDING'`.execute(db);
  await db.schema.createIndex('payouts_user_created_idx').on('payouts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payouts_state_idx').on('payouts').columns(['state', 'last_checked_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payouts',
    'auth_failures',
    'payout_tokens',
    'paypal_deposit_accounts',
    'payout_blocks',
    'payout_currencies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
