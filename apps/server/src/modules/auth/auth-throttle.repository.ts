// Queries of the password-check throttle (auth-throttle.ts): one row per failed check, and per check still running.
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { AuthThrottleFailuresTable } from '../../db/payout-tables.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export type ThrottleScope = AuthThrottleFailuresTable['scope'];

export interface ThrottleKey {
  scope: ThrottleScope;
  accountKey: string;
  clientAddress: string;
}

export interface FailureCounts {
  /** Failures of this account from this address, the attempt itself not counted. */
  pair: { count: number; latest: Date | null };
  /** Failures from this address, on any account, the attempt itself counted. */
  address: { count: number; oldest: Date | null };
  /** Failures of this account from any address, the attempt itself counted. */
  account: { count: number; oldest: Date | null };
}

/** Failures that left the window no longer count: gone, so the table stays small. */
export async function deleteExpiredFailures(db: Db, key: ThrottleKey, before: Date): Promise<void> {
  await db
    .deleteFrom('auth_throttle_failures')
    .where('scope', '=', key.scope)
    .where((eb) => eb.or([eb('account_key', '=', key.accountKey), eb('client_address', '=', key.clientAddress)]))
    .where('created_at', '<=', before)
    .execute();
}

export async function insertAttempt(db: Db, key: ThrottleKey, createdAt: Date): Promise<string> {
  const row = await db
    .insertInto('auth_throttle_failures')
    .values({ scope: key.scope, account_key: key.accountKey, client_address: key.clientAddress, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAttempt(db: Db, attemptId: string): Promise<void> {
  await db.deleteFrom('auth_throttle_failures').where('id', '=', attemptId).execute();
}

/** The right credentials prove the account from this address: its failures from there no longer count. */
export async function deletePairFailures(db: Db | Trx, key: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('auth_throttle_failures')
    .where('scope', '=', key.scope)
    .where('account_key', '=', key.accountKey)
    .where('client_address', '=', key.clientAddress)
    .execute();
}

function dateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The counts of one attempt (attemptId), in one read so every count sees the same rows. */
export async function countFailures(
  db: Db,
  key: ThrottleKey,
  query: { attemptId: string; since: Date },
): Promise<FailureCounts> {
  const pair = sql`account_key = ${key.accountKey} and client_address = ${key.clientAddress} and id <> ${query.attemptId}`;
  const { rows } = await sql<{
    pair_count: string;
    pair_latest: Date | string | null;
    address_count: string;
    address_oldest: Date | string | null;
    account_count: string;
    account_oldest: Date | string | null;
  }>`
    select count(*) filter (where ${pair})::text as pair_count,
           max(created_at) filter (where ${pair}) as pair_latest,
           count(*) filter (where client_address = ${key.clientAddress})::text as address_count,
           min(created_at) filter (where client_address = ${key.clientAddress}) as address_oldest,
           count(*) filter (where account_key = ${key.accountKey})::text as account_count,
           min(created_at) filter (where account_key = ${key.accountKey}) as account_oldest
    from auth_throttle_failures
    where scope = ${key.scope} and created_at > ${query.since}
      and (account_key = ${key.accountKey} or client_address = ${key.clientAddress})`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('count(*) returned no row');
  return {
    pair: { count: toSafeInteger(row.pair_count), latest: dateOrNull(row.pair_latest) },
    address: { count: toSafeInteger(row.address_count), oldest: dateOrNull(row.address_oldest) },
    account: { count: toSafeInteger(row.account_count), oldest: dateOrNull(row.account_oldest) },
  };
}
