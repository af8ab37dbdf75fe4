// Express payment (issue 8, SPEC §3/§4/§7): each player's express settings per paytype (one favourite at
// most) and the review opt-in a purchase carries until it succeeds.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('express_payment_settings')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paytype_code', 'text', (column) => column.notNull())
    // The player's favourite: the method the quick deposit pays with.
    .addColumn('subscribed', 'boolean', (column) => column.notNull().defaultTo(false))
    // PayPal: the billing agreement (BA-…) the player approved with an opted-in purchase; null otherwise.
    .addColumn('agreement_reference', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('express_payment_settings_pkey', ['user_id', 'paytype_code'])
    .execute();
  // One favourite per player, even when two subscriptions race.
  await sql`create unique index express_payment_settings_favourite_key on express_payment_settings (user_id) where subscribed`.execute(
    db,
  );
  await db.schema
    .alterTable('purchases')
    .addColumn('express_subscribe', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('express_subscribe').execute();
  await db.schema.dropTable('express_payment_settings').execute();
}
