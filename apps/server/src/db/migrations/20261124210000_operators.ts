// Issue 12 point 1: operator accounts (password + TOTP, roles), their sessions and failed log-ins, and the
// append-only audit trail of everything an operator does in the console.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email) and email like '%_@_%'`))
    .addColumn('display_name', 'text', (c) => c.notNull().check(sql`length(display_name) between 1 and 100`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // The base32 TOTP secret, AES-256-GCM under PAYMENT_DATA_KEY (payment-data-crypto.ts), never in clear.
    .addColumn('totp_secret_encrypted', 'text', (c) => c.notNull())
    // The RFC 6238 time step of the last accepted code: a code of this step or an earlier one is refused (replay).
    .addColumn('last_totp_step', 'bigint')
    .addColumn('roles', sql`text[]`, (c) =>
      c.notNull().check(sql`cardinality(roles) >= 1 and roles <@ array['support', 'finance']::text[]`),
    )
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'de')`))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Stored as the SHA-256 of the cookie value; expires_at slides with use (idle life), last_seen_at for the console.
  await db.schema
    .createTable('operator_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator_idx')
    .on('operator_sessions')
    .columns(['operator_id', 'expires_at'])
    .execute();

  // Like login_failures for players: one row per failed (or still checked) log-in; operator_id null for an unknown e-mail.
  await db.schema
    .createTable('operator_login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_login_failures_operator_idx')
    .on('operator_login_failures')
    .columns(['operator_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('operator_login_failures_address_idx')
    .on('operator_login_failures')
    .columns(['client_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`length(action) between 1 and 100`))
    .addColumn('subject_type', 'text', (c) =>
      c.notNull().check(sql`subject_type in ('player', 'purchase', 'payout', 'subscription', 'operator', 'report')`),
    )
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('operator_audit_log_subject_idx')
    .on('operator_audit_log')
    .columns(['subject_type', 'subject_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('operator_audit_log_operator_idx')
    .on('operator_audit_log')
    .columns(['operator_id', 'id desc'])
    .execute();
  // Append-only, like the ledger: the database refuses to change or remove a written row.
  await sql`
    create function operator_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger operator_audit_log_append_only before update or delete on operator_audit_log
    for each row execute function operator_audit_refuse_change()`.execute(db);
  await sql`
    create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
    for each statement execute function operator_audit_refuse_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_audit_log').execute();
  await sql`drop function operator_audit_refuse_change()`.execute(db);
  await db.schema.dropTable('operator_login_failures').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
