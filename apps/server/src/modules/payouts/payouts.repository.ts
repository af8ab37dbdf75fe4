// Queries on payouts: insert, lookups, the row lock every state change takes, and the claim that lets
// one reconciliation round (of one instance) check a payout with the PSP at a time.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { PayoutsTable } from '../../db/payout-tables.ts';
import { claimRowsToReconcile, type ReconcileClaimInput } from '../../db/reconcile-claim.ts';

export type PayoutRow = Selectable<PayoutsTable>;
export type NewPayout = Insertable<PayoutsTable>;

export async function insertPayout(trx: Trx, values: NewPayout): Promise<PayoutRow> {
  return trx.insertInto('payouts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findPayoutById(db: Db, id: number): Promise<PayoutRow> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The row, locked until the transaction ends: state changes and their bookings are serialised per payout. */
export async function lockPayout(trx: Trx, by: { id: number } | { publicId: string }): Promise<PayoutRow | undefined> {
  const query = trx.selectFrom('payouts').selectAll().forUpdate();
  return ('id' in by ? query.where('id', '=', by.id) : query.where('public_id', '=', by.publicId)).executeTakeFirst();
}

export async function updatePayout(db: Db | Trx, id: number, changes: Updateable<PayoutsTable>): Promise<void> {
  await db.updateTable('payouts').set(changes).where('id', '=', id).execute();
}

/**
 * Claims up to `limit` PENDING payouts nobody checked since `checkedBefore`, marking them checked now.
 * SKIP LOCKED: instances never wait for or double up on each other's batch.
 */
export async function claimPayoutsToReconcile(db: Db, input: ReconcileClaimInput): Promise<PayoutRow[]> {
  return claimRowsToReconcile(db, 'payouts', (eb) => eb('state', '=', 'PENDING'), input);
}

/** Payouts with their players' names. */
function payoutsWithUser(db: Db) {
  return db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.user_id')
    .selectAll('payouts')
    .select('users.user_name');
}

/** Payouts in one state, oldest first (the review queue's order), with their players' names; at most `limit`. */
export async function listPayoutsWithUserInState(db: Db, state: PayoutRow['state'], limit: number) {
  return payoutsWithUser(db)
    .where('payouts.state', '=', state)
    .orderBy('payouts.created_at')
    .orderBy('payouts.id')
    .limit(limit)
    .execute();
}

/** One payout with its player's name. */
export async function findPayoutWithUser(db: Db, id: number) {
  return payoutsWithUser(db).where('payouts.id', '=', id).executeTakeFirstOrThrow();
}
