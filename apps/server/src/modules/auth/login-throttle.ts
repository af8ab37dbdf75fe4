// The login throttle (issue 9 point 6): failed log-ins are counted per account and per client address within
// a window, in the database (table login_failures) so the count holds across restarts and server instances.
// Why not @fastify/rate-limit: it counts requests per key in memory (or Redis), but what must be limited is
// wrong passwords per account as well as per address, and a right password must forgive the account's typos.
// Like the payout password check, an attempt is recorded before the password is checked and counted with
// the others, so parallel guesses cannot slip past the limit; a refused attempt is removed again.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export interface LoginThrottleSettings {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export type LoginAttempt = { open: true; attemptId: string } | { open: false; retryAfterSeconds: number };

/**
 * Where one kind of account's failed log-ins are counted: players in login_failures (by user_id), operators in
 * operator_login_failures (by operator_id). Both tables have the same shape and the same rules.
 */
export interface FailureTable {
  table: 'login_failures' | 'operator_login_failures';
  account: 'user_id' | 'operator_id';
}
export const PLAYER_LOGIN_FAILURES: FailureTable = { table: 'login_failures', account: 'user_id' };
export const OPERATOR_LOGIN_FAILURES: FailureTable = { table: 'operator_login_failures', account: 'operator_id' };

interface FailureCount {
  count: number;
  oldest: Date | null;
}

async function countFailures(
  db: Db,
  failures: FailureTable,
  where: { account: number } | { clientAddress: string },
  since: Date,
): Promise<FailureCount> {
  const matches =
    'account' in where
      ? sql`${sql.ref(failures.account)} = ${where.account}`
      : sql`client_address = ${where.clientAddress}`;
  const { rows } = await sql<{ count: string; oldest: Date | null }>`
    select count(*)::text as count, min(created_at) as oldest from ${sql.table(failures.table)}
    where ${matches} and created_at > ${since}`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('count(*) returned no row');
  return { count: toSafeInteger(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/**
 * Records an attempt on the account (null: an unknown user name or e-mail, counted per address only) from the
 * address, or refuses it with the seconds until the oldest counted failure leaves the window.
 */
export async function openThrottledAttempt(
  db: Db,
  failures: FailureTable,
  settings: LoginThrottleSettings,
  attempt: { accountId: number | null; clientAddress: string; now: Date },
): Promise<LoginAttempt> {
  const { accountId, clientAddress, now } = attempt;
  const since = addSeconds(now, -settings.windowSeconds);
  const table = sql.table(failures.table);
  const account = sql.ref(failures.account);
  const ownRows =
    accountId === null
      ? sql`client_address = ${clientAddress}`
      : sql`(${account} = ${accountId} or client_address = ${clientAddress})`;
  await sql`delete from ${table} where created_at <= ${since} and ${ownRows}`.execute(db);
  const inserted = await sql<{ id: string }>`
    insert into ${table} (${account}, client_address, created_at) values (${accountId}, ${clientAddress}, ${now})
    returning id::text as id`.execute(db);
  const attemptId = inserted.rows[0]?.id;
  if (attemptId === undefined) throw new Error('the attempt was not recorded');
  const [accountCount, addressCount] = await Promise.all([
    accountId === null
      ? Promise.resolve({ count: 0, oldest: null })
      : countFailures(db, failures, { account: accountId }, since),
    countFailures(db, failures, { clientAddress }, since),
  ]);
  const limited = [
    accountCount.count > settings.maxFailuresPerAccount ? accountCount : null,
    addressCount.count > settings.maxFailuresPerAddress ? addressCount : null,
  ].filter((count): count is FailureCount => count !== null);
  if (limited.length === 0) return { open: true, attemptId };
  // Refused unchecked: no failure of the password, so it does not extend the pause.
  await sql`delete from ${table} where id = ${attemptId}`.execute(db);
  const waits = limited.map((count) => {
    const oldest = count.oldest ?? now;
    return Math.ceil((oldest.getTime() + settings.windowSeconds * 1000 - now.getTime()) / 1000);
  });
  return { open: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** The right credentials prove the account: its failures no longer count (the address's others do). */
export async function forgiveFailures(db: Db | Trx, failures: FailureTable, accountId: number): Promise<void> {
  await sql`delete from ${sql.table(failures.table)} where ${sql.ref(failures.account)} = ${accountId}`.execute(db);
}

/** A player's log-in attempt (see openThrottledAttempt). */
export function openLoginAttempt(
  db: Db,
  settings: LoginThrottleSettings,
  attempt: { userId: number | null; clientAddress: string; now: Date },
): Promise<LoginAttempt> {
  return openThrottledAttempt(db, PLAYER_LOGIN_FAILURES, settings, { ...attempt, accountId: attempt.userId });
}

/** The right password proves the player: the account's failures no longer count (the address's others do). */
export function forgiveAccountFailures(db: Db, userId: number): Promise<void> {
  return forgiveFailures(db, PLAYER_LOGIN_FAILURES, userId);
}
