// The back office's write actions of issue 12 point 4 (docs/back-office.md "Refunds, blocks, cancellations"):
// refund a deposit (finance), lift a deposit block after a returned debit is paid (finance), record a postal or
// e-mail saver-package cancellation (support). Each change and its audit entry are one transaction (see the
// services); the Origin check of every /ops write runs before (plugins/origin-check.ts).
import {
  cancellationRequestSchema,
  depositBlockLiftRequestSchema,
  refundRequestSchema,
} from '@shop/contracts/ops-actions';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { liftDepositBlock } from '../deposit-blocks/deposit-block.service.ts';
import { operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, sendOpsError } from '../operators/ops-answers.ts';
import { withOperators } from '../refunds/refund-views.ts';
import { requestRefund } from '../refunds/refunds.service.ts';
import { recordCancellation } from '../subscriptions/subscription-cancellation-ops.ts';

/** A purchase tid as the shop makes them; anything else names no purchase. */
const TID = /^[A-Za-z0-9_-]{1,64}$/;
const PLAYER_ID = /^[1-9]\d{0,9}$/;

function playerIdOf(raw: string): number | null {
  if (!PLAYER_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function opsActionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { tid: string } }>(
    '/ops/api/purchases/:tid/refunds',
    { onRequest: operatorRequired(deps, ['finance']) },
    async (request, reply) => {
      const body = parseOpsInput(reply, refundRequestSchema, request.body);
      if (!body.ok) return body.reply;
      if (!TID.test(request.params.tid)) return sendOpsError(reply, 404, 'not_found');
      const result = await requestRefund(deps, {
        tid: request.params.tid,
        operatorId: operatorOf(request).id,
        ...body.value,
      });
      if (!result.ok) return sendOpsError(reply, result.code === 'not_found' ? 404 : 409, result.code);
      const [refund] = await withOperators(deps.db, [result.refund]);
      return reply
        .status(result.created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ refund });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/api/players/:id/deposit-block/lift',
    { onRequest: operatorRequired(deps, ['finance']) },
    async (request, reply) => {
      const body = parseOpsInput(reply, depositBlockLiftRequestSchema, request.body);
      if (!body.ok) return body.reply;
      const userId = playerIdOf(request.params.id);
      if (userId === null) return sendOpsError(reply, 404, 'not_found');
      const result = await liftDepositBlock(deps, { userId, operatorId: operatorOf(request).id, ...body.value });
      if (!result.ok) return sendOpsError(reply, result.code === 'not_found' ? 404 : 409, result.code);
      return reply
        .header('cache-control', 'no-store')
        .send({ blocks: result.blocks, paymentReceived: result.paymentReceived });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/api/players/:id/subscription/cancellation',
    { onRequest: operatorRequired(deps, ['support']) },
    async (request, reply) => {
      const body = parseOpsInput(reply, cancellationRequestSchema, request.body);
      if (!body.ok) return body.reply;
      const userId = playerIdOf(request.params.id);
      if (userId === null) return sendOpsError(reply, 404, 'not_found');
      const result = await recordCancellation(deps, { userId, operatorId: operatorOf(request).id, ...body.value });
      if (result.ok) return reply.header('cache-control', 'no-store').send({ subscription: result.subscription });
      switch (result.code) {
        case 'not_found':
          return sendOpsError(reply, 404, 'not_found');
        case 'invalid_body':
          return sendOpsError(reply, 400, 'invalid_body', { fields: result.fields });
        case 'already_cancelled':
          return reply
            .status(409)
            .header('cache-control', 'no-store')
            .send({ code: 'already_cancelled', subscription: result.subscription });
        default:
          return sendOpsError(reply, 409, result.code);
      }
    },
  );
}
