// Issue 9 point 6: deposit and payout tokens belong to the session that asked for them (logout, or the session's
// end, removes them by cascade), and failed log-ins are counted per account and per client address so the
// login can be throttled across restarts and instances.
// Frozen: never edit, add a new migration.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_tokens', 'payout_tokens']) {
    // Null only for tokens issued before this migration (they expire within minutes).
    await db.schema
      .alterTable(table)
      .addColumn('session_id_hash', 'text', (c) => c.references('sessions.id_hash').onDelete('cascade'))
      .execute();
    await db.schema.createIndex(`${table}_session_idx`).on(table).column('session_id_hash').execute();
  }

  // One row per failed log-in (and per attempt still being checked); user_id is null for unknown user names.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_address_idx')
    .on('login_failures')
    .columns(['client_address', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  for (const table of ['access_tokens', 'payout_tokens']) {
    await db.schema.alterTable(table).dropColumn('session_id_hash').execute();
  }
}
