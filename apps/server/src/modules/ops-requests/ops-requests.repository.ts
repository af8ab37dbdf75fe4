// Queries of the back office's request pages and decisions (limit-increase and support requests; issue 25 point 3).
// The rules are in limit-increase-decision.service.ts and support-reply.service.ts.
import type { Selectable } from 'kysely';
import type {
  Db,
  LimitIncreaseRequestsTable,
  SupportRequestRepliesTable,
  SupportRequestsTable,
  SupportStatus,
  Trx,
} from '../../db/database.ts';
import { findRow, lockRow } from '../../db/row-queries.ts';
import { PLAYER_SUMMARY_COLUMNS } from '../back-office/player-page.repository.ts';

export type LimitIncreaseRow = Selectable<LimitIncreaseRequestsTable>;
export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type SupportReplyRow = Selectable<SupportRequestRepliesTable>;

export interface RequestPlayerRow {
  id: number;
  user_name: string;
  first_name: string;
  surname: string;
  email: string | null;
  country: string;
  lang: string;
  gd_currency: string;
  gd_currency_type: 'REAL' | 'VIRTUAL';
  created_at: Date;
  closed_at: Date | null;
  deposit_block_reason: string | null;
}

export async function findRequestPlayer(db: Db | Trx, userId: number): Promise<RequestPlayerRow | undefined> {
  return db.selectFrom('users').select(PLAYER_SUMMARY_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export async function findLimitIncreaseRequest(db: Db, id: string): Promise<LimitIncreaseRow | undefined> {
  return db.selectFrom('limit_increase_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request's row, locked until the deciding transaction ends: two decisions wait for each other here. */
export async function lockLimitIncreaseRequest(trx: Trx, id: string): Promise<LimitIncreaseRow | undefined> {
  return lockRow(trx, 'limit_increase_requests', { id });
}

export async function listPlayerLimitIncreaseRequests(db: Db, userId: number): Promise<LimitIncreaseRow[]> {
  return db
    .selectFrom('limit_increase_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

export async function findProviderCatalogueLimit(db: Db | Trx, code: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('providers').select('limit_minor').where('code', '=', code).executeTakeFirst();
  return row === undefined ? undefined : row.limit_minor;
}

export async function findPlayerProviderLimit(
  db: Db | Trx,
  userId: number,
  code: string,
): Promise<{ currency: string; limit_minor: number } | undefined> {
  return findRow(db, 'player_provider_limits', { user_id: userId, provider_code: code }, ['currency', 'limit_minor']);
}

/** The player's granted limits by provider code (any currency; the caller keeps those in the paying currency). */
export async function listPlayerProviderLimits(
  db: Db | Trx,
  userId: number,
): Promise<{ provider_code: string; currency: string; limit_minor: number }[]> {
  return db
    .selectFrom('player_provider_limits')
    .select(['provider_code', 'currency', 'limit_minor'])
    .where('user_id', '=', userId)
    .execute();
}

export async function savePlayerProviderLimit(
  trx: Trx,
  input: { userId: number; code: string; currency: string; amount: number; requestId: string; now: Date },
): Promise<void> {
  const values = {
    currency: input.currency,
    limit_minor: input.amount,
    request_id: input.requestId,
    updated_at: input.now,
  };
  await trx
    .insertInto('player_provider_limits')
    .values({ user_id: input.userId, provider_code: input.code, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'provider_code']).doUpdateSet(values))
    .execute();
}

export async function saveLimitIncreaseDecision(
  trx: Trx,
  input: {
    id: string;
    state: 'APPROVED' | 'REJECTED';
    grantedAmount: number | null;
    currency: string | null;
    operatorId: number;
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .updateTable('limit_increase_requests')
    .set({
      state: input.state,
      granted_amount: input.grantedAmount,
      currency: input.currency,
      decided_by: input.operatorId,
      decided_at: input.now,
      decision_reason: input.reason,
    })
    .where('id', '=', input.id)
    .where('state', '=', 'PENDING')
    .execute();
}

export async function findOperatorRef(
  db: Db | Trx,
  id: number,
): Promise<{ id: number; email: string; displayName: string } | undefined> {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'display_name as displayName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findSupportRequestByTicket(db: Db, ticket: string): Promise<SupportRequestRow | undefined> {
  return db.selectFrom('support_requests').selectAll().where('ticket', '=', ticket).executeTakeFirst();
}

export async function lockSupportRequest(trx: Trx, ticket: string): Promise<SupportRequestRow | undefined> {
  return lockRow(trx, 'support_requests', { ticket });
}

export interface SupportReplyView {
  id: string;
  created_at: Date;
  message: string;
  status: SupportStatus;
  reply_key: string;
  operator_id: number;
  operator_email: string;
  operator_name: string;
}

/** A request's replies, oldest first, with their operators. */
export async function listSupportReplies(db: Db | Trx, requestId: string): Promise<SupportReplyView[]> {
  return db
    .selectFrom('support_request_replies as r')
    .innerJoin('operators as o', 'o.id', 'r.operator_id')
    .select([
      'r.id',
      'r.created_at',
      'r.message',
      'r.status',
      'r.reply_key',
      'r.operator_id',
      'o.email as operator_email',
      'o.display_name as operator_name',
    ])
    .where('r.support_request_id', '=', requestId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export async function insertSupportReply(
  trx: Trx,
  input: { requestId: string; operatorId: number; message: string; status: SupportStatus; replyKey: string; now: Date },
): Promise<string> {
  const row = await trx
    .insertInto('support_request_replies')
    .values({
      support_request_id: input.requestId,
      operator_id: input.operatorId,
      message: input.message,
      status: input.status,
      reply_key: input.replyKey,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveSupportStatus(trx: Trx, requestId: string, status: SupportStatus, now: Date): Promise<void> {
  await trx
    .updateTable('support_requests')
    .set({ status, status_changed_at: now })
    .where('id', '=', requestId)
    .execute();
}
