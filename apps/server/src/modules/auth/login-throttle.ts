// The login throttle (issue 9 point 6): failed log-ins are counted per account and per client address within
// a window, in the database (table login_failures) so the count holds across restarts and server instances.
// Why not @fastify/rate-limit: it counts requests per key in memory (or Redis), but what must be limited is
// wrong passwords per account as well as per address, and a right password must forgive the account's typos.
// Like the payout password check, an attempt is recorded before the password is checked and counted with
// the others, so parallel guesses cannot slip past the limit; a refused attempt is removed again.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export interface LoginThrottleSettings {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export type LoginAttempt = { open: true; attemptId: string } | { open: false; retryAfterSeconds: number };

interface FailureCount {
  count: number;
  oldest: Date | null;
}

async function countFailures(
  db: Db,
  column: 'user_id' | 'client_address',
  value: number | string,
  since: Date,
): Promise<FailureCount> {
  const row = await db
    .selectFrom('login_failures')
    .select([sql<string>`count(*)::text`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: toSafeInteger(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/**
 * Records an attempt for the account (null: an unknown user name, counted per address only) from the address,
 * or refuses it with the seconds until the oldest counted failure leaves the window.
 */
export async function openLoginAttempt(
  db: Db,
  settings: LoginThrottleSettings,
  attempt: { userId: number | null; clientAddress: string; now: Date },
): Promise<LoginAttempt> {
  const { userId, clientAddress, now } = attempt;
  const since = addSeconds(now, -settings.windowSeconds);
  await db
    .deleteFrom('login_failures')
    .where('created_at', '<=', since)
    .where((eb) =>
      userId === null
        ? eb('client_address', '=', clientAddress)
        : eb.or([eb('user_id', '=', userId), eb('client_address', '=', clientAddress)]),
    )
    .execute();
  const inserted = await db
    .insertInto('login_failures')
    .values({ user_id: userId, client_address: clientAddress, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [account, address] = await Promise.all([
    userId === null ? Promise.resolve({ count: 0, oldest: null }) : countFailures(db, 'user_id', userId, since),
    countFailures(db, 'client_address', clientAddress, since),
  ]);
  const limited = [
    account.count > settings.maxFailuresPerAccount ? account : null,
    address.count > settings.maxFailuresPerAddress ? address : null,
  ].filter((count): count is FailureCount => count !== null);
  if (limited.length === 0) return { open: true, attemptId: inserted.id };
  // Refused unchecked: no failure of the password, so it does not extend the pause.
  await db.deleteFrom('login_failures').where('id', '=', inserted.id).execute();
  const waits = limited.map((count) => {
    const oldest = count.oldest ?? now;
    return Math.ceil((oldest.getTime() + settings.windowSeconds * 1000 - now.getTime()) / 1000);
  });
  return { open: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** The right password proves the player: the account's failures no longer count (the address's others do). */
export async function forgiveAccountFailures(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('user_id', '=', userId).execute();
}
