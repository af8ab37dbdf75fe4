// The daily report's one query: the money events of a period, by UTC day and game currency (the currency the
// ledger books in), taken from the records that caused them and dated by the application's clock:
//   deposit        a purchase credited (purchases.credited_at) or a saver-package booking credited that has no
//                  purchase of its own (the sign-up booking is its purchase's credit)
//   returned debit a saver-package booking returned (returned_at), or a direct-debit purchase outside a saver
//                  package returned (psp_status RETURNED, dated by its last change)
//   payout         a payout paid out (SETTLED, finished_at): the amount the player received, and its fee
//   refund         a refund of a deposit (purchase_refunds REFUNDED or still PENDING, dated by created_at, when its
//                  ledger entries are booked): the game credit and the bonus it took back; a FAILED refund's
//                  entries were booked back, so it counts for nothing; likewise a refund of a saver-package booking
//                  charged after its package ended (subscription_booking_refunds): its whole deposit, part of which
//                  the platform may bear (deposit_written_off, credit the player had already played)
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface DailyReportQueryRow {
  day: string;
  currency: string;
  deposit_count: number;
  deposit_amount: string;
  bonuses: string;
  returned_count: number;
  returned_amount: string;
  payout_count: number;
  payout_amount: string;
  fees: string;
  refund_count: number;
  refund_amount: string;
  refund_bonus: string;
}

export interface ReportPeriod {
  from: Date;
  until: Date;
  currency: string | null;
}

/** The report as one statement (the index test explains it). */
export function dailyReportQuery(period: ReportPeriod): RawBuilder<DailyReportQueryRow> {
  const { from, until, currency } = period;
  const inPeriod = (column: string) => sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${until}`;
  const ofCurrency = (column: string) => sql`(${currency}::text is null or ${sql.ref(column)} = ${currency})`;
  const dayOf = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

  return sql<DailyReportQueryRow>`
    with events (day, currency, kind, amount, bonus, fee) as (
      select ${dayOf('p.credited_at')}, p.gd_currency, 'deposit', p.deposit_amount, p.bonus_amount, 0
        from purchases p where ${inPeriod('p.credited_at')} and ${ofCurrency('p.gd_currency')}
      union all
      select ${dayOf('b.credited_at')}, b.gd_currency, 'deposit', b.deposit_amount, b.bonus_amount, 0
        from subscription_bookings b
        where ${inPeriod('b.credited_at')} and b.purchase_tid is null and ${ofCurrency('b.gd_currency')}
      union all
      select ${dayOf('b.returned_at')}, b.gd_currency, 'returned', b.deposit_amount, 0, 0
        from subscription_bookings b where ${inPeriod('b.returned_at')} and ${ofCurrency('b.gd_currency')}
      union all
      select ${dayOf('p.updated_at')}, p.gd_currency, 'returned', p.deposit_amount, 0, 0
        from purchases p
        where p.psp_status = 'RETURNED' and ${inPeriod('p.updated_at')} and ${ofCurrency('p.gd_currency')}
          and not exists (select 1 from subscription_bookings b where b.purchase_tid = p.tid)
      union all
      select ${dayOf('o.finished_at')}, o.currency, 'payout', o.final_amount, 0, o.fee
        from payouts o where o.state = 'SETTLED' and ${inPeriod('o.finished_at')} and ${ofCurrency('o.currency')}
      union all
      select ${dayOf('r.created_at')}, r.gd_currency, 'refund', r.deposit_amount, r.bonus_clawback, 0
        from purchase_refunds r
        where r.state in ('PENDING', 'REFUNDED') and ${inPeriod('r.created_at')} and ${ofCurrency('r.gd_currency')}
      union all
      select ${dayOf('r.created_at')}, r.gd_currency, 'refund', r.deposit_amount + r.deposit_written_off,
          r.bonus_clawback, 0
        from subscription_booking_refunds r
        where r.state in ('PENDING', 'REFUNDED') and ${inPeriod('r.created_at')} and ${ofCurrency('r.gd_currency')}
    )
    select day, currency,
      (count(*) filter (where kind = 'deposit'))::int as deposit_count,
      (coalesce(sum(amount) filter (where kind = 'deposit'), 0))::text as deposit_amount,
      (coalesce(sum(bonus) filter (where kind = 'deposit'), 0))::text as bonuses,
      (count(*) filter (where kind = 'returned'))::int as returned_count,
      (coalesce(sum(amount) filter (where kind = 'returned'), 0))::text as returned_amount,
      (count(*) filter (where kind = 'payout'))::int as payout_count,
      (coalesce(sum(amount) filter (where kind = 'payout'), 0))::text as payout_amount,
      (coalesce(sum(fee) filter (where kind = 'payout'), 0))::text as fees,
      (count(*) filter (where kind = 'refund'))::int as refund_count,
      (coalesce(sum(amount) filter (where kind = 'refund'), 0))::text as refund_amount,
      (coalesce(sum(bonus) filter (where kind = 'refund'), 0))::text as refund_bonus
    from events
    group by day, currency
    order by day, currency`;
}

/** Rows of days with at least one event in [from, until) (UTC instants), in day and currency order. */
export async function queryDailyReport(db: Db, period: ReportPeriod): Promise<DailyReportQueryRow[]> {
  const result = await dailyReportQuery(period).execute(db);
  return result.rows;
}
