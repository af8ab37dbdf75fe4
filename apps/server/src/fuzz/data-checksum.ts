// A fingerprint of everything a refused call must leave alone: money (ledger, purchases, payouts, bookings),
// saved instruments, limits, refunds, operators, their notes and audit trail, and the players' personal data.
// One query, one digest per table.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ADDRESS_COLUMNS } from '../modules/users/users.repository.ts';

/** Tables compared whole (every column of every row). */
const WHOLE_TABLES = [
  'ledger_accounts',
  'ledger_entries',
  'ledger_references',
  'purchases',
  'payouts',
  'payment_instruments',
  'subscriptions',
  'subscription_bookings',
  'deposit_limits',
  'express_payment_settings',
  'operator_notes',
  'purchase_refunds',
  'subscription_booking_refunds',
  'disputes',
  'dispute_events',
  // A refused operator call changes no operator and writes no audit row (but a refused log-in's own row, below).
  'operators',
] as const;

/** The players' data a call may change; log-in bookkeeping columns others may add stay out of it. */
const USER_COLUMNS = [
  'id',
  'user_name',
  'password_hash',
  'locale',
  'lang',
  ...ADDRESS_COLUMNS,
  'email',
  'blocked',
  'deposit_block_reason',
  'deposit_block_amount',
  'subscription_signup_blocked',
  'closed_at',
] as const;

/**
 * Per table: the row count and the sum of the rows' text hashes (order-free, so no sort; three times faster
 * than an md5 of the sorted rows, and the fuzz test takes one after every call).
 */
export async function dataChecksum(db: Db): Promise<Record<string, string>> {
  const digests = WHOLE_TABLES.map((table) =>
    sql<string>`(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from ${sql.table(table)} t)`.as(
      table,
    ),
  );
  // A refused log-in of a known operator and a refused fresh code are recorded in the audit trail (issue 25 point 7):
  // those rows, and only those kinds, may come with a 4xx.
  const audit = sql<string>`(select count(*) || ':' || coalesce(sum(hashtext(a::text)::bigint), 0)
    from operator_audit_log a where a.action not in ('operator.login_failed', 'operator.totp_failed'))`;
  const userRow = sql.join(USER_COLUMNS.map((column) => sql`coalesce(u.${sql.ref(column)}::text, '-')`));
  const users = sql<string>`(select count(*) || ':' || coalesce(sum(hashtext(concat_ws(',', ${userRow}))::bigint), 0) from users u)`;
  return db.selectNoFrom([...digests, audit.as('operator_audit_log'), users.as('users')]).executeTakeFirstOrThrow();
}
