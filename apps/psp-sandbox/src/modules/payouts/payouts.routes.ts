// POST /v1/payouts (idempotent by Idempotency-Key) and GET /v1/payouts/:pspReference.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { answerIdempotentCreate } from '../../lib/idempotency.ts';
import { createPayout, payoutRequestSchema, toPayoutAnswer } from './payouts.service.ts';

export async function payoutRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/payouts', async (request, reply) =>
    answerIdempotentCreate(deps.store, 'payouts', request, reply, {
      schema: payoutRequestSchema,
      create: (input) => {
        const result = createPayout(deps, input);
        return result.ok ? [201, toPayoutAnswer(result.payout)] : [400, { error: result.error }];
      },
    }),
  );

  app.get<{ Params: { pspReference: string } }>('/v1/payouts/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payout = deps.store.payouts.get(request.params.pspReference);
    if (payout === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toPayoutAnswer(payout));
  });
}
