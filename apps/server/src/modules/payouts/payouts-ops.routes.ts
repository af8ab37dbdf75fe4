// The operator API's payout review queue (docs/back-office.md "Payout review queue"): the list for any
// operator, approve and reject for finance. The guards run in onRequest, before any body is read; the Origin
// of every POST is checked there too (plugins/origin-check.ts).
import { opsPayoutListQuerySchema, opsPayoutRejectSchema } from '@shop/contracts/ops-payouts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, sendOpsError } from '../operators/ops-answers.ts';
import { approvePayout, findOpsPayout, listPayoutsInState, type ReviewOutcome, rejectPayout } from './payout-review.ts';

/** A payout's public id: 22 url-safe characters (payout-booking.ts); anything else names no payout. */
const publicIdParamsSchema = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

async function answerDecision(deps: AppDeps, reply: FastifyReply, outcome: ReviewOutcome) {
  if (outcome.kind === 'not-found') return sendOpsError(reply, 404, 'not_found');
  if (outcome.kind === 'not-in-review') {
    return sendOpsError(reply, 409, 'payout_not_in_review', { message: `the payout is ${outcome.state}` });
  }
  return reply.header('cache-control', 'no-store').send({ payout: await findOpsPayout(deps.db, outcome.payout.id) });
}

export async function payoutsOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/ops/api/payouts', { onRequest: operatorRequired(deps) }, async (request, reply) => {
    const query = parseOpsInput(reply, opsPayoutListQuerySchema, request.query);
    if (!query.ok) return query.reply;
    const payouts = await listPayoutsInState(deps.db, query.value.state ?? 'REVIEW');
    return reply.header('cache-control', 'no-store').send({ payouts });
  });

  app.post(
    '/ops/api/payouts/:publicId/approve',
    { onRequest: operatorRequired(deps, ['finance']) },
    async (request, reply) => {
      const params = publicIdParamsSchema.safeParse(request.params);
      if (!params.success) return sendOpsError(reply, 404, 'not_found');
      const outcome = await approvePayout(deps, {
        publicId: params.data.publicId,
        operatorId: operatorOf(request).id,
      });
      return answerDecision(deps, reply, outcome);
    },
  );

  app.post(
    '/ops/api/payouts/:publicId/reject',
    { onRequest: operatorRequired(deps, ['finance']) },
    async (request, reply) => {
      const params = publicIdParamsSchema.safeParse(request.params);
      if (!params.success) return sendOpsError(reply, 404, 'not_found');
      const body = parseOpsInput(reply, opsPayoutRejectSchema, request.body);
      if (!body.ok) return body.reply;
      const outcome = await rejectPayout(deps, {
        publicId: params.data.publicId,
        operatorId: operatorOf(request).id,
        reason: body.value.reason,
      });
      return answerDecision(deps, reply, outcome);
    },
  );
}
