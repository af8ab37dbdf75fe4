// Queries of the disputes (chargebacks) and their history (migration 20261130120000_disputes).
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { DisputeEventsTable, DisputesTable } from '../../db/dispute-tables.ts';
import { lockRow } from '../../db/row-queries.ts';
import { sumRefunded } from '../refunds/refunds.repository.ts';

export type DisputeRow = Selectable<DisputesTable>;
export type DisputeEventRow = Selectable<DisputeEventsTable>;

/** The purchase, else the saver-package booking, paid with this PSP payment. */
export async function findPaymentByPspReference(
  trx: Trx,
  pspReference: string,
): Promise<{ kind: 'purchase'; id: number } | { kind: 'booking'; id: string } | undefined> {
  const purchase = await trx
    .selectFrom('purchases')
    .select('id')
    .where('psp_reference', '=', pspReference)
    .executeTakeFirst();
  if (purchase !== undefined) return { kind: 'purchase', id: purchase.id };
  const booking = await trx
    .selectFrom('subscription_bookings')
    .select('id')
    .where('psp_reference', '=', pspReference)
    .executeTakeFirst();
  return booking === undefined ? undefined : { kind: 'booking', id: booking.id };
}

/** A booking's refund (one at most, of its whole price) when it is given back or being given back. */
export async function refundedAmountOfBooking(trx: Trx, bookingId: string): Promise<number> {
  return sumRefunded(trx.selectFrom('subscription_booking_refunds').where('booking_id', '=', bookingId));
}

/** The id of the purchase with this tid. */
export async function findPurchaseIdByTid(db: Db, tid: string): Promise<number | undefined> {
  const row = await db.selectFrom('purchases').select('id').where('tid', '=', tid).executeTakeFirst();
  return row?.id;
}

/** The PSP's id of the newest dispute on the purchase with this tid. */
export async function findPspDisputeIdOfPurchase(db: Db, tid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('disputes')
    .innerJoin('purchases', 'purchases.id', 'disputes.purchase_id')
    .select('disputes.psp_dispute_id')
    .where('purchases.tid', '=', tid)
    .orderBy('disputes.created_at', 'desc')
    .executeTakeFirst();
  return row?.psp_dispute_id;
}

/** The e-mail addresses of these operators, by id. */
export async function operatorEmails(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'email'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The dispute of `values.psp_dispute_id`, created from `values` when it is new, locked until the transaction
 * ends. Two first notifications of one dispute racing: the insert of the second waits for the first and then
 * finds its row.
 */
export async function lockDispute(
  trx: Trx,
  values: Insertable<DisputesTable>,
): Promise<{ row: DisputeRow; created: boolean }> {
  const inserted = await trx
    .insertInto('disputes')
    .values(values)
    .onConflict((conflict) => conflict.column('psp_dispute_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted !== undefined) return { row: inserted, created: true };
  const row = await trx
    .selectFrom('disputes')
    .selectAll()
    .where('psp_dispute_id', '=', values.psp_dispute_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export async function lockDisputeById(trx: Trx, id: string): Promise<DisputeRow | undefined> {
  return lockRow(trx, 'disputes', { id });
}

export async function updateDispute(trx: Trx, id: string, changes: Updateable<DisputesTable>): Promise<void> {
  await trx.updateTable('disputes').set(changes).where('id', '=', id).execute();
}

export async function insertDisputeEvent(trx: Trx, event: Insertable<DisputeEventsTable>): Promise<void> {
  await trx.insertInto('dispute_events').values(event).execute();
}

/** Disputes that hold the player debited and were not settled yet. */
export async function countOwingDisputes(db: Db | Trx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('debited', '=', true)
    .where('settled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Settling the player's debt (the deposit block lifted) settles every chargeback they owed. */
export async function settleOwingDisputes(trx: Trx, userId: number, at: Date): Promise<void> {
  await trx
    .updateTable('disputes')
    .set({ settled_at: at, updated_at: at })
    .where('user_id', '=', userId)
    .where('debited', '=', true)
    .where('settled_at', 'is', null)
    .execute();
}

export interface DisputeListRow extends DisputeRow {
  /** The disputed purchase's tid; null for a saver-package booking's dispute. */
  tid: string | null;
  /** The disputed booking (its `booking:` reference, month and package), for a booking's dispute. */
  booking_reference: string | null;
  booking_sequence: number | null;
  booking_due_date: string | null;
  subscription_id: string | null;
  /** The PSP that took the disputed payment: the operator's answer goes to its adapter. */
  psp: string;
  user_name: string;
}

const listColumns = [
  'disputes.id',
  'disputes.psp_dispute_id',
  'disputes.purchase_id',
  'disputes.booking_id',
  'disputes.user_id',
  'disputes.psp_reference',
  'disputes.stage',
  'disputes.amount',
  'disputes.currency',
  'disputes.gd_currency',
  'disputes.deposit_debited',
  'disputes.bonus_debited',
  'disputes.debited',
  'disputes.owed_amount',
  'disputes.reason_code',
  'disputes.defendable',
  'disputes.decision',
  'disputes.decision_note',
  'disputes.decided_by',
  'disputes.decided_at',
  'disputes.settled_at',
  'disputes.created_at',
  'disputes.updated_at',
  'purchases.tid',
  'subscription_bookings.reference as booking_reference',
  'subscription_bookings.sequence as booking_sequence',
  'subscription_bookings.due_date as booking_due_date',
  'subscription_bookings.subscription_id',
  'users.user_name',
] as const;

export async function listDisputes(
  db: Db,
  filter: { userId?: number; purchaseId?: number; id?: string; limit: number },
): Promise<DisputeListRow[]> {
  let query = db
    .selectFrom('disputes')
    .leftJoin('purchases', 'purchases.id', 'disputes.purchase_id')
    .leftJoin('subscription_bookings', 'subscription_bookings.id', 'disputes.booking_id')
    .innerJoin('users', 'users.id', 'disputes.user_id')
    .select(listColumns)
    .select(sql<string>`coalesce(purchases.psp, subscription_bookings.psp)`.as('psp'));
  if (filter.userId !== undefined) query = query.where('disputes.user_id', '=', filter.userId);
  if (filter.purchaseId !== undefined) query = query.where('disputes.purchase_id', '=', filter.purchaseId);
  if (filter.id !== undefined) query = query.where('disputes.id', '=', filter.id);
  const rows = await query.orderBy('disputes.created_at', 'desc').orderBy('disputes.id').limit(filter.limit).execute();
  return rows as DisputeListRow[];
}

export async function listDisputeEvents(
  db: Db,
  disputeIds: readonly string[],
): Promise<(DisputeEventRow & { operator_email: string | null })[]> {
  if (disputeIds.length === 0) return [];
  return db
    .selectFrom('dispute_events')
    .leftJoin('operators', 'operators.id', 'dispute_events.operator_id')
    .selectAll('dispute_events')
    .select('operators.email as operator_email')
    .where('dispute_events.dispute_id', 'in', [...disputeIds])
    .orderBy('dispute_events.id')
    .execute();
}
