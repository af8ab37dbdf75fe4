// The deposit API (SPEC §7 /deposit/*). Every route here sits behind the bearer-token check.
import { errorListSchema } from '@shop/contracts/errors';
import { shopResponseSchema } from '@shop/contracts/shop';
import { currencyTypeSchema } from '@shop/contracts/user';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { json } from '../../plugins/openapi.ts';
import { getShop, shopJson } from './deposit.service.ts';

const CURRENCY_TYPES: readonly unknown[] = ['REAL', 'VIRTUAL'];

/**
 * What `z.object({ currencyType: z.enum(['REAL', 'VIRTUAL']) }).safeParse(query).success` says, without a parse
 * per call (issue 11): the query parser's object with one of the two types (a repeated parameter is an array).
 */
function isShopQuery(query: unknown): boolean {
  return (
    typeof query === 'object' &&
    query !== null &&
    !Array.isArray(query) &&
    CURRENCY_TYPES.includes((query as { currencyType?: unknown }).currencyType)
  );
}

export async function depositRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  const schema = {
    querystring: z.object({ currencyType: currencyTypeSchema }),
    response: {
      200: json(shopResponseSchema, 'The catalogue: providers, packages, currency, limits, bonus advertisement'),
      400: json(errorListSchema, 'invalid_currency_type, or no_purchasables (deposit limit reached, SPEC §8)'),
      401: json(errorListSchema, '["not-authenticated"]: the token’s player is gone (SPEC §8)'),
      503: json(errorListSchema, '["503"]: no provider or no package to offer (SPEC §8)'),
    },
  };
  app.get('/deposit/shop', { schema }, async (request, reply) => {
    // currencyType only says which kind of shop the client expects; the player's currency picks the catalogue.
    if (!isShopQuery(request.query)) return reply.status(400).send(['invalid_currency_type']);
    const result = await getShop(deps, depositUserIdOf(request));
    if (!result.ok) return reply.status(result.status).send([result.code, ...(result.details ?? [])]);
    // The same bytes Fastify's JSON.stringify would send, with the catalogue's parts serialised once (shopJson).
    return reply.type('application/json; charset=utf-8').send(shopJson(result.shop));
  });
}
