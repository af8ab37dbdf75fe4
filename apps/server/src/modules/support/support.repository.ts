// Queries on customer support requests (Kysely only; the rules are in support.service.ts).
import type { Selectable } from 'kysely';
import type { Db, SupportRequestsTable, Trx } from '../../db/database.ts';
import { findRow } from '../../db/row-queries.ts';

export type SupportRequestRow = Selectable<SupportRequestsTable>;

/** Serialises one player's submissions, so the rate limit holds for two requests at the same moment. */
export async function lockPlayerForSupport(trx: Trx, userId: number): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function countSupportRequestsSince(trx: Trx, userId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewSupportRequest {
  ticket: string;
  userId: number;
  topic: string;
  message: string;
  reference: string;
  screen: string;
  lang: string;
  createdAt: Date;
}

/** Inserts the request; undefined when the ticket number is already taken (the caller draws another). */
export async function insertSupportRequest(trx: Trx, request: NewSupportRequest): Promise<string | undefined> {
  const row = await trx
    .insertInto('support_requests')
    .values({
      ticket: request.ticket,
      user_id: request.userId,
      topic: request.topic,
      message: request.message,
      reference: request.reference,
      screen: request.screen,
      lang: request.lang,
      created_at: request.createdAt,
    })
    .onConflict((conflict) => conflict.column('ticket').doNothing())
    .returning('ticket')
    .executeTakeFirst();
  return row?.ticket;
}

/** A player's own request by its ticket number; another player's is not found. */
export async function findOwnSupportRequest(
  db: Db,
  userId: number,
  ticket: string,
): Promise<SupportRequestRow | undefined> {
  return findRow(db, 'support_requests', { ticket, user_id: userId });
}

/** The operators' replies to a request (its player's page shows them), oldest first; no operator named. */
export async function listOwnSupportReplies(db: Db, requestId: string): Promise<{ at: Date; message: string }[]> {
  return db
    .selectFrom('support_request_replies')
    .select(['created_at as at', 'message'])
    .where('support_request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
