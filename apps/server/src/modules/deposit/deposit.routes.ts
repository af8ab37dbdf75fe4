// The deposit API (SPEC §7 /deposit/*). Every route here sits behind the bearer-token check.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { getShop, shopJson } from './deposit.service.ts';

const shopQuerySchema = z.object({ currencyType: z.enum(['REAL', 'VIRTUAL']) });

export async function depositRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  app.get('/deposit/shop', async (request, reply) => {
    // currencyType only says which kind of shop the client expects; the player's currency picks the catalogue.
    if (!shopQuerySchema.safeParse(request.query).success) return reply.status(400).send(['invalid_currency_type']);
    const result = await getShop(deps, depositUserIdOf(request));
    if (!result.ok) return reply.status(result.status).send([result.code, ...(result.details ?? [])]);
    // The same bytes Fastify's JSON.stringify would send, with the catalogue's parts serialised once (shopJson).
    return reply.type('application/json; charset=utf-8').send(shopJson(result.shop));
  });
}
