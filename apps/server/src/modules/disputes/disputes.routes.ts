// The operator API of chargebacks (docs/chargebacks.md): every operator reads them; finance decides (accept, or
// defend with a note). The Origin check of every /ops write runs before (plugins/origin-check.ts).
import {
  disputeAnswerSchema,
  disputeDecisionRequestSchema,
  disputeListQuerySchema,
  disputeListSchema,
} from '@shop/contracts/disputes';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { json, opsError, opsReadSchema } from '../../plugins/openapi.ts';
import { moneyActionRequired, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, sendOpsError } from '../operators/ops-answers.ts';
import { opsWriteRoute } from '../operators/ops-write-route.ts';
import { decideDispute, disputeById, disputeList } from './disputes.service.ts';

const DECISION_STATUS = {
  not_found: 404,
  dispute_closed: 409,
  not_defendable: 409,
  psp_refused: 409,
  psp_unavailable: 503,
} as const;

export async function disputeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const anyOperator = { onRequest: operatorRequired(deps) };

  const listSchema = {
    querystring: disputeListQuerySchema,
    response: { 200: json(disputeListSchema, 'Chargebacks, newest first'), 400: opsError('invalid_body') },
  };
  const dispute = json(disputeAnswerSchema, 'The dispute with its events');
  app.get('/ops/api/disputes', { ...anyOperator, schema: listSchema }, async (request, reply) => {
    const query = parseOpsInput(reply, disputeListQuerySchema, request.query);
    if (!query.ok) return query.reply;
    const disputes = await disputeList(deps, {
      ...(query.value.player === undefined ? {} : { userId: Number(query.value.player) }),
      ...(query.value.tid === undefined ? {} : { tid: query.value.tid }),
    });
    return reply.header('cache-control', 'no-store').send({ disputes });
  });

  const oneRoute = { ...anyOperator, schema: opsReadSchema('id', dispute) };
  app.get<{ Params: { id: string } }>('/ops/api/disputes/:id', oneRoute, async (request, reply) => {
    const dispute = await disputeById(deps, request.params.id);
    if (dispute === undefined) return sendOpsError(reply, 404, 'not_found');
    return reply.header('cache-control', 'no-store').send({ dispute });
  });

  opsWriteRoute(app, '/ops/api/disputes/:id/decision', {
    guard: moneyActionRequired(deps, ['finance']),
    body: disputeDecisionRequestSchema,
    answers: {
      200: dispute,
      409: opsError('dispute_closed, not_defendable or psp_refused'),
      503: opsError('psp_unavailable'),
    },
    act: async ({ key: id, operatorId, body }, reply) => {
      const result = await decideDispute(deps, { id, operatorId, ...body });
      if (!result.ok) return sendOpsError(reply, DECISION_STATUS[result.code], result.code);
      return reply.header('cache-control', 'no-store').send({ dispute: result.dispute });
    },
  });
}
