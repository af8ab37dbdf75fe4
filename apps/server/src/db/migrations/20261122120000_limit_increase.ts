// Requests to raise a direct-debit provider's deposit limit (SPEC §4 Limit increase request).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_increase_requests')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_code', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('PENDING'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // One open request per player and provider: a second press answers the first request again.
  await sql`create unique index limit_increase_requests_pending_key on limit_increase_requests (user_id, provider_code) where state = 'PENDING'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limit_increase_requests').execute();
}
