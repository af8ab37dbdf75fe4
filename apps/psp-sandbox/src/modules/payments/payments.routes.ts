// POST /v1/payments (idempotent by Idempotency-Key) and GET /v1/payments/:pspReference.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { checkIdempotency, idempotencyShortcut, rememberAnswer } from '../../lib/idempotency.ts';
import { invalidRequestBody, paymentRequestSchema } from './payment-request.ts';
import { createPayment, pollPayment, toPaymentAnswer } from './payments.service.ts';

export async function paymentRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/payments', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const idempotency = checkIdempotency(deps.store, 'payments', request);
    const shortcut = idempotencyShortcut(idempotency);
    if (shortcut !== null) {
      if (idempotency.kind === 'replay') reply.header('idempotent-replayed', 'true');
      return reply.status(shortcut.statusCode).send(shortcut.body);
    }
    const parsed = paymentRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
    const result = createPayment(deps, parsed.data, deps.clock.now());
    const [statusCode, body] = result.ok
      ? [201, toPaymentAnswer(result.payment, deps.config.publicUrl)]
      : [result.statusCode, { error: result.error }];
    rememberAnswer(deps.store, idempotency, statusCode, body);
    if (result.ok) {
      const { pspReference, status, method } = result.payment;
      request.log.info({ pspReference, status, method }, 'payment created');
    }
    return reply.status(statusCode).send(body);
  });

  app.get<{ Params: { pspReference: string } }>('/v1/payments/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payment = pollPayment(deps, request.params.pspReference);
    if (payment === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toPaymentAnswer(payment, deps.config.publicUrl));
  });
}
