// POST /deposit/psp/notifications (the sandbox's) and /deposit/psp/notifications/<psp>: no bearer token (the PSP signs instead). The body is kept as raw bytes
// for the signature, so this scope reads JSON itself.
import { pspErrorSchema, pspNotificationSchema } from '@shop/contracts/psp-sandbox';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { DEFAULT_PSP, PSP_NAMES, type PspName } from '../../config/psp-routes.ts';
import { json } from '../../plugins/openapi.ts';
import { notificationPathOf } from '../payments/payment-services.ts';
import { handleNotification } from './notifications.service.ts';

const MAX_NOTIFICATION_BYTES = 64 * 1024;

export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_NOTIFICATION_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  // The PSP sandbox's (its own dialect), and one per other configured PSP, each checked by its adapter.
  const routes: [path: string, psp: PspName][] = [['/deposit/psp/notifications', DEFAULT_PSP]];
  for (const psp of PSP_NAMES) {
    if (psp !== DEFAULT_PSP && deps.payments.hasAdapter(psp)) routes.push([notificationPathOf(psp), psp]);
  }
  const answers = {
    200: json(
      z.object({ received: z.literal(true), duplicate: z.optional(z.literal(true)) }),
      'Taken (or taken before)',
    ),
    400: json(pspErrorSchema, 'stale_timestamp or invalid_body'),
    401: json(pspErrorSchema, 'invalid_signature'),
    503: json(pspErrorSchema, 'psp_unavailable: the PSP could not confirm it; sent again later'),
  };
  for (const [path, psp] of routes) {
    // The sandbox's dialect is a contract; another PSP's body is its own wire format, checked by its adapter.
    const schema = { ...(psp === DEFAULT_PSP ? { body: pspNotificationSchema } : {}), security: [], response: answers };
    app.post(path, { schema }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await handleNotification(deps, { rawBody, headers: request.headers }, psp);
      reply.status(answer.status).header('cache-control', 'no-store');
      const acknowledgement = deps.payments.adapterFor(psp).notificationAcknowledgement;
      if (answer.status === 200 && acknowledgement !== undefined) {
        return reply.header('content-type', acknowledgement.contentType).send(acknowledgement.body);
      }
      return reply.send(answer.body);
    });
  }
}
