// POST /gd/rest/oauth2/auth {password, type:'payout'} (SPEC §6, §7): the password step-up before a payout.
// A right password gives a short-lived, single-use token for one purpose (payout), stored as a hash.
// Failed attempts are limited per player and per client address within a window, in the database so
// every instance counts the same. An attempt is recorded before the password is checked and counted
// with the others, so parallel guesses cannot slip past the limit; a right password removes it again.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { addSeconds } from '../../lib/clock.ts';
import { hashSecret } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { findPasswordHashById } from '../users/users.repository.ts';
import {
  countAuthFailures,
  deleteAuthFailure,
  deleteAuthFailuresOfUser,
  deleteOldAuthFailures,
  deleteStalePayoutTokens,
  type FailureCount,
  insertAuthFailure,
  insertPayoutToken,
} from './payout-auth.repository.ts';

const PURPOSE = 'payout';
const TOKEN_BYTES = 32;

export type PayoutAuthOutcome =
  | { kind: 'issued'; token: string }
  | { kind: 'invalid-password' }
  | { kind: 'too-many-attempts'; retryAfterSeconds: number }
  | { kind: 'not-logged-in' };

export async function issuePayoutToken(
  deps: AppDeps,
  input: { userId: number; sessionId: string; password: string; clientAddress: string },
): Promise<PayoutAuthOutcome> {
  const passwordHash = await findPasswordHashById(deps.db, input.userId);
  if (passwordHash === undefined) return { kind: 'not-logged-in' };

  const { config } = deps;
  const now = deps.clock.now();
  const attempt = { userId: input.userId, clientAddress: input.clientAddress, purpose: PURPOSE };
  const since = addSeconds(now, -config.payoutAuthWindowSeconds);
  await deleteOldAuthFailures(deps.db, { ...attempt, before: since });
  const attemptId = await insertAuthFailure(deps.db, { ...attempt, createdAt: now });
  const counts = await countAuthFailures(deps.db, { ...attempt, since });
  const limited = [
    counts.player.count > config.payoutAuthMaxFailuresPerPlayer ? counts.player : null,
    counts.address.count > config.payoutAuthMaxFailuresPerAddress ? counts.address : null,
  ].filter((count): count is FailureCount => count !== null);
  if (limited.length > 0) {
    // Refused unchecked: this attempt is no failure of the password, so it does not extend the lock-out.
    await deleteAuthFailure(deps.db, attemptId);
    return { kind: 'too-many-attempts', retryAfterSeconds: retryAfter(limited, now, config.payoutAuthWindowSeconds) };
  }

  if (!(await verifyPassword(input.password, passwordHash))) return { kind: 'invalid-password' };

  // The right password proves the player: their earlier typos no longer count (the address's others do).
  await deleteAuthFailuresOfUser(deps.db, input.userId, PURPOSE);
  await deleteStalePayoutTokens(deps.db, input.userId, now);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertPayoutToken(deps.db, {
    tokenHash: hashSecret(token),
    userId: input.userId,
    expiresAt: addSeconds(now, config.payoutTokenTtlSeconds),
    createdAt: now,
    // Bound to the session that re-entered the password: its logout revokes the token.
    sessionIdHash: hashSecret(input.sessionId),
  });
  return { kind: 'issued', token };
}

/** Seconds until the oldest counted failure leaves the window, which lets the next attempt through. */
function retryAfter(limited: readonly FailureCount[], now: Date, windowSeconds: number): number {
  const waits = limited.map((count) => {
    const oldest = count.oldest ?? now;
    return Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
  });
  return Math.max(1, ...waits);
}
