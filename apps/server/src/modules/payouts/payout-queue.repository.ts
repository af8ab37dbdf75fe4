// The payout review queue for a team (issue 25 point 6): counts of what waits (by currency and cause, the oldest
// item's age, what is assigned), a reviewer's context on one payout (the player's deposits by method, their other
// payouts) and the assignment of a payout to an operator. The queue's pages are the `payouts` list by key
// (ops-lists, state REVIEW, oldest first).
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { findRow, updateRows } from '../../db/row-queries.ts';

export async function queueByCurrency(db: Db) {
  return db
    .selectFrom('payouts')
    .select([
      'currency',
      sql<number>`count(*)::integer`.as('count'),
      sql<string>`sum(amount)::text`.as('amount'),
      sql<Date>`min(created_at)`.as('oldest'),
    ])
    .where('state', '=', 'REVIEW')
    .groupBy('currency')
    .orderBy('currency')
    .execute();
}

export async function queueByCauseAndAssignee(db: Db, operatorId: number) {
  return db
    .selectFrom('payouts')
    .select([
      'review_cause',
      sql<number>`count(*)::integer`.as('count'),
      sql<number>`(count(*) filter (where assigned_to = ${operatorId}))::integer`.as('mine'),
      sql<number>`(count(*) filter (where assigned_to is null))::integer`.as('unassigned'),
    ])
    .where('state', '=', 'REVIEW')
    .groupBy('review_cause')
    .execute();
}

export async function findPayoutForContext(db: Db, publicId: string) {
  return db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.user_id')
    .leftJoin('operators', 'operators.id', 'payouts.assigned_to')
    .select([
      'payouts.id',
      'payouts.public_id',
      'payouts.user_id',
      'payouts.paytype',
      'payouts.holder',
      'payouts.paypal_account',
      'payouts.assigned_to',
      'payouts.assigned_at',
      'operators.display_name as assigned_name',
      'users.user_name',
      'users.first_name',
      'users.surname',
      'users.created_at as user_created_at',
      'users.country',
    ])
    .where('payouts.public_id', '=', publicId)
    .executeTakeFirst();
}

/** Successful deposits of the player by provider code, method and currency, with what was refunded of them. */
export async function depositsByMethod(db: Db, userId: number) {
  return db
    .selectFrom('purchases as p')
    .select([
      'p.provider_code',
      'p.psp_method',
      'p.currency',
      sql<number>`count(*)::integer`.as('count'),
      sql<string>`sum(p.price)::text`.as('amount'),
      sql<string>`coalesce(sum((select sum(r.amount) from purchase_refunds r
        where r.purchase_id = p.id and r.state in ('PENDING', 'REFUNDED'))), 0)::text`.as('refunded'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.state', '=', 'SUCCESS')
    .groupBy(['p.provider_code', 'p.psp_method', 'p.currency'])
    .orderBy('p.provider_code')
    .orderBy('p.currency')
    .execute();
}

/** The player's payouts other than `payoutId`, by state and currency. */
export async function otherPayouts(db: Db, userId: number, payoutId: number) {
  return db
    .selectFrom('payouts')
    .select([
      'state',
      'currency',
      sql<number>`count(*)::integer`.as('count'),
      sql<string>`sum(amount)::text`.as('amount'),
    ])
    .where('user_id', '=', userId)
    .where('id', '<>', payoutId)
    .groupBy(['state', 'currency'])
    .orderBy('state')
    .execute();
}

/** The PayPal account's name the player deposited with (paypal_deposit_accounts), when one is known. */
export async function paypalAccountName(db: Db, userId: number, account: string): Promise<string | null> {
  const row = await findRow(db, 'paypal_deposit_accounts', { user_id: userId, account_name: account }, [
    'account_name',
  ]);
  return row?.account_name ?? null;
}

export async function assignPayout(
  trx: Trx,
  payoutId: number,
  assignment: { operatorId: number | null; at: Date | null },
): Promise<void> {
  await updateRows(
    trx,
    'payouts',
    { id: payoutId },
    { assigned_to: assignment.operatorId, assigned_at: assignment.at },
  );
}
