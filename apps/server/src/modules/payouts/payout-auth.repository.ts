// Queries on payout tokens (stored only as SHA-256 hashes, single use) and on failed password
// re-entries, which live in the database so the rate limit holds across server instances.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

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

export async function insertAuthFailure(
  db: Db,
  failure: { userId: number; clientAddress: string; purpose: string; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('auth_failures')
    .values({
      user_id: failure.userId,
      client_address: failure.clientAddress,
      purpose: failure.purpose,
      created_at: failure.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAuthFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}

export async function deleteAuthFailuresOfUser(db: Db, userId: number, purpose: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/** Failures that left the window no longer count: gone, so the table stays small. */
export async function deleteOldAuthFailures(
  db: Db,
  query: { userId: number; clientAddress: string; purpose: string; before: Date },
): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('purpose', '=', query.purpose)
    .where((eb) => eb.or([eb('user_id', '=', query.userId), eb('client_address', '=', query.clientAddress)]))
    .where('created_at', '<=', query.before)
    .execute();
}

export interface FailureCount {
  count: number;
  /** The oldest failure counted, or null when none. */
  oldest: Date | null;
}

/** Failures since `since`, of the player and from the address. */
export async function countAuthFailures(
  db: Db,
  query: { userId: number; clientAddress: string; purpose: string; since: Date },
): Promise<{ player: FailureCount; address: FailureCount }> {
  const count = async (column: 'user_id' | 'client_address', value: number | string): Promise<FailureCount> => {
    const row = await db
      .selectFrom('auth_failures')
      .select([sql<string>`count(*)::text`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where(column, '=', value)
      .where('purpose', '=', query.purpose)
      .where('created_at', '>', query.since)
      .executeTakeFirstOrThrow();
    return { count: toSafeInteger(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
  };
  const [player, address] = await Promise.all([
    count('user_id', query.userId),
    count('client_address', query.clientAddress),
  ]);
  return { player, address };
}
