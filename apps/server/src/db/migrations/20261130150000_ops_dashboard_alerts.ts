// Issue 25 points 8 and 9: the operators' dashboard and alerts.
// - purchases_created_day_idx: the dashboard's aggregates (daily volume, success rate per provider code) read a
//   date range of purchases by created_at, with the grouped columns in the index (an index-only scan).
// - deposit_funnel_daily: the deposit funnel (amount → provider → review → success) per day, added to by every
//   instance from its in-memory counts (one upsert a minute, never per request).
// - ops_alerts: one row per alert episode; the partial unique index keeps one open episode per rule and subject
//   across instances, so an alert is raised (and mailed) once until it is resolved.
// Frozen: never edit, add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index purchases_created_day_idx on purchases (created_at) include (state, provider_code, currency, price)`.execute(
    db,
  );
  await sql`create table deposit_funnel_daily (
    day date not null,
    step text not null check (step in ('amount', 'provider', 'review', 'success')),
    count bigint not null check (count >= 0),
    primary key (day, step)
  )`.execute(db);
  await sql`create table ops_alerts (
    id bigint generated always as identity primary key,
    rule text not null,
    subject text not null default '',
    details jsonb not null,
    raised_at timestamptz not null,
    last_seen_at timestamptz not null,
    resolved_at timestamptz,
    check (resolved_at is null or resolved_at >= raised_at)
  )`.execute(db);
  await sql`create unique index ops_alerts_open_idx on ops_alerts (rule, subject) where resolved_at is null`.execute(
    db,
  );
  await sql`create index ops_alerts_raised_idx on ops_alerts (raised_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ops_alerts`.execute(db);
  await sql`drop table deposit_funnel_daily`.execute(db);
  await sql`drop index purchases_created_day_idx`.execute(db);
}
