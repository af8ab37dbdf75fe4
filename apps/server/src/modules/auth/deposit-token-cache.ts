// Deposit tokens this process checked lately (issue 11): a /deposit call with a known token skips the token
// query. Only accepted tokens are kept — unknown, expired and blocked ones are looked up every time — and an
// entry lives at most DEPOSIT_TOKEN_CACHE_SECONDS, never past the token's own expiry. A logout through this
// process forgets the session's tokens at once; a logout through another instance, or a player blocked in the
// database, takes effect here within DEPOSIT_TOKEN_CACHE_SECONDS.
import type { Db } from '../../db/database.ts';

interface Entry {
  userId: number;
  sessionIdHash: string | null;
  /** The app clock's ms until which the entry may be used. */
  until: number;
}

const MAX_ENTRIES = 50_000;

/** Per database, like the other in-process caches: apps on different databases (tests) never share one. */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The player of a token checked lately, or undefined: then the database is asked. */
export function recallDepositToken(db: Db, tokenHash: string, now: Date): number | undefined {
  const cache = caches.get(db);
  const entry = cache?.get(tokenHash);
  if (entry === undefined) return undefined;
  if (now.getTime() < entry.until) return entry.userId;
  cache?.delete(tokenHash);
  return undefined;
}

export function rememberDepositToken(
  db: Db,
  tokenHash: string,
  token: { userId: number; sessionIdHash: string | null; expiresAt: Date },
  input: { now: Date; cacheSeconds: number },
): void {
  if (input.cacheSeconds <= 0) return;
  const cache = cacheOf(db);
  if (cache.size >= MAX_ENTRIES) forgetExpired(cache, input.now.getTime());
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const until = Math.min(input.now.getTime() + input.cacheSeconds * 1000, token.expiresAt.getTime());
  cache.set(tokenHash, { userId: token.userId, sessionIdHash: token.sessionIdHash, until });
}

/** Logout: the session's tokens stop working in this process at once. */
export function forgetSessionTokens(db: Db, sessionIdHash: string): void {
  const cache = caches.get(db);
  if (cache === undefined) return;
  for (const [tokenHash, entry] of cache) {
    if (entry.sessionIdHash === sessionIdHash) cache.delete(tokenHash);
  }
}

function forgetExpired(cache: Map<string, Entry>, now: number): void {
  for (const [tokenHash, entry] of cache) {
    if (entry.until <= now) cache.delete(tokenHash);
  }
}

/** A closed account (or anything else that deletes a player's tokens): they stop working here at once. */
export function forgetPlayerTokens(db: Db, userId: number): void {
  const cache = caches.get(db);
  if (cache === undefined) return;
  for (const [tokenHash, entry] of cache) {
    if (entry.userId === userId) cache.delete(tokenHash);
  }
}
