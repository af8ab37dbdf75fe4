// The console's dashboard and alert banner (any operator reads): GET /ops/api/dashboard?days=30 and
// GET /ops/api/alerts (the open alert episodes).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { json, opsError } from '../../plugins/openapi.ts';
import { operatorRequired } from '../operators/operator-guard.ts';
import { sendOpsError } from '../operators/ops-answers.ts';
import { listOpenAlerts } from './alerts.repository.ts';
import { dailySuccessRate, dailyVolume, funnelSince, payoutQueueAges } from './dashboard.repository.ts';

const MAX_DAYS = 90;

export async function alertsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const anyOperator = { onRequest: operatorRequired(deps) };

  // These two answers have no contract yet (their shapes are the repositories' return types): documented as objects.
  const alertsSchema = {
    response: { 200: json(z.object({ alerts: z.array(z.looseObject({})) }), 'The open alert episodes (AlertView)') },
  };
  const dashboardSchema = {
    querystring: z.object({ days: z.optional(z.string()) }),
    response: {
      200: json(z.looseObject({}), 'days, since, volume, successRate, funnel and payoutQueue of the last `days` days'),
      400: opsError('invalid_body: days is not 1 to 90'),
    },
  };
  app.get('/ops/api/alerts', { ...anyOperator, schema: alertsSchema }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ alerts: await listOpenAlerts(deps.db) });
  });

  app.get('/ops/api/dashboard', { ...anyOperator, schema: dashboardSchema }, async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).days;
    const days = raw === undefined ? 30 : Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
      return sendOpsError(reply, 400, 'invalid_body', { fields: { days: 'invalid' } });
    const now = deps.clock.now();
    const sinceDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
    const [volume, successRate, funnel, payoutQueue] = await Promise.all([
      dailyVolume(deps.db, sinceDay),
      dailySuccessRate(deps.db, sinceDay),
      funnelSince(deps.db, sinceDay.toISOString().slice(0, 10)),
      payoutQueueAges(deps.db, now),
    ]);
    return reply
      .header('cache-control', 'no-store')
      .send({ days, since: sinceDay.toISOString().slice(0, 10), volume, successRate, funnel, payoutQueue });
  });
}
