// The operator API's payout review queue (docs/back-office.md "Payout review queue"): the list for any
// operator, approve and reject for finance. The guards run in onRequest, before any body is read; the Origin
// of every POST is checked there too (plugins/origin-check.ts).
import { payoutAssignBodySchema, payoutContextSchema, payoutQueueSummarySchema } from '@shop/contracts/ops-lists';
import {
  opsPayoutAnswerSchema,
  opsPayoutListQuerySchema,
  opsPayoutListSchema,
  opsPayoutRejectSchema,
} from '@shop/contracts/ops-payouts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { json, opsError } from '../../plugins/openapi.ts';
import { moneyActionRequired, operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, sendOpsError } from '../operators/ops-answers.ts';
import { payoutContext, payoutQueueSummary, setPayoutAssignment } from './payout-queue.service.ts';
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

type PayoutWrite = { publicId: string; operatorId: number };

/**
 * The handler of a finance write on a payout: the public id of the path first (404 not_found), then the body when
 * the route has one (400 invalid_body), then `act` with both and the acting operator.
 */
function payoutWrite<Schema extends zm.ZodMiniType>(
  bodySchema: Schema | null,
  act: (write: PayoutWrite, body: zm.infer<Schema>, reply: FastifyReply) => Promise<FastifyReply>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params = publicIdParamsSchema.safeParse(request.params);
    if (!params.success) return sendOpsError(reply, 404, 'not_found');
    const body = bodySchema === null ? null : parseOpsInput(reply, bodySchema, request.body);
    if (body?.ok === false) return body.reply;
    // Without a body schema the route takes no body: `act` is given undefined.
    return act(
      { publicId: params.data.publicId, operatorId: operatorOf(request).id },
      body?.value as zm.infer<Schema>,
      reply,
    );
  };
}

const notFound = opsError('not_found');
const notInReview = opsError('payout_not_in_review (the message names its state)');
const decision = {
  200: json(opsPayoutAnswerSchema, 'The payout after the decision'),
  400: opsError('invalid_body'),
  404: notFound,
  409: notInReview,
};

export async function payoutsOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const listSchema = {
    querystring: opsPayoutListQuerySchema,
    response: {
      200: json(opsPayoutListSchema, 'Payouts in the state (REVIEW by default)'),
      400: opsError('invalid_body'),
    },
  };
  app.get('/ops/api/payouts', { onRequest: operatorRequired(deps), schema: listSchema }, async (request, reply) => {
    const query = parseOpsInput(reply, opsPayoutListQuerySchema, request.query);
    if (!query.ok) return query.reply;
    const payouts = await listPayoutsInState(deps.db, query.value.state ?? 'REVIEW');
    return reply.header('cache-control', 'no-store').send({ payouts });
  });

  app.post(
    '/ops/api/payouts/:publicId/approve',
    { onRequest: moneyActionRequired(deps, ['finance']), schema: { params: publicIdParamsSchema, response: decision } },
    payoutWrite(null, async (write, _body, reply) => answerDecision(deps, reply, await approvePayout(deps, write))),
  );

  app.post(
    '/ops/api/payouts/:publicId/reject',
    {
      onRequest: moneyActionRequired(deps, ['finance']),
      schema: { params: publicIdParamsSchema, body: opsPayoutRejectSchema, response: decision },
    },
    payoutWrite(opsPayoutRejectSchema, async (write, { reasonCode, note }, reply) => {
      const outcome = await rejectPayout(deps, {
        ...write,
        reasonCode,
        note: note === undefined || note === '' ? null : note,
      });
      return answerDecision(deps, reply, outcome);
    }),
  );

  // The queue for a team (issue 25 point 6): its pages are GET /ops/api/lists/payouts?state=REVIEW&dir=asc.
  const queueSchema = {
    response: { 200: json(payoutQueueSummarySchema, 'What waits for review, by currency and cause') },
  };
  const queueRoute = { onRequest: operatorRequired(deps), schema: queueSchema };
  app.get('/ops/api/payout-queue', queueRoute, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(await payoutQueueSummary(deps, operatorOf(request).id));
  });

  const contextSchema = {
    params: publicIdParamsSchema,
    response: { 200: json(payoutContextSchema, 'What a reviewer needs to decide'), 404: notFound },
  };
  const contextRoute = { onRequest: operatorRequired(deps), schema: contextSchema };
  app.get('/ops/api/payouts/:publicId/context', contextRoute, async (request, reply) => {
    const params = publicIdParamsSchema.safeParse(request.params);
    if (!params.success) return sendOpsError(reply, 404, 'not_found');
    const context = await payoutContext(deps.db, params.data.publicId);
    if (context === null) return sendOpsError(reply, 404, 'not_found');
    return reply.header('cache-control', 'no-store').send(context);
  });

  app.post(
    '/ops/api/payouts/:publicId/assignment',
    {
      onRequest: operatorRequired(deps, ['finance']),
      schema: {
        params: publicIdParamsSchema,
        body: payoutAssignBodySchema,
        response: {
          200: json(z.object({ assignedTo: payoutContextSchema.shape.assignedTo }), 'Who reviews it now'),
          400: opsError('invalid_body'),
          404: notFound,
          409: opsError('payout_not_in_review, or payout_assigned_elsewhere'),
        },
      },
    },
    payoutWrite(payoutAssignBodySchema, async (write, { assign }, reply) => {
      const outcome = await setPayoutAssignment(deps, { ...write, assign });
      if (outcome.kind === 'not-found') return sendOpsError(reply, 404, 'not_found');
      if (outcome.kind === 'not-in-review') {
        return sendOpsError(reply, 409, 'payout_not_in_review', { message: `the payout is ${outcome.state}` });
      }
      if (outcome.kind === 'taken') return sendOpsError(reply, 409, 'payout_assigned_elsewhere');
      const context = await payoutContext(deps.db, write.publicId);
      return reply.header('cache-control', 'no-store').send({ assignedTo: context?.assignedTo ?? null });
    }),
  );
}
