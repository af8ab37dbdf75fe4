// The player page's queries: each reads one list of one player (newest first, at most PAGE_LIST_LIMIT), so the
// page costs the same fixed number of queries whatever the player has.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db, Trx } from '../../db/database.ts';
import type { BookingRefundView } from '../subscriptions/booking-refunds.ts';

/** A refund of a saver-package booking charged after the package ended, as the player page lists it. */
export type BookingRefundSummary = Omit<BookingRefundView, 'settledAt'>;

export const PAGE_LIST_LIMIT = 100;

/** The player's own lists: each table has the columns user_id, created_at and id. */
type PlayerListTable = 'purchases' | 'payouts' | 'limit_increase_requests' | 'support_requests';

/** The player's newest PAGE_LIST_LIMIT rows of a list: newest first, the higher id first on a tie. */
function newestOfPlayer<Table extends PlayerListTable>(
  db: Db,
  table: Table,
  userId: number,
): SelectQueryBuilder<Database, Table, object> {
  // Kysely cannot resolve a generic table's alias: a table named without one is its own alias.
  return (db.selectFrom(table) as SelectQueryBuilder<Database, Table, object>)
    .where(sql.ref('user_id'), '=', userId)
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(PAGE_LIST_LIMIT);
}

/** What the back office's pages show of a player: the player page, and a request's (ops-requests). */
export const PLAYER_SUMMARY_COLUMNS = [
  'id',
  'user_name',
  'first_name',
  'surname',
  'email',
  'country',
  'lang',
  'gd_currency',
  'gd_currency_type',
  'created_at',
  'closed_at',
  'deposit_block_reason',
] as const;

export async function findPlayer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      ...PLAYER_SUMMARY_COLUMNS,
      'actor_type',
      'email_validated',
      'blocked',
      'deposit_block_amount',
      'subscription_signup_blocked',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/**
 * Minor units of a purchase's price refunded or being refunded (REFUNDED and PENDING refunds: a pending one's
 * credit is already taken back), as text (a sum); 0 without refunds.
 */
function refundedAmountOf(purchaseId: 'purchases.id') {
  return sql<string>`(select coalesce(sum(r.amount), 0)::text from purchase_refunds r
    where r.purchase_id = ${sql.ref(purchaseId)} and r.state in ('PENDING', 'REFUNDED'))`.as('refunded_amount');
}

/** Whether a dispute of the purchase stands at a debiting stage (CHARGEBACK, SECOND_CHARGEBACK). */
function chargedBackOf(purchaseId: 'purchases.id') {
  return sql<boolean>`exists (select from disputes d where d.purchase_id = ${sql.ref(purchaseId)}
    and d.stage in ('CHARGEBACK', 'SECOND_CHARGEBACK'))`.as('charged_back');
}

/**
 * What the back office shows of a purchase wherever it lists one (player-page.service.ts toPurchaseSummary): in the
 * player page's list and on the purchase page.
 */
export const PURCHASE_SUMMARY_COLUMNS = [
  'purchases.id',
  'purchases.tid',
  'purchases.created_at',
  'purchases.state',
  'purchases.provider_code',
  'purchases.psp_method',
  'purchases.price',
  'purchases.currency',
  'purchases.gd_currency',
  'purchases.deposit_amount',
  'purchases.bonus_amount',
  'purchases.subscription',
  'purchases.psp_reference',
  'purchases.psp_status',
  refundedAmountOf('purchases.id'),
  chargedBackOf('purchases.id'),
] as const;

export async function listPurchases(db: Db, userId: number) {
  return newestOfPlayer(db, 'purchases', userId).select(PURCHASE_SUMMARY_COLUMNS).execute();
}
export type PurchaseListRow = Awaited<ReturnType<typeof listPurchases>>[number];

export async function listPayouts(db: Db, userId: number) {
  return newestOfPlayer(db, 'payouts', userId)
    .select([
      'id',
      'public_id',
      'created_at',
      'state',
      'paytype',
      'amount',
      'fee',
      'final_amount',
      'currency',
      'psp_reference',
      'failure_reason',
      'review_cause',
      'review_reason_code',
      'review_reason',
      'reviewed_at',
      'finished_at',
    ])
    .execute();
}
export type PayoutListRow = Awaited<ReturnType<typeof listPayouts>>[number];

/** The state history of all the player's payouts listed on the page (oldest change first). */
export async function listPayoutHistories(db: Db, userId: number) {
  return db
    .selectFrom('payout_state_history')
    .innerJoin('payouts', 'payouts.id', 'payout_state_history.payout_id')
    .select([
      'payout_state_history.payout_id',
      'payout_state_history.from_state',
      'payout_state_history.to_state',
      'payout_state_history.at',
    ])
    .where('payouts.user_id', '=', userId)
    .where('payouts.id', 'in', newestOfPlayer(db, 'payouts', userId).select('id'))
    .orderBy('payout_state_history.id')
    .execute();
}

export async function findNewestSubscription(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select([
      'state',
      'price',
      'currency',
      'start_date',
      'minimum_term_end_date',
      'end_date',
      'next_booking_date',
      'cancel_channel',
      'cancel_received_at',
      'failure_reason',
      // The refunds of bookings charged after the package's end, newest first, in the same query.
      sql<BookingRefundSummary[]>`(select coalesce(jsonb_agg(jsonb_build_object(
          'id', r.id, 'sequence', b.sequence, 'dueDate', b.due_date::text, 'cause', r.cause,
          'amount', r.amount, 'currency', r.currency, 'depositAmount', r.deposit_amount,
          'depositWrittenOff', r.deposit_written_off, 'bonusClawback', r.bonus_clawback,
          'gdCurrency', r.gd_currency, 'state', r.state, 'pspReference', r.psp_reference,
          'failureReason', r.failure_reason,
          'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by b.sequence desc), '[]'::jsonb)
        from subscription_booking_refunds r join subscription_bookings b on b.id = r.booking_id
        where r.subscription_id = subscriptions.id)`.as('booking_refunds'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listDepositLimits(db: Db, userId: number) {
  return db
    .selectFrom('deposit_limits')
    .select(['period', 'amount', 'currency', 'pending_amount', 'pending_from'])
    .where('user_id', '=', userId)
    .execute();
}

export async function listPayoutBlocks(db: Db, userId: number) {
  return db.selectFrom('payout_blocks').select('reason').where('user_id', '=', userId).orderBy('reason').execute();
}

export async function listLimitIncreaseRequests(db: Db, userId: number) {
  return newestOfPlayer(db, 'limit_increase_requests', userId)
    .select(['id', 'provider_code', 'recipient', 'state', 'created_at'])
    .execute();
}

export async function listSupportRequests(db: Db, userId: number) {
  return newestOfPlayer(db, 'support_requests', userId)
    .select(['ticket', 'topic', 'message', 'reference', 'screen', 'created_at'])
    .execute();
}

export async function listNotes(db: Db, userId: number) {
  return db
    .selectFrom('operator_notes')
    .innerJoin('operators', 'operators.id', 'operator_notes.operator_id')
    .select([
      'operator_notes.id',
      'operator_notes.operator_id',
      'operators.email as operator_email',
      'operators.display_name as operator_display_name',
      'operator_notes.text',
      'operator_notes.created_at',
    ])
    .where('operator_notes.user_id', '=', userId)
    .orderBy('operator_notes.id', 'desc')
    .limit(PAGE_LIST_LIMIT)
    .execute();
}
export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

export async function playerExists(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertNote(trx: Trx, note: { userId: number; operatorId: number; text: string; at: Date }) {
  return trx
    .insertInto('operator_notes')
    .values({ user_id: note.userId, operator_id: note.operatorId, text: note.text, created_at: note.at })
    .returning(['id', 'operator_id', 'text', 'created_at'])
    .executeTakeFirstOrThrow();
}
