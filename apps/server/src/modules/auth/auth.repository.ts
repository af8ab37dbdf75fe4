// Queries on sessions and access tokens; both are stored only as SHA-256 hashes of the secret the client holds.
import { compiledOnce, type Db, hotRows } from '../../db/database.ts';

export async function insertSession(db: Db, session: { idHash: string; userId: number; expiresAt: Date; now: Date }) {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: session.now,
    })
    .execute();
}

export async function findSessionUserId(db: Db, idHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteExpiredSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

export async function insertAccessToken(
  db: Db,
  token: { tokenHash: string; userId: number; purpose: 'deposit'; expiresAt: Date; sessionIdHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
      session_id_hash: token.sessionIdHash,
      created_at: token.now,
    })
    .execute();
}

export async function deleteExpiredAccessTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

export async function findAccessTokenOwner(
  db: Db,
  token: { tokenHash: string; purpose: 'deposit' },
  now: Date,
): Promise<{ userId: number; blocked: boolean; sessionIdHash: string | null; expiresAt: Date } | undefined> {
  // Every /deposit call the token cache does not answer reads this: compiled once, a named prepared statement.
  const query = compiledOnce(
    db,
    'access-token-owner',
    (slot) =>
      db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select([
          'users.id as userId',
          'users.blocked as blocked',
          'access_tokens.session_id_hash as sessionIdHash',
          'access_tokens.expires_at as expiresAt',
        ])
        .where('access_tokens.token_hash', '=', slot('tokenHash'))
        .where('access_tokens.purpose', '=', slot('purpose'))
        .where('access_tokens.expires_at', '>', slot('now')),
    { tokenHash: token.tokenHash, purpose: token.purpose, now },
  );
  const [row] = await hotRows(db, query);
  return row;
}

/** Signs the player out everywhere: every session and access token, expired or not. */
export async function deleteSessionsAndTokensOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
}
