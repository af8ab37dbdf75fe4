// POST /v1/payments/:pspReference/refunds (idempotent by Idempotency-Key) and GET /v1/refunds/:pspReference.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { answerIdempotentCreate } from '../../lib/idempotency.ts';
import { createRefund, refundRequestSchema, toRefundAnswer } from './refunds.service.ts';

export async function refundRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post<{ Params: { pspReference: string } }>('/v1/payments/:pspReference/refunds', async (request, reply) =>
    // Keys are scoped per payment: the same key on another payment is another refund. Every answer past validation
    // is final (pspReferences are the sandbox's own), so it is replayed.
    answerIdempotentCreate(deps.store, `refunds:${request.params.pspReference}`, request, reply, {
      schema: refundRequestSchema,
      create: (input) => {
        const result = createRefund(deps, request.params.pspReference, input);
        if (!result.ok) return [result.statusCode, { error: result.error }];
        const { pspReference, status } = result.refund;
        request.log.info({ pspReference, payment: request.params.pspReference, status }, 'refund created');
        return [201, toRefundAnswer(result.refund)];
      },
    }),
  );

  app.get<{ Params: { pspReference: string } }>('/v1/refunds/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refund = deps.store.refunds.get(request.params.pspReference);
    if (refund === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toRefundAnswer(refund));
  });
}
