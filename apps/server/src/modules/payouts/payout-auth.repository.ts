// Queries on payout tokens (stored only as SHA-256 hashes, single use). Failed password re-entries are counted by
// the one password-check throttle (auth/auth-throttle.ts).
import type { Db, Trx } from '../../db/database.ts';

export async function insertPayoutToken(
  db: Db,
  token: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date; sessionIdHash: string },
): Promise<void> {
  await db
    .insertInto('payout_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      session_id_hash: token.sessionIdHash,
      purpose: 'payout',
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    })
    .execute();
}

/** Expired tokens of the player, and used ones (kept only until they would have expired anyway). */
export async function deleteStalePayoutTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('payout_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** A token of this player that is neither expired nor used. */
export async function isPayoutTokenUsable(
  db: Db | Trx,
  token: { tokenHash: string; userId: number },
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('payout_tokens')
    .select('token_hash')
    .where('token_hash', '=', token.tokenHash)
    .where('user_id', '=', token.userId)
    .where('purpose', '=', 'payout')
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the token used; false when it was not usable (expired, used, another player's) any more. */
export async function consumePayoutToken(
  trx: Trx,
  token: { tokenHash: string; userId: number },
  now: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('payout_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', token.tokenHash)
    .where('user_id', '=', token.userId)
    .where('purpose', '=', 'payout')
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}
