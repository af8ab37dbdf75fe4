// GET /health: 200 when the database answers `select 1`, 503 otherwise (contracts/health).
import type { Health } from '@shop/contracts/health';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';

async function isDatabaseUp(deps: AppDeps): Promise<boolean> {
  try {
    await sql`select 1`.execute(deps.db);
    return true;
  } catch {
    return false;
  }
}

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await isDatabaseUp(deps)) return reply.send({ status: 'ok', database: 'up' } satisfies Health);
    request.log.warn('health check: database does not answer');
    return reply.status(503).send({ status: 'unavailable', database: 'down' } satisfies Health);
  });
}
