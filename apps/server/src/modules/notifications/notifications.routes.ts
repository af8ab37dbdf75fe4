// POST /deposit/psp/notifications: no bearer token (the PSP signs instead). The body is kept as raw bytes
// for the signature, so this scope reads JSON itself.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { handleNotification } from './notifications.service.ts';

const MAX_NOTIFICATION_BYTES = 64 * 1024;

export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_NOTIFICATION_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/deposit/psp/notifications', async (request, reply) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const answer = await handleNotification(deps, { rawBody, headers: request.headers });
    return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  });
}
