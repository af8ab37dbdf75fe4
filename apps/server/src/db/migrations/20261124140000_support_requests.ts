// Customer support requests sent through the platform's support form (SPEC §1 footer, §7).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    // The short number the player is shown and quotes (e.g. SR-4F7K-9QXD); random, so it reveals no count.
    .addColumn('ticket', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('screen', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // The rate limit counts a player's requests of the last minutes.
  await db.schema
    .createIndex('support_requests_user_created_idx')
    .on('support_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
}
