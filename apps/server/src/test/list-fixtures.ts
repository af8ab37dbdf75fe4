// Many purchases fast, for the list tests and the list benchmark (scripts/bench/ops-lists.ts): one INSERT … SELECT
// over generate_series, no ledger entries (the lists read the purchases, not balances).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface FillPurchases {
  userIds: readonly number[];
  count: number;
  /** The first purchase's created_at; the next ones `stepMs` later each (0: all at the same instant). */
  start: Date;
  stepMs: number;
  /** A prefix for tids, idempotency keys and PSP references, unique per call. */
  prefix: string;
}

const STATES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'CANCELLED', 'PROCESSING'];
const CURRENCIES = ['EUR', 'EUR', 'USD', 'DKK'];

/**
 * Purchase n (1…count) goes to userIds[n mod users], state STATES[n mod 6], currency CURRENCIES[n mod 4], provider
 * the (n mod providers)-th active provider, price 100 × (1 + n mod 97) minor units.
 */
export async function fillPurchases(db: Db, fill: FillPurchases): Promise<void> {
  await sql`
    with p as (select array_agg(code order by code) as codes from providers where psp_method is not null),
      u as (select ${sql.val(fill.userIds)}::integer[] as ids)
    insert into purchases (tid, user_id, idempotency_key, request_hash, provider_code, input_type, psp_method, state,
      price, currency, gd_currency, subscription, purchasable, deposit_amount, bonus_amount, locale, return_url,
      cancel_url, psp_reference, created_at, updated_at)
    select ${fill.prefix} || '-' || g, u.ids[1 + g % cardinality(u.ids)], ${fill.prefix} || '-key-' || g, 'hash',
      p.codes[1 + g % cardinality(p.codes)], pr.input_type, pr.psp_method,
      (${sql.val(STATES)}::text[])[1 + g % 6], 100 * (1 + g % 97), (${sql.val(CURRENCIES)}::text[])[1 + g % 4],
      'EUR', false, '{}'::jsonb, 100 * (1 + g % 97), 0, 'en_GB', 'https://shop.example/return',
      'https://shop.example/cancel', ${fill.prefix} || '-psp-' || g,
      ${fill.start}::timestamptz + (g - 1)::float8 * ${fill.stepMs}::float8 * interval '1 millisecond',
      ${fill.start}::timestamptz + (g - 1)::float8 * ${fill.stepMs}::float8 * interval '1 millisecond'
    from generate_series(1, ${fill.count}) g cross join p cross join u
      join providers pr on pr.code = p.codes[1 + g % cardinality(p.codes)]`.execute(db);
}
