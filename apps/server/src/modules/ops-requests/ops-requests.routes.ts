// The back office's request pages and decisions (issue 25 point 3; docs/back-office.md "Limit-increase and
// support requests"):
//   GET  /ops/api/limit-increase-requests/:id            the request, the player, their limits (any operator)
//   POST /ops/api/limit-increase-requests/:id/decision   grant a limit or decline (finance)
//   GET  /ops/api/support-requests/:ticket               the request, the player, the replies (any operator)
//   POST /ops/api/support-requests/:ticket/replies       reply by e-mail and set the status (support)
import {
  type LimitIncreaseDetail,
  limitIncreaseDecisionSchema,
  limitIncreaseDetailSchema,
  SUPPORT_STATUSES,
  type SupportReply,
  type SupportRequestDetail,
  supportReplyRequestSchema,
  supportReplySchema,
  supportRequestDetailSchema,
} from '@shop/contracts/ops-requests';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { json, opsError, opsReadSchema } from '../../plugins/openapi.ts';
import { limitCurrencyOf } from '../deposit-limits/deposit-limits.service.ts';
import { moneyActionRequired, operatorRequired } from '../operators/operator-guard.ts';
import { sendOpsError } from '../operators/ops-answers.ts';
import { opsWriteRoute } from '../operators/ops-write-route.ts';
import { isTicketNumber } from '../support/support.service.ts';
import { decideLimitIncrease, isLimitIncreaseRequestId, playerLimitFacts } from './limit-increase-decision.service.ts';
import {
  findLimitIncreaseRequest,
  findOperatorRef,
  findPlayerProviderLimit,
  findProviderCatalogueLimit,
  findRequestPlayer,
  findSupportRequestByTicket,
  listPlayerLimitIncreaseRequests,
  listSupportReplies,
  type RequestPlayerRow,
  type SupportReplyView,
} from './ops-requests.repository.ts';
import { answerSupportRequest } from './support-reply.service.ts';

function playerView(player: RequestPlayerRow): LimitIncreaseDetail['player'] {
  return {
    id: player.id,
    userName: player.user_name,
    name: `${player.first_name} ${player.surname}`.trim(),
    email: player.email ?? `${player.user_name}@players.example`,
    country: player.country,
    lang: player.lang,
    gdCurrency: player.gd_currency,
    currency: limitCurrencyOf(player),
    createdAt: player.created_at.toISOString(),
    closedAt: player.closed_at?.toISOString() ?? null,
    depositBlocked: player.deposit_block_reason !== null,
  };
}

function replyView(reply: SupportReplyView): SupportReply {
  return {
    id: reply.id,
    at: reply.created_at.toISOString(),
    operator: { id: reply.operator_id, email: reply.operator_email, displayName: reply.operator_name },
    message: reply.message,
    status: reply.status,
  };
}

/** The request a page names by `key`, with its player; undefined for a malformed key, no such request or player. */
async function requestAndPlayer<Request extends { user_id: number }>(
  deps: AppDeps,
  key: string,
  isKey: (key: string) => boolean,
  find: (db: Db, key: string) => Promise<Request | undefined>,
): Promise<{ request: Request; player: RequestPlayerRow } | undefined> {
  if (!isKey(key)) return undefined;
  const request = await find(deps.db, key);
  if (request === undefined) return undefined;
  const player = await findRequestPlayer(deps.db, request.user_id);
  return player === undefined ? undefined : { request, player };
}

async function limitIncreaseDetail(deps: AppDeps, id: string): Promise<LimitIncreaseDetail | undefined> {
  const found = await requestAndPlayer(deps, id, isLimitIncreaseRequestId, findLimitIncreaseRequest);
  if (found === undefined) return undefined;
  const { request, player } = found;
  const [catalogueLimit, granted, requests, decidedBy] = await Promise.all([
    findProviderCatalogueLimit(deps.db, request.provider_code),
    findPlayerProviderLimit(deps.db, request.user_id, request.provider_code),
    listPlayerLimitIncreaseRequests(deps.db, request.user_id),
    request.decided_by === null ? undefined : findOperatorRef(deps.db, request.decided_by),
  ]);
  return {
    request: {
      id: request.id,
      providerCode: request.provider_code,
      recipient: request.recipient,
      state: request.state,
      createdAt: request.created_at.toISOString(),
      grantedAmount: request.granted_amount,
      currency: request.currency,
      decidedAt: request.decided_at?.toISOString() ?? null,
      decidedBy: decidedBy ?? null,
      decisionReason: request.decision_reason,
    },
    player: playerView(player),
    limits: playerLimitFacts(deps, player, catalogueLimit ?? null, granted),
    otherRequests: requests
      .filter((other) => other.id !== request.id)
      .map((other) => ({
        id: other.id,
        providerCode: other.provider_code,
        state: other.state,
        createdAt: other.created_at.toISOString(),
        grantedAmount: other.granted_amount,
        currency: other.currency,
      })),
  };
}

async function supportRequestDetail(deps: AppDeps, ticket: string): Promise<SupportRequestDetail | undefined> {
  const found = await requestAndPlayer(deps, ticket, isTicketNumber, findSupportRequestByTicket);
  if (found === undefined) return undefined;
  const { request, player } = found;
  const replies = await listSupportReplies(deps.db, request.id);
  return {
    request: {
      ticket: request.ticket,
      topic: request.topic,
      message: request.message,
      reference: request.reference,
      screen: request.screen,
      lang: request.lang,
      status: request.status,
      createdAt: request.created_at.toISOString(),
    },
    player: playerView(player),
    replies: replies.map(replyView),
  };
}

const limitIncreaseDetailAnswer = json(limitIncreaseDetailSchema, 'The request, the player and their limits');
const replyAnswerSchema = z.object({ reply: supportReplySchema, status: z.enum(SUPPORT_STATUSES) });
const supportRequestDetailAnswer = json(supportRequestDetailSchema, 'The request, the player and the replies');

export async function opsRequestsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  /** A request's page (any operator): its detail by the path parameter `param`, or 404 not_found. */
  const detailRoute = (
    url: string,
    param: string,
    answer: unknown,
    detailOf: (deps: AppDeps, key: string) => Promise<object | undefined>,
  ) =>
    app.get<{ Params: Record<string, string> }>(
      url,
      { onRequest: operatorRequired(deps), schema: opsReadSchema(param, answer) },
      async (request, reply) => {
        const detail = await detailOf(deps, request.params[param] ?? '');
        if (detail === undefined) return sendOpsError(reply, 404, 'not_found');
        return reply.header('cache-control', 'no-store').send(detail);
      },
    );

  detailRoute('/ops/api/limit-increase-requests/:id', 'id', limitIncreaseDetailAnswer, limitIncreaseDetail);

  opsWriteRoute(app, '/ops/api/limit-increase-requests/:id/decision', {
    guard: moneyActionRequired(deps, ['finance']),
    body: limitIncreaseDecisionSchema,
    answers: { 200: limitIncreaseDetailAnswer, 409: opsError('already_decided') },
    invalid: 'invalid_body, with the refused fields',
    act: async ({ key: id, operatorId, body: decision }, reply) => {
      const result = await decideLimitIncrease(deps, { id, operatorId, decision });
      if (!result.ok) {
        if (result.code === 'not_found') return sendOpsError(reply, 404, 'not_found');
        if (result.code === 'invalid_body') return sendOpsError(reply, 400, 'invalid_body', { fields: result.fields });
        return sendOpsError(reply, 409, 'already_decided', { message: `The request is ${result.state ?? 'decided'}.` });
      }
      const detail = await limitIncreaseDetail(deps, result.id);
      return reply.header('cache-control', 'no-store').send(detail);
    },
  });

  detailRoute('/ops/api/support-requests/:ticket', 'ticket', supportRequestDetailAnswer, supportRequestDetail);

  opsWriteRoute(app, '/ops/api/support-requests/:ticket/replies', {
    guard: operatorRequired(deps, ['support']),
    body: supportReplyRequestSchema,
    answers: {
      200: json(replyAnswerSchema, 'The reply sent before with the same reply key (nothing sent again)'),
      201: json(replyAnswerSchema, 'The reply, e-mailed to the player, and the request’s status'),
      409: opsError('reply_key_reused: the reply key was used for another text'),
    },
    act: async ({ key: ticket, operatorId, body }, reply) => {
      const result = await answerSupportRequest(deps, { ticket, operatorId, reply: body });
      if (!result.ok) {
        if (result.code === 'not_found') return sendOpsError(reply, 404, 'not_found');
        return sendOpsError(reply, 409, result.code);
      }
      return reply
        .status(result.created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ reply: replyView(result.reply), status: result.status });
    },
  });
}
