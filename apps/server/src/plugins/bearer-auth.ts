// Bearer-token check for every /deposit/* route: 401 ["not-authenticated"] or 403 ["forbidden"], else the player id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppDeps, authDepsOf } from '../app-deps.ts';
import { authenticateDepositToken } from '../modules/auth/auth.service.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;
const authenticatedUsers = new WeakMap<FastifyRequest, number>();

/** The token of an `Authorization: Bearer …` header, or null when there is none or it is malformed. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/** Adds the token check to every route of the given (encapsulated) scope. */
export function requireDepositToken(scope: FastifyInstance, deps: AppDeps): void {
  scope.addHook('onRequest', async (request, reply) => {
    const result = await authenticateDepositToken(authDepsOf(deps), bearerTokenOf(request));
    if (!result.ok) {
      const status = result.code === 'forbidden' ? 403 : 401;
      return reply.status(status).header('cache-control', 'no-store').send([result.code]);
    }
    authenticatedUsers.set(request, result.userId);
  });
}

/** The player a deposit route runs for; only valid inside a scope guarded by requireDepositToken. */
export function depositUserIdOf(request: FastifyRequest): number {
  const userId = authenticatedUsers.get(request);
  if (userId === undefined) throw new Error('depositUserIdOf called on a route without requireDepositToken');
  return userId;
}
