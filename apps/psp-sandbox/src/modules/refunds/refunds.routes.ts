// POST /v1/payments/:pspReference/refunds (idempotent by Idempotency-Key) and GET /v1/refunds/:pspReference.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { checkIdempotencyOrAnswer, rememberAnswer } from '../../lib/idempotency.ts';
import { invalidRequestBody } from '../payments/payment-request.ts';
import { createRefund, refundRequestSchema, toRefundAnswer } from './refunds.service.ts';

export async function refundRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post<{ Params: { pspReference: string } }>('/v1/payments/:pspReference/refunds', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Keys are scoped per payment: the same key on another payment is another refund.
    const idempotency = checkIdempotencyOrAnswer(deps.store, `refunds:${request.params.pspReference}`, request, reply);
    if (idempotency === null) return reply;
    const parsed = refundRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
    const result = createRefund(deps, request.params.pspReference, parsed.data);
    const [statusCode, body] = result.ok
      ? [201, toRefundAnswer(result.refund)]
      : [result.statusCode, { error: result.error }];
    // Every answer past validation is final (pspReferences are the sandbox's own), so it is replayed.
    rememberAnswer(deps.store, idempotency, statusCode, body);
    if (result.ok) {
      const { pspReference, status } = result.refund;
      request.log.info({ pspReference, payment: request.params.pspReference, status }, 'refund created');
    }
    return reply.status(statusCode).send(body);
  });

  app.get<{ Params: { pspReference: string } }>('/v1/refunds/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const refund = deps.store.refunds.get(request.params.pspReference);
    if (refund === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toRefundAnswer(refund));
  });
}
