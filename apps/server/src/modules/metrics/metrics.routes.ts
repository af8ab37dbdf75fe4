// GET /metrics: the Prometheus text format, only for a scraper that sends METRICS_TOKEN as a bearer token.
// Without METRICS_TOKEN the route does not exist (404): metrics are never public by default.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './shop-metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the presented bearer token with the configured one. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export async function metricsRoutes(app: FastifyInstance, metrics: ShopMetrics, token: string | null): Promise<void> {
  if (token === null) return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ code: 'unauthorized' });
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
