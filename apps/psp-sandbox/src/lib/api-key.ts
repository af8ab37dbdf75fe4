// Server-to-sandbox calls carry `Authorization: Bearer <PSP_SANDBOX_API_KEY>`; anything else is 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function requireApiKey(scope: FastifyInstance, apiKey: string): void {
  const expected = digest(`Bearer ${apiKey}`);
  scope.addHook('onRequest', async (request, reply) => {
    const given = request.headers.authorization;
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return;
    return reply.status(401).header('cache-control', 'no-store').send({ error: 'unauthorized' });
  });
}
