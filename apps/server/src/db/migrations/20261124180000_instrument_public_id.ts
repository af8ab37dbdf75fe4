// Issue 9 point 3: a saved card belongs to its player. The browser names a saved instrument by this opaque,
// random id, never by the PSP's token; the server resolves it only for the player who owns it. Replacing the
// instrument gives it a new id.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_instruments')
    .addColumn('public_id', 'text', (column) => column.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema
    .alterTable('payment_instruments')
    .addUniqueConstraint('payment_instruments_public_id_key', ['public_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_instruments').dropColumn('public_id').execute();
}
