// Four-eyes on money and the player's statement (issue 25 points 2 and 4; docs/back-office.md "Four-eyes"):
//   POST /ops/api/players/:id/adjustments        a manual credit or debit, waits for a second operator (finance)
//   GET  /ops/api/approvals?state=PENDING         approvals waiting, oldest first (finance)
//   GET  /ops/api/players/:id/approvals           a player's approvals, newest first (any operator)
//   POST /ops/api/approvals/:id/approve|reject    the second operator's decision (finance, never the maker)
//   GET  /ops/api/players/:id/statement           the ledger statement with running balances, keyset paged
// Refunds above the threshold and lifting a deposit block are asked for on their own routes (ops-actions.routes.ts).
import {
  adjustmentRequestSchema,
  approvalAnswerSchema,
  approvalListSchema,
  approvalRejectSchema,
  STATEMENT_PAGE_DEFAULT,
  STATEMENT_PAGE_MAX,
  statementSchema,
} from '@shop/contracts/money-approvals';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { json, opsError, opsReadSchema, opsWriteSchema, pathParams } from '../../plugins/openapi.ts';
import { moneyActionRequired, operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, parsePlayerInput, playerIdOf, sendOpsError } from '../operators/ops-answers.ts';
import { approvalViews, listApprovals } from './money-approvals.repository.ts';
import { type ApprovalResult, approveApproval, rejectApproval, requestAdjustment } from './money-approvals.service.ts';
import { playerStatement } from './player-statement.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer of an approval step: 200/201 with the approval, or the refusal (404, 400, 409). */
export function sendApprovalResult(reply: FastifyReply, result: ApprovalResult, createdStatus = 201): FastifyReply {
  if (result.ok) {
    return reply
      .status(result.created ? createdStatus : 200)
      .header('cache-control', 'no-store')
      .send({ approval: result.approval });
  }
  if (result.code === 'not_found') return sendOpsError(reply, 404, 'not_found');
  if (result.code === 'invalid_body') return sendOpsError(reply, 400, 'invalid_body', { fields: result.fields ?? {} });
  return sendOpsError(reply, 409, result.code);
}

const statementQuery = z.object({
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(STATEMENT_PAGE_MAX))),
});

const listQuery = z.object({ state: z.optional(z.enum(['PENDING', 'APPROVED', 'REJECTED', 'FAILED'])) });

const approval = json(approvalAnswerSchema, 'The approval');
const approvals = json(approvalListSchema, 'Approvals');
const INVALID = 'invalid_body with the fields that did not fit';
const invalid = opsError(INVALID);
const notFound = opsError('not_found');
const refused = opsError('Why the step is refused (e.g. own_approval, not_pending)');

export async function moneyApprovalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/ops/api/players/:id/adjustments',
    {
      onRequest: moneyActionRequired(deps, ['finance']),
      schema: opsWriteSchema('id', adjustmentRequestSchema, { 200: approval, 202: approval, 409: refused }, INVALID),
    },
    async (request, reply) => {
      const body = parsePlayerInput(reply, adjustmentRequestSchema, request.body, request.params.id);
      if (!body.ok) return body.reply;
      const result = await requestAdjustment(deps, {
        ...body.value,
        userId: body.userId,
        operatorId: operatorOf(request).id,
      });
      return sendApprovalResult(reply, result, 202);
    },
  );

  app.get<{ Querystring: unknown }>(
    '/ops/api/approvals',
    {
      onRequest: operatorRequired(deps, ['finance']),
      schema: { querystring: listQuery, response: { 200: approvals, 400: invalid } },
    },
    async (request, reply) => {
      const query = parseOpsInput(reply, listQuery, request.query);
      if (!query.ok) return query.reply;
      const rows = await listApprovals(deps.db, { state: query.value.state ?? 'PENDING', limit: 200 });
      return reply.header('cache-control', 'no-store').send({ approvals: await approvalViews(deps.db, rows) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/ops/api/players/:id/approvals',
    {
      onRequest: operatorRequired(deps),
      schema: opsReadSchema('id', approvals),
    },
    async (request, reply) => {
      const userId = playerIdOf(request.params.id);
      if (userId === null) return sendOpsError(reply, 404, 'not_found');
      const rows = await listApprovals(deps.db, { userId, limit: 50 });
      return reply.header('cache-control', 'no-store').send({ approvals: await approvalViews(deps.db, rows) });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/api/approvals/:id/approve',
    {
      onRequest: moneyActionRequired(deps, ['finance']),
      schema: { params: pathParams('id'), response: { 200: approval, 400: invalid, 404: notFound, 409: refused } },
    },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) return sendOpsError(reply, 404, 'not_found');
      const result = await approveApproval(deps, { id: request.params.id, checkerId: operatorOf(request).id });
      return sendApprovalResult(reply, result);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/api/approvals/:id/reject',
    {
      onRequest: moneyActionRequired(deps, ['finance']),
      schema: opsWriteSchema('id', approvalRejectSchema, { 200: approval, 409: refused }, INVALID),
    },
    async (request, reply) => {
      const body = parseOpsInput(reply, approvalRejectSchema, request.body);
      if (!body.ok) return body.reply;
      if (!UUID.test(request.params.id)) return sendOpsError(reply, 404, 'not_found');
      const result = await rejectApproval(deps, {
        id: request.params.id,
        checkerId: operatorOf(request).id,
        reason: body.value.reason,
      });
      return sendApprovalResult(reply, result);
    },
  );

  app.get<{ Params: { id: string }; Querystring: unknown }>(
    '/ops/api/players/:id/statement',
    {
      onRequest: operatorRequired(deps),
      schema: {
        params: pathParams('id'),
        querystring: statementQuery,
        response: {
          200: json(statementSchema, 'Ledger lines with running balances, newest first'),
          400: invalid,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const query = parsePlayerInput(reply, statementQuery, request.query, request.params.id);
      if (!query.ok) return query.reply;
      const statement = await playerStatement(deps.db, {
        userId: query.userId,
        limit: query.value.limit ?? STATEMENT_PAGE_DEFAULT,
        ...(query.value.before === undefined ? {} : { before: query.value.before }),
      });
      return reply.header('cache-control', 'no-store').send(statement);
    },
  );
}
