// One place for the unexpected: log it (without secrets or bodies), answer 500 ["unexpected"] without internals;
// a database that is away (failover, restart) answers 503 ["503"] (SPEC §8), the operator API {code:'unavailable'}.
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

/** The operator API answers `{ code }` objects (docs/back-office.md), the platform API arrays. */
export function isOpsApiUrl(url: string): boolean {
  return url === '/ops/api' || url.startsWith('/ops/api/') || url.startsWith('/ops/api?');
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // A failover or restart of the database: expected, temporary, nothing was changed (the transaction did not
      // commit). SPEC §8's 503 sends the player home; the next request gets a fresh connection.
      request.log.warn({ err: error }, 'database unavailable');
      const answer = isOpsApiUrl(request.url) ? { code: 'unavailable' } : ['503'];
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(answer);
    }
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      // Malformed JSON, too large or unsupported bodies: the client's fault, the body itself is never logged.
      request.log.info({ code: error.code, status }, 'request rejected');
    }
    const answer = isOpsApiUrl(request.url) ? { code: status === 500 ? 'unexpected' : 'invalid_body' } : ['unexpected'];
    return reply.status(status).header('cache-control', 'no-store').send(answer);
  });
}
