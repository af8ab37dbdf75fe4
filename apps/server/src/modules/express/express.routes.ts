// Express payment calls of SPEC §7, behind the bearer token: the player's settings and making a method the
// favourite. Refusals are JSON lists of one code (contracts/express.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { listExpressSettings, subscribeExpress } from './express.service.ts';

export async function expressRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  app.get('/deposit/shop/express/settings', async (request, reply) => {
    const settings = await listExpressSettings(deps, depositUserIdOf(request));
    if (settings === null) return reply.status(401).send(['not-authenticated']);
    return reply.send(settings);
  });

  app.post('/deposit/shop/express/subscription', async (request, reply) => {
    const result = await subscribeExpress(deps, depositUserIdOf(request), request.body);
    if (!result.ok) return reply.status(result.status).send([result.code]);
    return reply.send(result.settings);
  });
}
