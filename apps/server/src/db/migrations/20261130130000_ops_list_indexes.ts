// Lists that scale (issue 25 point 1): every back-office list is read newest (or oldest) first by key — the
// sort column and the row's id — and filtered by state, provider code, currency or operator. Each list gets an
// index on (sort column, id) so a page is an index range scan whatever the table's size; the commonest filters
// lead their own index. Search finds refunds by their PSP reference (rf_…) and bookings by theirs. The payout
// review queue records which operator took an item (assigned_to, assigned_at). Chargebacks (disputes, migration
// 20261130120000) are a list too.
import { type Kysely, sql } from 'kysely';

const INDEXES: readonly [name: string, definition: string][] = [
  ['purchases_created_id_idx', 'purchases (created_at, id)'],
  ['purchases_price_id_idx', 'purchases (price, id)'],
  ['purchases_state_created_id_idx', 'purchases (state, created_at, id)'],
  // State and currency together (the finance team's commonest pair), the amount and provider alongside: the total
  // of such a filter is counted from the index alone (the benchmark's "all filters" row).
  [
    'purchases_state_currency_created_idx',
    'purchases (state, currency, created_at, id) include (price, provider_code)',
  ],
  ['purchases_provider_created_id_idx', 'purchases (provider_code, created_at, id)'],
  ['purchases_currency_created_id_idx', 'purchases (currency, created_at, id)'],
  ['purchases_user_created_id_idx', 'purchases (user_id, created_at, id)'],
  ['payouts_created_id_idx', 'payouts (created_at, id)'],
  ['payouts_amount_id_idx', 'payouts (amount, id)'],
  ['payouts_state_created_id_idx', 'payouts (state, created_at, id)'],
  ['payouts_user_created_id_idx', 'payouts (user_id, created_at, id)'],
  ['purchase_refunds_created_id_idx', 'purchase_refunds (created_at, id)'],
  ['purchase_refunds_user_created_id_idx', 'purchase_refunds (user_id, created_at, id)'],
  ['purchase_refunds_psp_idx', 'purchase_refunds (psp_reference)'],
  ['subscription_booking_refunds_psp_idx', 'subscription_booking_refunds (psp_reference)'],
  ['subscriptions_created_id_idx', 'subscriptions (created_at, id)'],
  ['subscription_bookings_created_id_idx', 'subscription_bookings (created_at, id)'],
  ['subscription_bookings_user_created_id_idx', 'subscription_bookings (user_id, created_at, id)'],
  ['disputes_created_id_idx', 'disputes (created_at, id)'],
  ['disputes_user_created_id_idx', 'disputes (user_id, created_at, id)'],
  ['support_requests_created_id_idx', 'support_requests (created_at, id)'],
  ['limit_increase_requests_created_id_idx', 'limit_increase_requests (created_at, id)'],
  ['operator_audit_log_at_id_idx', 'operator_audit_log (at, id)'],
  ['operator_audit_log_action_at_id_idx', 'operator_audit_log (action, at, id)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`create index if not exists ${sql.raw(name)} on ${sql.raw(definition)}`.execute(db);
  }
  await sql`alter table payouts add column assigned_to integer references operators (id) on delete restrict`.execute(
    db,
  );
  await sql`alter table payouts add column assigned_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payouts drop column assigned_at`.execute(db);
  await sql`alter table payouts drop column assigned_to`.execute(db);
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
