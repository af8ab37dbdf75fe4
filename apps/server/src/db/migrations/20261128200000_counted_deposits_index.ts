// The deposits that count against a player's limits (deposit-limits.repository.ts, countedDepositsQuery: the shop
// answer's player read and every new purchase's guard) are one player's purchases in three states since a date.
// An index on exactly those columns, so PostgreSQL reads only that player's counted rows whatever its statistics
// say. Without it, and without statistics (autovacuum off, as on the CI machine, or a table that grew faster than
// autovacuum analyses), the planner combined the player's index with purchases_state_idx and walked every
// recent purchase of every player on each call (13,845 entries of purchases_state_idx for a player with one
// purchase): GET /deposit/shop fell from 0.51× to 0.14× of the select baseline on a reused bench database (issue 11).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('purchases_user_state_created_idx')
    .on('purchases')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchases_user_state_created_idx').execute();
}
