// Queries on purchases: the idempotent insert, lookups, row locks and the claims that let exactly one
// request (or instance) talk to the PSP about a purchase at a time.
import type { Insertable, Updateable } from 'kysely';
import { compiledOnce, type Db, hotRows, type PurchasesTable, type Trx } from '../../db/database.ts';
import { claimRowsToReconcile, type ReconcileClaimInput } from '../../db/reconcile-claim.ts';
import {
  PURCHASE_CHECK_COLUMNS,
  PURCHASE_STATUS_COLUMNS,
  type Purchase,
  type PurchaseCheckView,
  type PurchaseStatusView,
  toPurchase,
  toPurchaseCheckView,
  toPurchaseStatusView,
} from './purchase-record.ts';

export type NewPurchase = Insertable<PurchasesTable>;

/** Every column of a purchase, named and in the table's order: what a prepared statement may select (db/database.ts `prepared`). */
const PURCHASE_COLUMNS = [
  'id',
  'tid',
  'user_id',
  'idempotency_key',
  'request_hash',
  'open_request_hash',
  'provider_code',
  'input_type',
  'psp_method',
  'psp',
  'state',
  'error_code',
  'price',
  'currency',
  'gd_currency',
  'subscription',
  'purchasable',
  'deposit_amount',
  'bonus_amount',
  'locale',
  'return_url',
  'cancel_url',
  'instrument',
  'psp_reference',
  'psp_status',
  'visit',
  'bank_transfer',
  'submit_claimed_at',
  'submitted_at',
  'last_checked_at',
  'credited_at',
  'ledger_transaction_id',
  'created_at',
  'updated_at',
  'express_subscribe',
] as const satisfies readonly (keyof PurchasesTable)[];

/** Inserts unless the (user, idempotency key) or (user, open identical request) already exists. */
export async function insertPurchase(db: Db | Trx, values: NewPurchase): Promise<Purchase | undefined> {
  const row = await db
    .insertInto('purchases')
    .values(values)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toPurchase(row);
}

export async function findPurchaseByKey(db: Db | Trx, userId: number, key: string): Promise<Purchase | undefined> {
  const row = await db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row === undefined ? undefined : toPurchase(row);
}

/** Lets a new identical purchase start once the open one is older than the dedupe window. */
export async function releaseOpenRequestHash(db: Db, purchaseId: number, createdBefore: Date): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ open_request_hash: null })
    .where('id', '=', purchaseId)
    .where('created_at', '<', createdBefore)
    .execute();
}

export async function findPurchaseByTid(db: Db | Trx, tid: string): Promise<Purchase | undefined> {
  // Every status poll reads this: compiled once, a prepared statement on PostgreSQL.
  const query = compiledOnce(
    db,
    'purchase-by-tid',
    (slot) => db.selectFrom('purchases').select(PURCHASE_COLUMNS).where('tid', '=', slot('tid')),
    { tid },
  );
  const [row] = (await db.executeQuery(query)).rows;
  return row === undefined ? undefined : toPurchase(row);
}

/**
 * Some columns of the purchase with this tid, for a status poll: compiled once under `key`, and on PostgreSQL read
 * straight from the pool (db/database.ts, hotRows), as every poll reads it.
 */
async function findPolledColumnsByTid<Column extends keyof PurchasesTable & string>(
  db: Db,
  key: string,
  columns: readonly Column[],
  tid: string,
) {
  const query = compiledOnce(
    db,
    key,
    (slot) => db.selectFrom('purchases').select(columns).where('tid', '=', slot('tid')),
    { tid },
  );
  const [row] = await hotRows(db, query);
  return row;
}

/** The status answer's columns of a purchase only (purchase-status.ts says when that is enough). */
export async function findPurchaseStatusByTid(db: Db, tid: string): Promise<PurchaseStatusView | undefined> {
  const row = await findPolledColumnsByTid(db, 'purchase-status-by-tid', PURCHASE_STATUS_COLUMNS, tid);
  return row === undefined ? undefined : toPurchaseStatusView(row);
}

/** The columns a status check needs (purchase-record.ts PURCHASE_CHECK_COLUMNS): a poll that may ask the PSP. */
export async function findPurchaseCheckByTid(db: Db, tid: string): Promise<PurchaseCheckView | undefined> {
  const row = await findPolledColumnsByTid(db, 'purchase-check-by-tid', PURCHASE_CHECK_COLUMNS, tid);
  return row === undefined ? undefined : toPurchaseCheckView(row);
}

export async function findPurchaseById(db: Db, id: number): Promise<Purchase> {
  return toPurchase(await db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** The row, locked until the transaction ends: state changes and credits are serialised per purchase. */
export async function lockPurchase(trx: Trx, by: { id: number } | { tid: string }): Promise<Purchase | undefined> {
  const query = trx.selectFrom('purchases').selectAll().forUpdate();
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('tid', '=', by.tid)).executeTakeFirst();
  return row === undefined ? undefined : toPurchase(row);
}

export async function updatePurchase(
  db: Db | Trx,
  purchaseId: number,
  changes: Updateable<PurchasesTable>,
): Promise<void> {
  await db.updateTable('purchases').set(changes).where('id', '=', purchaseId).execute();
}

/** The update, answering the row as it is afterwards. */
export async function updatePurchaseReturning(
  trx: Trx,
  purchaseId: number,
  changes: Updateable<PurchasesTable>,
): Promise<Purchase> {
  const row = await trx
    .updateTable('purchases')
    .set(changes)
    .where('id', '=', purchaseId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPurchase(row);
}

/**
 * Claims the right to send the purchase to the PSP: only while it is unsubmitted and nobody else
 * claimed it since `staleBefore` (a claim older than that belongs to a request that died or timed out).
 */
export async function claimSubmission(db: Db, purchaseId: number, now: Date, staleBefore: Date): Promise<boolean> {
  const row = await db
    .updateTable('purchases')
    .set({ submit_claimed_at: now })
    .where('id', '=', purchaseId)
    .where('submitted_at', 'is', null)
    .where('state', 'in', ['PROCESSING', 'GOTO'])
    .where((eb) => eb.or([eb('submit_claimed_at', 'is', null), eb('submit_claimed_at', '<', staleBefore)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the next PSP status check of a purchase for this instance (issue 27 point 5): stamps last_checked_at with
 * `now` only when nobody stamped it since `dueBefore` (or the stamp lies ahead of `now`: a clock moved back), in one
 * statement, so of several instances polling one purchase only one asks the PSP per interval. Written only when a
 * check is due: polls within the interval never get here (purchase-status.ts).
 */
export async function claimProviderCheck(db: Db, purchaseId: number, now: Date, dueBefore: Date): Promise<boolean> {
  const row = await db
    .updateTable('purchases')
    .set({ last_checked_at: now })
    .where('id', '=', purchaseId)
    .where((eb) =>
      eb.or([
        eb('last_checked_at', 'is', null),
        eb('last_checked_at', '<=', dueBefore),
        eb('last_checked_at', '>', now),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` purchases whose outcome is still open at the PSP (open states, unpaid bank
 * transfers) and that nobody checked since `checkedBefore`. SKIP LOCKED: instances never wait for or
 * double up on each other's batch.
 */
export async function claimPurchasesToReconcile(db: Db, input: ReconcileClaimInput): Promise<Purchase[]> {
  const rows = await claimRowsToReconcile(
    db,
    'purchases',
    (eb) =>
      eb.or([
        eb('state', 'in', ['PROCESSING', 'GOTO']),
        eb.and([eb('psp_method', '=', 'banktransfer'), eb('state', '=', 'SUCCESS'), eb('credited_at', 'is', null)]),
      ]),
    input,
  );
  return rows.map(toPurchase);
}
