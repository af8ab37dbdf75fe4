// Test-only calls (API key): the notification log, settling a PENDING payment, revoking a mandate, and a
// full reset (the test clock's calls are in clock.routes.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { clearStore, type NotificationDelivery } from '../../store/store.ts';
import { revokeMandate } from '../mandates/mandate-registry.ts';
import { httpUrlSchema } from '../payments/payment-request.ts';
import { settlePayment, toPaymentAnswer } from '../payments/payments.service.ts';

const notificationFilterSchema = z.object({
  pspReference: z.string().optional(),
  reference: z.string().optional(),
});

const revocationSchema = z.object({ notificationUrl: httpUrlSchema.optional() });

function toDeliveryView(delivery: NotificationDelivery) {
  const { cancelled: _cancelled, body, ...view } = delivery;
  return { ...view, body: JSON.parse(body) as unknown };
}

export async function testToolRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get('/v1/test/notifications', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const filter = notificationFilterSchema.safeParse(request.query);
    if (!filter.success) return reply.status(400).send({ error: 'INVALID_REQUEST' });
    const { pspReference, reference } = filter.data;
    const notifications = [...deps.store.notifications.values()]
      .filter((delivery) => pspReference === undefined || delivery.pspReference === pspReference)
      .filter((delivery) => reference === undefined || delivery.reference === reference)
      .map(toDeliveryView);
    return reply.send({ notifications });
  });

  app.post<{ Params: { pspReference: string } }>('/v1/test/payments/:pspReference/settle', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payment = deps.store.payments.get(request.params.pspReference);
    if (payment === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    if (!settlePayment(deps, payment)) return reply.status(409).send({ error: 'NOT_PENDING' });
    return reply.send(toPaymentAnswer(payment, deps.config.publicUrl));
  });

  app.post<{ Params: { mandateId: string } }>('/v1/test/mandates/:mandateId/revoke', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = revocationSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ error: 'INVALID_REQUEST' });
    const mandate = revokeMandate(deps, request.params.mandateId, body.data.notificationUrl);
    if (mandate === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    request.log.info({ mandateId: mandate.mandateId }, 'mandate revoked');
    return reply.send({ mandateId: mandate.mandateId, status: mandate.status });
  });

  app.post('/v1/test/reset', async (request, reply) => {
    deps.scheduler.cancelAll();
    clearStore(deps.store);
    deps.clock.reset();
    request.log.info('sandbox state reset');
    return reply.status(204).send();
  });
}
