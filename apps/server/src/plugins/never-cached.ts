// Answers no cache may keep (a player's money, the test API): `cache-control: no-store` on every answer of a scope.
import type { FastifyInstance } from 'fastify';

export function neverCached(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
