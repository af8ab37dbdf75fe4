// POST /v1/payouts (idempotent by Idempotency-Key) and GET /v1/payouts/:pspReference.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { checkIdempotencyOrAnswer, rememberAnswer } from '../../lib/idempotency.ts';
import { invalidRequestBody } from '../payments/payment-request.ts';
import { createPayout, payoutRequestSchema, toPayoutAnswer } from './payouts.service.ts';

export async function payoutRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/payouts', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const idempotency = checkIdempotencyOrAnswer(deps.store, 'payouts', request, reply);
    if (idempotency === null) return reply;
    const parsed = payoutRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
    const result = createPayout(deps, parsed.data);
    const [statusCode, body] = result.ok ? [201, toPayoutAnswer(result.payout)] : [400, { error: result.error }];
    rememberAnswer(deps.store, idempotency, statusCode, body);
    return reply.status(statusCode).send(body);
  });

  app.get<{ Params: { pspReference: string } }>('/v1/payouts/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payout = deps.store.payouts.get(request.params.pspReference);
    if (payout === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toPayoutAnswer(payout));
  });
}
