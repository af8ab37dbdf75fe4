// Failed operator log-ins, counted per account and per client address within a window (table
// operator_login_failures), exactly like the player login (auth/login-throttle.ts, which explains the design):
// an attempt is recorded before the password and code are checked, so parallel guesses cannot slip past the
// limit; a refused attempt is removed again; a successful login forgives the account's failures.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import type { LoginAttempt, LoginThrottleSettings } from '../auth/login-throttle.ts';

interface FailureCount {
  count: number;
  oldest: Date | null;
}

async function countFailures(
  db: Db,
  column: 'operator_id' | 'client_address',
  value: number | string,
  since: Date,
): Promise<FailureCount> {
  const row = await db
    .selectFrom('operator_login_failures')
    .select([sql<string>`count(*)::text`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: toSafeInteger(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** Records an attempt on the operator (null: an unknown e-mail) from the address, or refuses it with the wait. */
export async function openOperatorLoginAttempt(
  db: Db,
  settings: LoginThrottleSettings,
  attempt: { operatorId: number | null; clientAddress: string; now: Date },
): Promise<LoginAttempt> {
  const { operatorId, clientAddress, now } = attempt;
  const since = addSeconds(now, -settings.windowSeconds);
  await db
    .deleteFrom('operator_login_failures')
    .where('created_at', '<=', since)
    .where((eb) =>
      operatorId === null
        ? eb('client_address', '=', clientAddress)
        : eb.or([eb('operator_id', '=', operatorId), eb('client_address', '=', clientAddress)]),
    )
    .execute();
  const inserted = await db
    .insertInto('operator_login_failures')
    .values({ operator_id: operatorId, client_address: clientAddress, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [account, address] = await Promise.all([
    operatorId === null
      ? Promise.resolve({ count: 0, oldest: null })
      : countFailures(db, 'operator_id', operatorId, since),
    countFailures(db, 'client_address', clientAddress, since),
  ]);
  const limited = [
    account.count > settings.maxFailuresPerAccount ? account : null,
    address.count > settings.maxFailuresPerAddress ? address : null,
  ].filter((count): count is FailureCount => count !== null);
  if (limited.length === 0) return { open: true, attemptId: inserted.id };
  await db.deleteFrom('operator_login_failures').where('id', '=', inserted.id).execute();
  const waits = limited.map((count) => {
    const oldest = count.oldest ?? now;
    return Math.ceil((oldest.getTime() + settings.windowSeconds * 1000 - now.getTime()) / 1000);
  });
  return { open: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** Password and code were right: the operator's failures no longer count (the address's others still do). */
export async function forgiveOperatorFailures(trx: Trx, operatorId: number): Promise<void> {
  await trx.deleteFrom('operator_login_failures').where('operator_id', '=', operatorId).execute();
}
