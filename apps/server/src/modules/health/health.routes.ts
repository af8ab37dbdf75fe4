// GET /health: readiness with its details (contracts/health). The database decides 200 or 503; a PSP
// that does not answer only makes the answer `degraded` (see the contract for why). Its request lines
// are logged at debug (plugins/probe-log-controller.ts).
import type { Health } from '@shop/contracts/health';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { hotRows, prepared } from '../../db/database.ts';

const SELECT_ONE = prepared(CompiledQuery.raw('select 1'));

/**
 * The probe's one statement as the hot reads send theirs (db/database.ts, hotRows: straight from the pg pool on
 * PostgreSQL, through Kysely elsewhere): probes hit every instance every few seconds, and Kysely's path around one
 * query was the probe's largest cost of its own (issue 27, session 30: Kysely's connection provider, and pg copying
 * the query's config object on every call).
 */
async function isDatabaseUp(deps: AppDeps): Promise<boolean> {
  try {
    await hotRows(deps.db, SELECT_ONE);
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
