// Answering a support request in the back office (issue 25 point 3; docs/back-office.md "Limit-increase and
// support requests"): the operator's reply and the request's status after it (open / answered / closed), the
// e-mail to the player in their language with the reply as typed, and the audit row, in one transaction under the
// request's row lock. The reply form's key makes a repeated submit (double click, a retried request) answer the
// reply already made: one reply, one e-mail.
import type { SupportReplyRequest } from '@shop/contracts/ops-requests';
import type { AppDeps } from '../../app-deps.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { recordAudit } from '../operators/audit.ts';
import { isTicketNumber } from '../support/support.service.ts';
import {
  insertSupportReply,
  listSupportReplies,
  lockSupportRequest,
  type SupportReplyView,
  saveSupportStatus,
} from './ops-requests.repository.ts';

export type SupportReplyResult =
  | { ok: true; created: boolean; reply: SupportReplyView; status: SupportReplyRequest['status'] }
  | { ok: false; code: 'not_found' | 'reply_key_reused' };

export async function answerSupportRequest(
  deps: AppDeps,
  input: { ticket: string; operatorId: number; reply: SupportReplyRequest },
): Promise<SupportReplyResult> {
  if (!isTicketNumber(input.ticket)) return { ok: false, code: 'not_found' };
  return deps.db.transaction().execute(async (trx): Promise<SupportReplyResult> => {
    const request = await lockSupportRequest(trx, input.ticket);
    if (request === undefined) return { ok: false, code: 'not_found' };
    const { message, status, replyKey } = input.reply;
    const earlier = await listSupportReplies(trx, request.id);
    const same = earlier.find((reply) => reply.reply_key === replyKey);
    if (same !== undefined) {
      if (same.message !== message || same.status !== status) return { ok: false, code: 'reply_key_reused' };
      return { ok: true, created: false, reply: same, status: request.status };
    }
    const now = deps.clock.now();
    const replyId = await insertSupportReply(trx, {
      requestId: request.id,
      operatorId: input.operatorId,
      message,
      status,
      replyKey,
      now,
    });
    await saveSupportStatus(trx, request.id, status, now);
    await enqueueMail(trx, {
      at: now,
      userId: request.user_id,
      kind: 'support_reply',
      params: { ticket: request.ticket, message, status },
      dedupeKey: `support-reply:${replyId}`,
    });
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'support.reply',
      subjectType: 'player',
      subjectId: String(request.user_id),
      before: { ticket: request.ticket, status: request.status },
      after: { ticket: request.ticket, status, replyId, message },
      at: now,
    });
    const reply = (await listSupportReplies(trx, request.id)).find((row) => row.id === replyId);
    if (reply === undefined) throw new Error(`support reply ${replyId} not found after insert`);
    return { ok: true, created: true, reply, status };
  });
}
