// POST /v1/payments (idempotent by Idempotency-Key), GET /v1/payments/:pspReference and GET /v1/payments?reference=.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { answerIdempotentCreate } from '../../lib/idempotency.ts';
import { paymentRequestSchema } from './payment-request.ts';
import { createPayment, paymentsWithReference, pollPayment, toPaymentAnswer } from './payments.service.ts';

export async function paymentRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/payments', async (request, reply) =>
    answerIdempotentCreate(deps.store, 'payments', request, reply, {
      schema: paymentRequestSchema,
      create: (input) => {
        const result = createPayment(deps, input, deps.clock.now());
        if (!result.ok) return [result.statusCode, { error: result.error }];
        const { pspReference, status, method } = result.payment;
        request.log.info({ pspReference, status, method }, 'payment created');
        return [201, toPaymentAnswer(result.payment, deps.config.publicUrl)];
      },
    }),
  );

  // The shop's own reference: what a shop asks when it cannot tell whether its pay request ever arrived (the
  // answer was lost). Creates nothing and is no status poll; newest first.
  app.get<{ Querystring: { reference?: unknown } }>('/v1/payments', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { reference } = request.query;
    if (typeof reference !== 'string' || reference.length === 0 || reference.length > 200) {
      return reply.status(400).send({ error: 'REFERENCE_REQUIRED' });
    }
    const payments = paymentsWithReference(deps, reference);
    return reply.send({ payments: payments.map((payment) => toPaymentAnswer(payment, deps.config.publicUrl)) });
  });

  app.get<{ Params: { pspReference: string } }>('/v1/payments/:pspReference', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payment = pollPayment(deps, request.params.pspReference);
    if (payment === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toPaymentAnswer(payment, deps.config.publicUrl));
  });
}
