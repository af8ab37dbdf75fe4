// POST /ops/api/players/:id/blocks {target, action, blocker?, reason} (support or finance): block or unblock a
// player's deposits or payouts (issue 25 point 3; player-blocks.service.ts). 200 {depositBlock, payoutBlocks};
// 409 already_blocked, not_blocked, returned_debit_block (lift it with the amount received, four-eyes).
import { approvalRejectSchema, playerBlockRequestSchema } from '@shop/contracts/money-approvals';
import { playerBlocksSchema } from '@shop/contracts/ops-actions';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { json, opsError, opsWriteSchema } from '../../plugins/openapi.ts';
import { operatorRequired } from '../operators/operator-guard.ts';
import { sendOpsError } from '../operators/ops-answers.ts';
import { parsePlayerAction } from '../operators/player-action-input.ts';
import { changePlayerBlock, closeAccountByOperator } from './player-blocks.service.ts';

export async function playerActionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/ops/api/players/:id/blocks',
    {
      onRequest: operatorRequired(deps, ['support', 'finance']),
      schema: opsWriteSchema('id', playerBlockRequestSchema, {
        200: json(z.pick(playerBlocksSchema, { depositBlock: true, payoutBlocks: true }), 'The player’s blocks now'),
        409: opsError('already_blocked, not_blocked, or returned_debit_block (lift it with the amount received)'),
      }),
    },
    async (request, reply) => {
      const action = parsePlayerAction(request, reply, playerBlockRequestSchema);
      if (!action.ok) return action.reply;
      const result = await changePlayerBlock(deps, action.input);
      if (result.ok) {
        return reply
          .header('cache-control', 'no-store')
          .send({ depositBlock: result.depositBlock, payoutBlocks: result.payoutBlocks });
      }
      if (result.code === 'not_found') return sendOpsError(reply, 404, 'not_found');
      if (result.code === 'invalid_body') {
        return sendOpsError(reply, 400, 'invalid_body', { fields: { blocker: 'required' } });
      }
      return sendOpsError(reply, 409, result.code);
    },
  );

  // POST /ops/api/players/:id/close {reason} (support): closes the account; 409 already_closed.
  app.post<{ Params: { id: string } }>(
    '/ops/api/players/:id/close',
    {
      onRequest: operatorRequired(deps, ['support']),
      schema: opsWriteSchema('id', approvalRejectSchema, {
        200: json(z.object({ closedAt: z.string() }), 'Closed'),
        409: opsError('already_closed'),
      }),
    },
    async (request, reply) => {
      const action = parsePlayerAction(request, reply, approvalRejectSchema);
      if (!action.ok) return action.reply;
      const result = await closeAccountByOperator(deps, action.input);
      if (result.ok) return reply.header('cache-control', 'no-store').send({ closedAt: result.closedAt });
      return sendOpsError(reply, result.code === 'not_found' ? 404 : 409, result.code);
    },
  );
}
