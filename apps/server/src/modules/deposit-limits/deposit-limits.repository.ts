// Queries of the deposit limits (issue 8): the player's own limits, the deposits that count against them and
// the row lock that serialises every limit check of one player.
import type { DepositLimitPeriod } from '@shop/domain/deposit-limit';
import { type RawBuilder, sql } from 'kysely';
import type { Db, DepositLimitsTable, Trx } from '../../db/database.ts';

export type OwnLimitRow = Pick<
  DepositLimitsTable,
  'period' | 'currency' | 'amount' | 'pending_amount' | 'pending_from'
>;

/** An own limit as JSON: its pending date as text. */
export type OwnLimitJson = Omit<OwnLimitRow, 'pending_from'> & { pending_from: string | null };

/**
 * The player's own limits as one JSON array (`[]` without any), for the reads that take all they need in one
 * statement (the shop's player, a purchase's guard: issue 11); ownLimitsOfJson reads it back.
 */
export function ownLimitsJson(userId: RawBuilder<unknown> | number): RawBuilder<OwnLimitJson[]> {
  return sql<OwnLimitJson[]>`coalesce((
    select json_agg(json_build_object('period', d.period, 'currency', d.currency, 'amount', d.amount,
      'pending_amount', d.pending_amount, 'pending_from', d.pending_from))
    from deposit_limits d where d.user_id = ${userId}), '[]')`;
}

/** The own limits read by ownLimitsJson, their pending dates as dates again. */
export function ownLimitsOfJson(limits: readonly OwnLimitJson[]): OwnLimitRow[] {
  return limits.map((limit) => ({
    ...limit,
    pending_from: limit.pending_from === null ? null : new Date(limit.pending_from),
  }));
}

/**
 * Holds the player's row until the transaction ends: two deposits of one player are checked one after another,
 * each seeing the other. FOR NO KEY UPDATE, not FOR UPDATE: rows that only reference the player (a purchase,
 * a ledger entry, a session) can still be inserted meanwhile.
 */
export async function lockPlayerDeposits(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

export async function listOwnLimits(db: Db | Trx, userId: number): Promise<OwnLimitRow[]> {
  return db
    .selectFrom('deposit_limits')
    .select(['period', 'currency', 'amount', 'pending_amount', 'pending_from'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveOwnLimit(
  trx: Trx,
  input: {
    userId: number;
    period: DepositLimitPeriod;
    currency: string;
    amount: number | null;
    pendingAmount: number | null;
    pendingFrom: Date | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    currency: input.currency,
    amount: input.amount,
    pending_amount: input.pendingAmount,
    pending_from: input.pendingFrom,
    updated_at: input.now,
  };
  await trx
    .insertInto('deposit_limits')
    .values({ user_id: input.userId, period: input.period, created_at: input.now, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'period']).doUpdateSet(values))
    .execute();
}

export interface CountedDepositRow {
  amount: number;
  at: Date;
}

/**
 * Every deposit of the player since `since` that took or may still take money (in `currency`, or in every
 * currency when null): purchases that succeeded or are still open (PROCESSING, GOTO), and saver-package bookings
 * that are charged, being charged or waiting for a retry. A package's first booking is its sign-up purchase,
 * counted as that purchase. Rows: currency, amount, at — a query of its own or a subquery (the shop's player read).
 */
export function countedDepositsQuery(input: {
  userId: number;
  currency: string | null;
  since: Date;
  excludeBookingId?: string;
}) {
  // The optional conditions are left out of the text rather than sent as `$n is null or …`: the shop's read is a
  // prepared statement, and a generic plan cannot fold a null parameter's branch away (issue 11).
  const inCurrency = input.currency === null ? sql`` : sql`and currency = ${input.currency}::text`;
  const notExcluded = input.excludeBookingId === undefined ? sql`` : sql`and id <> ${input.excludeBookingId}::bigint`;
  return sql<{ currency: string; amount: number; at: Date }>`
    select currency, price as amount, created_at as at from purchases
      where user_id = ${input.userId} and created_at >= ${input.since} ${inCurrency}
        and state in ('SUCCESS', 'PROCESSING', 'GOTO')
    union all
    select currency, price as amount, created_at as at from subscription_bookings
      where user_id = ${input.userId} and created_at >= ${input.since} ${inCurrency}
        and state in ('PENDING', 'RETRY', 'SUCCESS') and purchase_tid is null ${notExcluded}`;
}

export async function listCountedDeposits(
  db: Db | Trx,
  input: { userId: number; currency: string; since: Date; excludeBookingId?: string },
): Promise<CountedDepositRow[]> {
  const result = await countedDepositsQuery(input).execute(db);
  return result.rows.map((row) => ({ amount: Number(row.amount), at: new Date(row.at) }));
}

/** What the limits of a player depend on: the country (the operator's cap) and the game currency (what they pay in). */
export async function findLimitPlayer(
  db: Db | Trx,
  userId: number,
): Promise<{ id: number; country: string; gd_currency: string } | undefined> {
  return db.selectFrom('users').select(['id', 'country', 'gd_currency']).where('id', '=', userId).executeTakeFirst();
}
