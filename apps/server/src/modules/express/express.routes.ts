// Express payment calls of SPEC §7, behind the bearer token: the player's settings and making a method the
// favourite. Refusals are JSON lists of one code (contracts/express.ts).
import { errorListSchema } from '@shop/contracts/errors';
import { expressSettingsSchema, expressSubscriptionRequestSchema } from '@shop/contracts/express';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { json } from '../../plugins/openapi.ts';
import { listExpressSettings, subscribeExpress } from './express.service.ts';

export async function expressRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  const notAuthenticated = json(errorListSchema, '["not-authenticated"]: the token’s player is gone');
  const settingsAnswer = json(expressSettingsSchema, 'The player’s express-capable methods: favourite and available');
  const settingsSchema = { response: { 200: settingsAnswer, 401: notAuthenticated } };
  app.get('/deposit/shop/express/settings', { schema: settingsSchema }, async (request, reply) => {
    const settings = await listExpressSettings(deps, depositUserIdOf(request));
    if (settings === null) return reply.status(401).send(['not-authenticated']);
    return reply.send(settings);
  });

  const subscribeSchema = {
    body: expressSubscriptionRequestSchema,
    response: {
      200: settingsAnswer,
      400: json(errorListSchema, '["express-not-supported"] or ["unexpected"] (bad body)'),
      401: notAuthenticated,
      403: json(errorListSchema, '["express-not-allowed"]: not a money player; ["forbidden"]: not this player’s token'),
      409: json(errorListSchema, '["express-not-available"]: nothing stored to charge yet'),
    },
  };
  app.post('/deposit/shop/express/subscription', { schema: subscribeSchema }, async (request, reply) => {
    const result = await subscribeExpress(deps, depositUserIdOf(request), request.body);
    if (!result.ok) return reply.status(result.status).send([result.code]);
    return reply.send(result.settings);
  });
}
