// GET /v1/ideal/issuers: the banks a shopper may pick for iDEAL.
import type { FastifyInstance } from 'fastify';
import { IDEAL_ISSUERS } from './ideal-issuers.ts';

export async function idealRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/ideal/issuers', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(IDEAL_ISSUERS),
  );
}
