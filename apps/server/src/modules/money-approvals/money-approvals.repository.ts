// Queries of four-eyes on money (issue 25 point 4): the approvals table and the views of it.
import type { ApprovalView } from '@shop/contracts/money-approvals';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import type { MoneyApprovalKind, MoneyApprovalsTable } from '../../db/refund-tables.ts';
import { lockRow } from '../../db/row-queries.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export type ApprovalRow = Selectable<MoneyApprovalsTable>;

export async function insertApproval(
  trx: Trx,
  values: {
    id: string;
    kind: MoneyApprovalKind;
    userId: number;
    purchaseTid: string | null;
    amount: number;
    currency: string;
    payload: Record<string, unknown>;
    reason: string;
    makerId: number;
    at: Date;
  },
): Promise<ApprovalRow> {
  return trx
    .insertInto('money_approvals')
    .values({
      id: values.id,
      kind: values.kind,
      user_id: values.userId,
      purchase_tid: values.purchaseTid,
      amount: values.amount,
      currency: values.currency,
      payload: JSON.stringify(values.payload),
      reason: values.reason,
      state: 'PENDING',
      maker_id: values.makerId,
      created_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockApproval(trx: Trx, id: string): Promise<ApprovalRow | undefined> {
  return lockRow(trx, 'money_approvals', { id });
}

export async function findApproval(db: Db | Trx, id: string): Promise<ApprovalRow | undefined> {
  return db.selectFrom('money_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A refund approval still pending for this purchase under the maker's idempotency key (a repeated click). */
export async function findRefundApprovalByKey(trx: Trx, tid: string, key: string): Promise<ApprovalRow | undefined> {
  return trx
    .selectFrom('money_approvals')
    .selectAll()
    .where('kind', '=', 'refund')
    .where('purchase_tid', '=', tid)
    .where(sql<string>`payload->>'idempotencyKey'`, '=', key)
    .executeTakeFirst();
}

/** Whether the player's deposit block already waits for a second operator to lift it. */
export async function hasPendingBlockLift(trx: Trx, userId: number): Promise<boolean> {
  const waiting = await trx
    .selectFrom('money_approvals')
    .select('id')
    .where('kind', '=', 'block_lift')
    .where('user_id', '=', userId)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return waiting !== undefined;
}

/** Minor units of a purchase's price asked for in refund approvals still waiting. */
export async function pendingRefundApprovalsTotal(trx: Trx, tid: string, except?: string): Promise<number> {
  const row = await trx
    .selectFrom('money_approvals')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('kind', '=', 'refund')
    .where('purchase_tid', '=', tid)
    .where('state', '=', 'PENDING')
    .$if(except !== undefined, (query) => query.where('id', '<>', except ?? ''))
    .executeTakeFirstOrThrow();
  return toSafeInteger(row.total);
}

export async function decideApproval(
  trx: Trx,
  id: string,
  values: {
    state: 'APPROVED' | 'REJECTED' | 'FAILED';
    checkerId: number;
    at: Date;
    decisionReason?: string | null;
    result?: unknown;
  },
): Promise<ApprovalRow> {
  return trx
    .updateTable('money_approvals')
    .set({
      state: values.state,
      checker_id: values.checkerId,
      decided_at: values.at,
      decision_reason: values.decisionReason ?? null,
      result: values.result === undefined ? null : JSON.stringify(values.result),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Approvals as the console shows them (with the player's and both operators' names). */
export async function approvalViews(db: Db | Trx, rows: readonly ApprovalRow[]): Promise<ApprovalView[]> {
  if (rows.length === 0) return [];
  const operatorIds = [
    ...new Set(rows.flatMap((row) => [row.maker_id, ...(row.checker_id === null ? [] : [row.checker_id])])),
  ];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [operators, users] = await Promise.all([
    db.selectFrom('operators').select(['id', 'email', 'display_name']).where('id', 'in', operatorIds).execute(),
    db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', userIds).execute(),
  ]);
  const operatorOf = (id: number) => {
    const found = operators.find((operator) => operator.id === id);
    return { id, email: found?.email ?? '', displayName: found?.display_name ?? '' };
  };
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    playerId: row.user_id,
    userName: users.find((user) => user.id === row.user_id)?.user_name ?? '',
    purchaseTid: row.purchase_tid,
    amount: row.amount,
    currency: row.currency,
    details: record(row.payload),
    reason: row.reason,
    state: row.state,
    maker: operatorOf(row.maker_id),
    checker: row.checker_id === null ? null : operatorOf(row.checker_id),
    decisionReason: row.decision_reason,
    result: row.result === null ? null : record(row.result),
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  }));
}

/** Pending approvals oldest first, or a player's approvals newest first (at most `limit`). */
export async function listApprovals(
  db: Db,
  filter: { state?: ApprovalRow['state']; userId?: number; limit: number },
): Promise<ApprovalRow[]> {
  let query = db.selectFrom('money_approvals').selectAll();
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const ordered =
    filter.userId === undefined
      ? query.orderBy('created_at', 'asc').orderBy('id')
      : query.orderBy('created_at', 'desc').orderBy('id');
  return ordered.limit(filter.limit).execute();
}
