// GET /health: readiness with its details (contracts/health). The database decides 200 or 503; a PSP
// that does not answer only makes the answer `degraded` (see the contract for why). Its request lines
// are logged at debug (plugins/probe-log-controller.ts).
import type { Health } from '@shop/contracts/health';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { prepared } from '../../db/database.ts';

const SELECT_ONE = prepared(CompiledQuery.raw('select 1'));

async function isDatabaseUp(deps: AppDeps): Promise<boolean> {
  try {
    await deps.db.executeQuery(SELECT_ONE);
    return true;
  } catch {
    return false;
  }
}

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [databaseUp, pspUp] = await Promise.all([isDatabaseUp(deps), deps.payments.isAvailable()]);
    const psp = pspUp ? 'up' : 'down';
    if (databaseUp) return reply.send({ status: pspUp ? 'ok' : 'degraded', database: 'up', psp } satisfies Health);
    request.log.warn('health check: database does not answer');
    return reply.status(503).send({ status: 'unavailable', database: 'down', psp } satisfies Health);
  });
}
