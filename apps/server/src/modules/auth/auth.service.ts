// Login, cookie sessions and short-lived bearer tokens for the deposit API (docs/conventions.md, Auth).
import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { findCredentialsByUserName, findUserById } from '../users/users.repository.ts';
import {
  deleteExpiredAccessTokens,
  deleteExpiredSessions,
  deleteSession,
  findAccessTokenOwner,
  findSessionUserId,
  insertAccessToken,
  insertSession,
} from './auth.repository.ts';
import { forgiveFailures, openThrottledAttempt, type ThrottleSettings, throttleKeyOf } from './auth-throttle.ts';
import { forgetSessionTokens, recallDepositToken, rememberDepositToken } from './deposit-token-cache.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sessionTtlSeconds: number;
  tokenTtlSeconds: number;
  /** DEPOSIT_TOKEN_CACHE_SECONDS (deposit-token-cache.ts). */
  depositTokenCacheSeconds: number;
  /** The player log-in's settings of the one password-check throttle (auth-throttle.ts). */
  loginThrottle: ThrottleSettings;
}

const SECRET_BYTES = 32;

function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function hashSecret(secret: string): string {
  // The one-shot hash: the same digest without a Hash object per call (every /deposit call hashes its token).
  return hash('sha256', secret, 'hex');
}

// Checked against unknown user names too, so the answer time does not tell which names exist.
let decoyHash: Promise<string> | undefined;

export type LoginResult =
  | { ok: true; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'wrong-credentials' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Checks the password, throttled per account and client address together, and per address (auth-throttle.ts). */
export async function logIn(
  deps: AuthDeps,
  input: { userName: string; password: string; clientAddress: string },
): Promise<LoginResult> {
  const userName = input.userName.trim();
  const credentials = await findCredentialsByUserName(deps.db, userName);
  const now = deps.clock.now();
  const throttleKey = throttleKeyOf('player-login', credentials, userName, input.clientAddress);
  const attempt = await openThrottledAttempt(deps.db, deps.loginThrottle, { ...throttleKey, now });
  if (!attempt.open) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  if (credentials === undefined) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(input.password, await decoyHash);
    return { ok: false, reason: 'wrong-credentials' };
  }
  if (!(await verifyPassword(input.password, credentials.password_hash))) {
    return { ok: false, reason: 'wrong-credentials' };
  }
  await forgiveFailures(deps.db, throttleKey);

  const sessionId = newSecret();
  const expiresAt = addSeconds(now, deps.sessionTtlSeconds);
  await deleteExpiredSessions(deps.db, credentials.id, now);
  await insertSession(deps.db, { idHash: hashSecret(sessionId), userId: credentials.id, expiresAt, now });
  return { ok: true, sessionId, expiresAt };
}

/** Ends the session; its deposit and payout tokens go with it (foreign key, on delete cascade). */
export async function logOut(deps: AuthDeps, sessionId: string): Promise<void> {
  const idHash = hashSecret(sessionId);
  await deleteSession(deps.db, idHash);
  forgetSessionTokens(deps.db, idHash);
}

/** The player of a session cookie value, or null when absent, unknown or expired. */
export async function userIdForSession(deps: AuthDeps, sessionId: string | undefined): Promise<number | null> {
  if (sessionId === undefined || sessionId === '') return null;
  const userId = await findSessionUserId(deps.db, hashSecret(sessionId), deps.clock.now());
  return userId ?? null;
}

export type TokenIssueResult = { ok: true; token: string } | { ok: false; code: 'forbidden' | 'not-logged-in' };

/** A new deposit bearer token for a logged-in player, bound to their session (logout revokes it); blocked players get none. */
export async function issueDepositToken(deps: AuthDeps, userId: number, sessionId: string): Promise<TokenIssueResult> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { ok: false, code: 'not-logged-in' };
  if (user.blocked) return { ok: false, code: 'forbidden' };

  const now = deps.clock.now();
  const token = newSecret();
  await deleteExpiredAccessTokens(deps.db, userId, now);
  await insertAccessToken(deps.db, {
    tokenHash: hashSecret(token),
    userId,
    purpose: 'deposit',
    expiresAt: addSeconds(now, deps.tokenTtlSeconds),
    sessionIdHash: hashSecret(sessionId),
    now,
  });
  return { ok: true, token };
}

export type TokenCheckResult = { ok: true; userId: number } | { ok: false; code: 'not-authenticated' | 'forbidden' };

/**
 * The token check as far as memory answers it: a missing token, or one the cache knows (deposit-token-cache.ts);
 * else what the database must be asked with. Without a promise, so the bearer check of a /deposit call the cache
 * answers stays synchronous (issue 11: a promise per call is measurable).
 */
function recallTokenCheck(
  deps: AuthDeps,
  token: string | null,
): { result: TokenCheckResult } | { tokenHash: string; now: Date } {
  if (token === null || token === '') return { result: { ok: false, code: 'not-authenticated' } };
  const tokenHash = hashSecret(token);
  const now = deps.clock.now();
  const known = recallDepositToken(deps.db, tokenHash, now);
  if (known !== undefined) return { result: { ok: true, userId: known } };
  return { tokenHash, now };
}

/** authenticateDepositToken's answer when it needs no database read; undefined when it does. */
export function recallDepositTokenCheck(deps: AuthDeps, token: string | null): TokenCheckResult | undefined {
  const recalled = recallTokenCheck(deps, token);
  return 'result' in recalled ? recalled.result : undefined;
}

export async function authenticateDepositToken(deps: AuthDeps, token: string | null): Promise<TokenCheckResult> {
  const recalled = recallTokenCheck(deps, token);
  if ('result' in recalled) return recalled.result;
  const { tokenHash, now } = recalled;
  const owner = await findAccessTokenOwner(deps.db, { tokenHash, purpose: 'deposit' }, now);
  if (owner === undefined) return { ok: false, code: 'not-authenticated' };
  if (owner.blocked) return { ok: false, code: 'forbidden' };
  rememberDepositToken(deps.db, tokenHash, owner, { now, cacheSeconds: deps.depositTokenCacheSeconds });
  return { ok: true, userId: owner.userId };
}
