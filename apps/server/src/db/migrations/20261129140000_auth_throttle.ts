// Issue 22 point 4: one throttle for every password check (player log-in, operator log-in, the payout's password
// re-entry), counted per account and client address together (auth-throttle.ts) instead of three tables with
// three copies of the rules. The old tables held failures of the last 15 minutes only: they are dropped, not
// copied, so at worst a guesser gets one window's worth of attempts again after the upgrade.
// account_key: 'id:<id>' of a known account, or 'name:<sha256>' of an unknown log-in name (never stored in clear:
// people type passwords into name fields).
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_throttle_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('scope', 'text', (c) =>
      c.notNull().check(sql`scope in ('player-login', 'operator-login', 'payout-password')`),
    )
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The back-off of one account from one address, and forgiving it after the right password.
  await db.schema
    .createIndex('auth_throttle_failures_pair_idx')
    .on('auth_throttle_failures')
    .columns(['scope', 'account_key', 'client_address', 'created_at'])
    .execute();
  // The per-address limit (many accounts from one address).
  await db.schema
    .createIndex('auth_throttle_failures_address_idx')
    .on('auth_throttle_failures')
    .columns(['scope', 'client_address', 'created_at'])
    .execute();
  for (const table of ['login_failures', 'operator_login_failures', 'auth_failures']) {
    await db.schema.dropTable(table).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('operator_login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  for (const [table, account] of [
    ['auth_failures', 'user_id'],
    ['login_failures', 'user_id'],
    ['operator_login_failures', 'operator_id'],
  ] as const) {
    const prefix = table === 'operator_login_failures' ? 'operator_login_failures_operator' : `${table}_user`;
    await db.schema.createIndex(`${prefix}_idx`).on(table).columns([account, 'created_at']).execute();
    await db.schema.createIndex(`${table}_address_idx`).on(table).columns(['client_address', 'created_at']).execute();
  }
  await db.schema.dropTable('auth_throttle_failures').execute();
}
