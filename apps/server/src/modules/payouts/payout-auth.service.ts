// POST /gd/rest/oauth2/auth {password, type:'payout'} (SPEC §6, §7): the password step-up before a payout.
// A right password gives a short-lived, single-use token for one purpose (payout), stored as a hash.
// Failed attempts go through the one password-check throttle (auth-throttle.ts, scope payout-password): per
// player and address with growing delays, per address, and per player from any address (only the player's own
// session can try, so no stranger can use that limit to lock the player out).
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { addSeconds } from '../../lib/clock.ts';
import { hashSecret } from '../auth/auth.service.ts';
import { accountKeyOf, forgiveFailures, openThrottledAttempt, throttleSettingsOf } from '../auth/auth-throttle.ts';
import { verifyPassword } from '../auth/password.ts';
import { findPasswordHashById } from '../users/users.repository.ts';
import { deleteStalePayoutTokens, insertPayoutToken } from './payout-auth.repository.ts';

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
  const throttleKey = {
    scope: 'payout-password' as const,
    accountKey: accountKeyOf({ id: input.userId }),
    clientAddress: input.clientAddress,
  };
  const attempt = await openThrottledAttempt(deps.db, throttleSettingsOf(config, 'payout-password'), {
    ...throttleKey,
    now,
  });
  if (!attempt.open) return { kind: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds };

  if (!(await verifyPassword(input.password, passwordHash))) return { kind: 'invalid-password' };

  // The right password proves the player: their earlier typos from here no longer count.
  await forgiveFailures(deps.db, throttleKey);
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
