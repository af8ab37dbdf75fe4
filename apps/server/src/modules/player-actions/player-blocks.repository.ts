// The blocks on a player (SPEC §6): the deposit block on the user row, one payout_blocks row per payout blocker,
// and the account's closing; read and changed by the back office's player actions and the deposit-block lift.
import type { Db, Trx } from '../../db/database.ts';
import type { PayoutBlockReason } from '../../db/payout-tables.ts';

/** The player's blocks, the row locked until the transaction ends. */
export async function lockPlayerBlocks(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select([
      'id',
      'gd_currency',
      'blocked',
      'deposit_block_reason',
      'deposit_block_amount',
      'subscription_signup_blocked',
    ])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The player's deposit block, the user row locked. */
export async function lockDepositBlock(
  trx: Trx,
  userId: number,
): Promise<{ deposit_block_reason: string | null; deposit_block_amount: number | null }> {
  return trx
    .selectFrom('users')
    .select(['deposit_block_reason', 'deposit_block_amount'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Changes the deposit block: its reason (when given) and the amount owed that lifts it. */
export async function setDepositBlock(
  trx: Trx,
  userId: number,
  block: { deposit_block_reason?: string | null; deposit_block_amount: number | null },
): Promise<void> {
  await trx.updateTable('users').set(block).where('id', '=', userId).execute();
}

/** Sets (or with null lifts) the deposit block; the amount a returned debit left goes with it. */
export async function setDepositBlockReason(trx: Trx, userId: number, reason: string | null): Promise<void> {
  await trx
    .updateTable('users')
    .set({ deposit_block_reason: reason, deposit_block_amount: null })
    .where('id', '=', userId)
    .execute();
}

/** The payout blockers on the player, sorted. */
export async function listPayoutBlockReasons(trx: Trx, userId: number): Promise<string[]> {
  const rows = await trx.selectFrom('payout_blocks').select('reason').where('user_id', '=', userId).execute();
  return rows.map((row) => row.reason as string).sort();
}

export async function insertPayoutBlock(trx: Trx, userId: number, reason: PayoutBlockReason, at: Date): Promise<void> {
  await trx.insertInto('payout_blocks').values({ user_id: userId, reason, created_at: at }).execute();
}

export async function deletePayoutBlock(trx: Trx, userId: number, reason: PayoutBlockReason): Promise<void> {
  await trx.deleteFrom('payout_blocks').where('user_id', '=', userId).where('reason', '=', reason).execute();
}

/** When the player's account was closed (null: open); undefined for no such player. */
export async function findClosedAt(
  db: Db,
  userId: number,
): Promise<{ id: number; closed_at: Date | null } | undefined> {
  return db.selectFrom('users').select(['id', 'closed_at']).where('id', '=', userId).executeTakeFirst();
}
