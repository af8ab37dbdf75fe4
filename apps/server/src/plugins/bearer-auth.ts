// Bearer-token check for every /deposit/* route: 401 ["not-authenticated"] or 403 ["forbidden"], else the player id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, authDepsOf } from '../app-deps.ts';
import {
  authenticateDepositToken,
  recallDepositTokenCheck,
  type TokenCheckResult,
} from '../modules/auth/auth.service.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;
const authenticatedUsers = new WeakMap<FastifyRequest, number>();

/** The token of an `Authorization: Bearer …` header, or null when there is none or it is malformed. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/**
 * Adds the token check to every route of the given (encapsulated) scope, and `cache-control: no-store` to every
 * answer of the scope: they are all personal data. Callback hooks, and the check answers synchronously when the
 * token cache knows the token (issue 11: a promise per hook per call was measurable on the status poll); the
 * database is asked only otherwise.
 */
export function requireDepositToken(scope: FastifyInstance, deps: AppDeps): void {
  const authDeps = authDepsOf(deps);
  const apply = (request: FastifyRequest, reply: FastifyReply, result: TokenCheckResult) => {
    if (result.ok) authenticatedUsers.set(request, result.userId);
    else
      reply
        .status(result.code === 'forbidden' ? 403 : 401)
        .header('cache-control', 'no-store')
        .send([result.code]);
  };
  scope.addHook('onRequest', (request, reply, done) => {
    const token = bearerTokenOf(request);
    const recalled = recallDepositTokenCheck(authDeps, token);
    if (recalled !== undefined) {
      apply(request, reply, recalled);
      done();
      return;
    }
    authenticateDepositToken(authDeps, token).then(
      (result) => {
        apply(request, reply, result);
        done();
      },
      (error: Error) => done(error),
    );
  });
  // Set last, so the header keeps its place after content-type in every answer.
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The player a deposit route runs for; only valid inside a scope guarded by requireDepositToken. */
export function depositUserIdOf(request: FastifyRequest): number {
  const userId = authenticatedUsers.get(request);
  if (userId === undefined) throw new Error('depositUserIdOf called on a route without requireDepositToken');
  return userId;
}
