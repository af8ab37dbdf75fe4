// The dashboard's and alerts' tables (migration 20261130150000_ops_dashboard_alerts), part of the Database type.
import type { ColumnType } from 'kysely';

/** A generated-always int8 key: read as text, never written. */
type GeneratedInt8 = ColumnType<string, never, never>;

export interface DepositFunnelDailyTable {
  /** YYYY-MM-DD (UTC), read as text. */
  day: ColumnType<string, string, string>;
  step: 'amount' | 'provider' | 'review' | 'success';
  count: ColumnType<string, number | string, number | string>;
}

export interface OpsAlertsTable {
  id: GeneratedInt8;
  rule: string;
  /** What the rule is about (a provider code, a job's name), '' when the rule has one subject. */
  subject: string;
  /** jsonb: written as JSON text, read as parsed JSON. */
  details: ColumnType<unknown, string, string>;
  raised_at: ColumnType<Date, Date, never>;
  last_seen_at: ColumnType<Date, Date, Date>;
  resolved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OpsDashboardTables {
  deposit_funnel_daily: DepositFunnelDailyTable;
  ops_alerts: OpsAlertsTable;
}
