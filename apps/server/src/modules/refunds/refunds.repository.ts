// Queries of the refunds of deposits: the refund rows of a purchase, their settling, and the refund reconciler's
// claim (issue 25 point 5).
import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db, Trx } from '../../db/database.ts';
import type { PurchaseRefundsTable } from '../../db/refund-tables.ts';
import { findRow, lockRow } from '../../db/row-queries.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export type RefundRow = Selectable<PurchaseRefundsTable>;

/**
 * Minor units refunded or being refunded by the refunds `refunds` reads (a purchase's, or a saver-package
 * booking's): FAILED refunds gave nothing back.
 */
export async function sumRefunded<Table extends 'purchase_refunds' | 'subscription_booking_refunds'>(
  refunds: SelectQueryBuilder<Database, Table, object>,
): Promise<number> {
  const row = await refunds
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where(sql.ref('state'), 'in', ['PENDING', 'REFUNDED'])
    .executeTakeFirstOrThrow();
  return toSafeInteger(row.total);
}

/** Minor units of the purchase's price refunded or being refunded. */
export async function refundedSoFar(trx: Trx, purchaseId: number): Promise<number> {
  return sumRefunded(trx.selectFrom('purchase_refunds').where('purchase_id', '=', purchaseId));
}

/** The refund of the purchase requested with this idempotency key. */
export async function findRefundByKey(
  trx: Trx,
  purchaseId: number,
  idempotencyKey: string,
): Promise<RefundRow | undefined> {
  return findRow(trx, 'purchase_refunds', { purchase_id: purchaseId, idempotency_key: idempotencyKey });
}

export async function insertRefund(trx: Trx, values: Insertable<PurchaseRefundsTable>): Promise<RefundRow> {
  return trx.insertInto('purchase_refunds').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function lockRefund(trx: Trx, id: string): Promise<RefundRow | undefined> {
  return lockRow(trx, 'purchase_refunds', { id });
}

export async function tidOfPurchase(trx: Trx, purchaseId: number): Promise<string> {
  const purchase = await trx
    .selectFrom('purchases')
    .select('tid')
    .where('id', '=', purchaseId)
    .executeTakeFirstOrThrow();
  return purchase.tid;
}

/** Why the last attempt got no usable answer (the console's retry state); undefined if no longer PENDING. */
export async function noteRefundError(db: Db, id: string, lastError: string): Promise<RefundRow | undefined> {
  return db
    .updateTable('purchase_refunds')
    .set({ last_error: lastError })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims PENDING refunds last sent to the PSP before `sentBefore`: each claimed row counts one more attempt and
 * is stamped `now`, in one transaction with FOR UPDATE SKIP LOCKED, so two instances never ask about the same one
 * in the same round. Returns each refund with the payment's PSP reference it refunds.
 */
export async function claimPendingRefunds(
  db: Db,
  input: { now: Date; sentBefore: Date; limit: number },
): Promise<{ row: RefundRow; paymentRef: string }[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('purchase_refunds')
      .select('id')
      .where('state', '=', 'PENDING')
      .where((eb) => eb(eb.fn.coalesce('last_attempt_at', 'created_at'), '<=', input.sentBefore))
      .orderBy('updated_at')
      .limit(input.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('purchase_refunds')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: input.now, updated_at: input.now }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
    const purchases = await trx
      .selectFrom('purchases')
      .select(['id', 'psp_reference'])
      .where(
        'id',
        'in',
        rows.map((row) => row.purchase_id),
      )
      .execute();
    const refOf = new Map(purchases.map((purchase) => [purchase.id, purchase.psp_reference ?? '']));
    return rows.map((row) => ({ row, paymentRef: refOf.get(row.purchase_id) ?? '' }));
  });
}

/** The currency a purchase was paid in (its refunds' threshold is of that currency); undefined for an unknown tid. */
export async function findPurchaseCurrency(db: Db, tid: string): Promise<string | undefined> {
  const row = await db.selectFrom('purchases').select('currency').where('tid', '=', tid).executeTakeFirst();
  return row?.currency;
}
