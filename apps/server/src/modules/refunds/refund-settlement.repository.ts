// Queries both refund tables share: a deposit's refunds (purchase_refunds) and a saver-package booking's
// (subscription_booking_refunds) go through the PSP the same way (psp-refund.ts) with the same settlement columns
// (db/refund-tables.ts).
import type { Selectable, Updateable } from 'kysely';
import type { Database, Db, Trx } from '../../db/database.ts';

export type RefundTable = 'purchase_refunds' | 'subscription_booking_refunds';

/** What a refund.updated notification is checked against. */
export async function findRefundForNotification(trx: Trx, table: RefundTable, id: string) {
  return trx
    .selectFrom(table)
    .select(['id', 'state', 'psp_reference', 'amount', 'currency'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The outcome written to a refund row (locked by the caller). */
export async function settleRefundRow<T extends RefundTable>(
  trx: Trx,
  table: T,
  id: string,
  values: Updateable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot resolve the columns of a generic table; the values and the row are of table T.
  const row = await trx
    .updateTable(table as RefundTable)
    .set(values as Updateable<Database[RefundTable]>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}

/** The PSP's reference of a refund it took (settled later by its notification); undefined if no longer open. */
export async function notePspReference<T extends RefundTable>(
  db: Db,
  table: T,
  id: string,
  pspReference: string,
  now: Date,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await db
    .updateTable(table as RefundTable)
    .set({ psp_reference: pspReference, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .where('psp_reference', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}
