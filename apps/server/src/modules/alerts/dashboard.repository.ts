// The console dashboard's aggregates, each a grouped read of an index: purchases by created_at with the grouped
// columns included (purchases_created_day_idx, an index-only scan), the funnel's daily rows (its primary key),
// the payout review queue (payouts_review_queue_idx).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FunnelStep } from '../metrics/shop-metrics.ts';

/** Purchases created since `since`, grouped by the day (UTC) they were created on, as `day`, and by `column`. */
function purchasesByDayAnd<C extends 'currency' | 'provider_code'>(db: Db, since: Date, column: C) {
  // Grouped by reference: Kysely cannot resolve a generic column's alias (the SQL is the same: group by "day",
  // "<column>").
  return db
    .selectFrom('purchases')
    .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), column])
    .where('created_at', '>=', since)
    .groupBy([sql.ref('day'), sql.ref(column)])
    .orderBy(sql.ref('day'));
}

export async function dailyVolume(db: Db, since: Date) {
  const rows = await purchasesByDayAnd(db, since, 'currency')
    .select([sql<string>`sum(price)`.as('amount'), sql<string>`count(*)`.as('count')])
    .where('state', '=', 'SUCCESS')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency,
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}

export async function dailySuccessRate(db: Db, since: Date) {
  const rows = await purchasesByDayAnd(db, since, 'provider_code')
    .select([
      sql<string>`count(*)`.as('finished'),
      sql<string>`count(*) filter (where state = 'SUCCESS')`.as('succeeded'),
    ])
    .where('state', 'in', ['SUCCESS', 'FAILED', 'CANCELLED', 'BLOCKED'])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    providerCode: row.provider_code,
    finished: Number(row.finished),
    succeeded: Number(row.succeeded),
  }));
}

export async function funnelSince(db: Db, sinceDay: string): Promise<Record<FunnelStep, number>> {
  const rows = await db
    .selectFrom('deposit_funnel_daily')
    .select(['step', sql<string>`sum(count)`.as('count')])
    .where('day', '>=', sinceDay)
    .groupBy('step')
    .execute();
  const funnel: Record<FunnelStep, number> = { amount: 0, provider: 0, review: 0, success: 0 };
  for (const row of rows) funnel[row.step] = Number(row.count);
  return funnel;
}

/** Payouts waiting for review by age: under 1 hour, 1–4, 4–24, 24–72 and over 72 hours. */
export async function payoutQueueAges(db: Db, now: Date) {
  const hours = sql<number>`extract(epoch from (${now}::timestamptz - created_at)) / 3600`;
  const row = await db
    .selectFrom('payouts')
    .select([
      sql<string>`count(*) filter (where ${hours} < 1)`.as('h1'),
      sql<string>`count(*) filter (where ${hours} >= 1 and ${hours} < 4)`.as('h4'),
      sql<string>`count(*) filter (where ${hours} >= 4 and ${hours} < 24)`.as('h24'),
      sql<string>`count(*) filter (where ${hours} >= 24 and ${hours} < 72)`.as('h72'),
      sql<string>`count(*) filter (where ${hours} >= 72)`.as('older'),
      sql<Date | null>`min(created_at)`.as('oldest'),
    ])
    .where('state', '=', 'REVIEW')
    .executeTakeFirstOrThrow();
  return {
    buckets: [
      { bucket: 'lt1h', count: Number(row.h1) },
      { bucket: '1to4h', count: Number(row.h4) },
      { bucket: '4to24h', count: Number(row.h24) },
      { bucket: '24to72h', count: Number(row.h72) },
      { bucket: 'gt72h', count: Number(row.older) },
    ],
    oldestAt: row.oldest === null ? null : new Date(row.oldest).toISOString(),
  };
}

/** Adds this instance's funnel counts of `day` (one upsert per step, from the flush job, never per request). */
export async function addFunnelCounts(db: Db, day: string, counts: ReadonlyMap<FunnelStep, number>): Promise<void> {
  const values = [...counts].filter(([, count]) => count > 0).map(([step, count]) => ({ day, step, count }));
  if (values.length === 0) return;
  await db
    .insertInto('deposit_funnel_daily')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['day', 'step']).doUpdateSet({ count: sql`deposit_funnel_daily.count + excluded.count` }),
    )
    .execute();
}
