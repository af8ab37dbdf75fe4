// The daily report (issue 12 point 5): deposits, bonuses, returned debits, payouts, fees and refunds per UTC day and
// game currency, with totals per currency, as JSON or CSV. What counts as which is said in daily-report.repository.ts;
// daily-report.test.ts proves the totals reconcile with the ledger's accounts.
import { type DailyReport, type DailyReportFigures, REPORT_MAX_DAYS } from '@shop/contracts/back-office-read';
import type { Db } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { majorUnits } from './back-office-format.ts';
import { type DailyReportQueryRow, queryDailyReport } from './daily-report.repository.ts';

const DAY_MS = 86_400_000;
/** Without a period: the last 30 days up to today. */
const DEFAULT_DAYS = 30;

export type ReportPeriodResult =
  | { ok: true; from: string; to: string; currency: string | null }
  | { ok: false; fields: Record<string, string> };

function parseDay(text: string): Date | null {
  const date = new Date(`${text}T00:00:00.000Z`);
  // 2026-02-30 parses to March: only a real calendar day round-trips.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The period asked for, checked: real days, from ≤ to, at most REPORT_MAX_DAYS days. */
export function reportPeriodOf(
  query: { from?: string | undefined; to?: string | undefined; currency?: string | undefined },
  now: Date,
): ReportPeriodResult {
  const today = now.toISOString().slice(0, 10);
  const to = query.to ?? today;
  const toDay = parseDay(to);
  const fromDay =
    query.from === undefined
      ? toDay === null
        ? null
        : new Date(toDay.getTime() - (DEFAULT_DAYS - 1) * DAY_MS)
      : parseDay(query.from);
  const fields: Record<string, string> = {};
  if (toDay === null) fields.to = 'invalid';
  if (fromDay === null) fields.from = 'invalid';
  if (fromDay !== null && toDay !== null) {
    if (fromDay > toDay) fields.from = 'after_to';
    else if ((toDay.getTime() - fromDay.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS) fields.from = 'period_too_long';
  }
  if (fromDay === null || toDay === null || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, from: fromDay.toISOString().slice(0, 10), to, currency: query.currency ?? null };
}

/** A day's or a currency's figures when nothing moved. */
export function emptyFigures(): DailyReportFigures {
  return {
    deposits: { count: 0, amount: 0 },
    bonuses: 0,
    returnedDebits: { count: 0, amount: 0 },
    payouts: { count: 0, amount: 0 },
    fees: 0,
    refunds: { count: 0, amount: 0, bonusClawback: 0 },
  };
}

function figuresOf(row: DailyReportQueryRow): DailyReportFigures {
  return {
    deposits: { count: row.deposit_count, amount: toSafeInteger(row.deposit_amount) },
    bonuses: toSafeInteger(row.bonuses),
    returnedDebits: { count: row.returned_count, amount: toSafeInteger(row.returned_amount) },
    payouts: { count: row.payout_count, amount: toSafeInteger(row.payout_amount) },
    fees: toSafeInteger(row.fees),
    refunds: {
      count: row.refund_count,
      amount: toSafeInteger(row.refund_amount),
      bonusClawback: toSafeInteger(row.refund_bonus),
    },
  };
}

function add(total: DailyReportFigures, figures: DailyReportFigures): void {
  total.deposits.count += figures.deposits.count;
  total.deposits.amount += figures.deposits.amount;
  total.bonuses += figures.bonuses;
  total.returnedDebits.count += figures.returnedDebits.count;
  total.returnedDebits.amount += figures.returnedDebits.amount;
  total.payouts.count += figures.payouts.count;
  total.payouts.amount += figures.payouts.amount;
  total.fees += figures.fees;
  total.refunds.count += figures.refunds.count;
  total.refunds.amount += figures.refunds.amount;
  total.refunds.bonusClawback += figures.refunds.bonusClawback;
}

export async function buildDailyReport(
  db: Db,
  period: { from: string; to: string; currency: string | null },
): Promise<DailyReport> {
  const from = new Date(`${period.from}T00:00:00.000Z`);
  const until = new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + DAY_MS);
  const rows = await queryDailyReport(db, { from, until, currency: period.currency });
  const totals = new Map<string, DailyReportFigures>();
  const reportRows = rows.map((row) => {
    const figures = figuresOf(row);
    const total = totals.get(row.currency) ?? emptyFigures();
    add(total, figures);
    totals.set(row.currency, total);
    return { day: row.day, currency: row.currency, ...figures };
  });
  return {
    from: period.from,
    to: period.to,
    rows: reportRows,
    totals: [...totals.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, figures]) => ({ currency, ...figures })),
  };
}

const CSV_HEADER = [
  'day',
  'currency',
  'deposits_count',
  'deposits_amount',
  'bonuses',
  'returned_debits_count',
  'returned_debits_amount',
  'payouts_count',
  'payouts_amount',
  'fees',
  'refunds_count',
  'refunds_amount',
  'refunds_bonus_clawback',
];

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; text a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) gets a leading apostrophe. Plain numbers stay numbers.
 */
export function csvCell(value: string): string {
  const safe = !PLAIN_NUMBER.test(value) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(day: string, currency: string, figures: DailyReportFigures): string {
  const money = (amount: number) => majorUnits(amount, currency);
  return [
    day,
    currency,
    String(figures.deposits.count),
    money(figures.deposits.amount),
    money(figures.bonuses),
    String(figures.returnedDebits.count),
    money(figures.returnedDebits.amount),
    String(figures.payouts.count),
    money(figures.payouts.amount),
    money(figures.fees),
    String(figures.refunds.count),
    money(figures.refunds.amount),
    money(figures.refunds.bonusClawback),
  ]
    .map(csvCell)
    .join(',');
}

/** The report as CSV: a header line, one line per day and currency, then a `total` line per currency. */
export function dailyReportCsv(report: DailyReport): string {
  const lines = [
    CSV_HEADER.join(','),
    ...report.rows.map((row) => csvLine(row.day, row.currency, row)),
    ...report.totals.map((total) => csvLine('total', total.currency, total)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
