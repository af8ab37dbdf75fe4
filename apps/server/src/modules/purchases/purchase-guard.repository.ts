// What a new purchase is checked against once the player's row is locked, read in one statement (issue 11: a
// round trip each was three statements per deposit): which purchase already has its key or is an identical open
// request, an identical purchase paid or being paid lately (the repeat guard), and the player's own deposit limits
// with the deposits that count against them. Read after the lock, in a statement of its own: READ COMMITTED gives it a
// snapshot taken after the lock was granted, so it sees every purchase of the player committed before.
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { OwnLimitJson, OwnLimitRow } from '../deposit-limits/deposit-limits.repository.ts';
import { countedDepositsQuery, ownLimitsJson, ownLimitsOfJson } from '../deposit-limits/deposit-limits.repository.ts';
import type { NewPurchase } from './purchases.repository.ts';

export interface PurchaseGuard {
  /** The id of the player's purchase with this idempotency key, if there is one. */
  takenByKey: number | null;
  /** Else the id of the player's open purchase of the same request (open_request_hash), if there is one. */
  openIdentical: number | null;
  /** An identical purchase (same package and provider) paid or being paid since `repeatSince`; false without it. */
  repeated: boolean;
  ownLimits: OwnLimitRow[];
  /** Deposits in the limit currency since `countedSince` (deposit-limits.repository.ts, countedDepositsQuery). */
  countedDeposits: { amount: number; at: Date }[];
}

interface GuardJson {
  taken_by_key: number | null;
  open_identical: number | null;
  repeated: boolean;
  own_limits: OwnLimitJson[];
  counted_deposits: { amount: number; at: string }[];
}

export async function readPurchaseGuard(
  trx: Trx,
  input: {
    values: Pick<
      NewPurchase,
      'user_id' | 'idempotency_key' | 'open_request_hash' | 'provider_code' | 'price' | 'currency' | 'subscription'
    >;
    /** null: the repeat guard does not apply (confirmed, or no window). */
    repeatSince: Date | null;
    limitCurrency: string;
    countedSince: Date;
  },
): Promise<PurchaseGuard> {
  const { values } = input;
  const userId = values.user_id;
  const openHash = values.open_request_hash ?? null;
  const counted = countedDepositsQuery({ userId, currency: input.limitCurrency, since: input.countedSince });
  const { rows } = await sql<{ guard: GuardJson }>`select json_build_object(
      'taken_by_key', (select id from purchases where user_id = ${userId}
        and idempotency_key = ${values.idempotency_key}),
      'open_identical', (select id from purchases where user_id = ${userId}
        and open_request_hash = ${openHash}::text),
      'repeated', ${input.repeatSince}::timestamptz is not null and exists(select 1 from purchases
        where user_id = ${userId} and provider_code = ${values.provider_code} and price = ${values.price}
          and currency = ${values.currency} and subscription = ${values.subscription}
          and state in ('SUCCESS', 'PROCESSING', 'GOTO') and created_at > ${input.repeatSince}::timestamptz),
      'own_limits', ${ownLimitsJson(userId)},
      'counted_deposits', coalesce((
        select json_agg(json_build_object('amount', c.amount, 'at', c.at)) from (${counted}) c), '[]')
    ) as guard`.execute(trx);
  const guard = rows[0]?.guard;
  if (guard === undefined) throw new Error('the purchase guard query answered no row');
  return {
    takenByKey: guard.taken_by_key,
    openIdentical: guard.open_identical,
    repeated: guard.repeated,
    ownLimits: ownLimitsOfJson(guard.own_limits),
    countedDeposits: guard.counted_deposits.map((deposit) => ({
      amount: Number(deposit.amount),
      at: new Date(deposit.at),
    })),
  };
}
