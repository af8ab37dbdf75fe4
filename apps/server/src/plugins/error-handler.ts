// One place for the unexpected: log it (without secrets or bodies), answer 500 ["unexpected"] without internals.
import type { FastifyError, FastifyInstance } from 'fastify';

/** The operator API answers `{ code }` objects (docs/back-office.md), the platform API arrays. */
export function isOpsApiUrl(url: string): boolean {
  return url === '/ops/api' || url.startsWith('/ops/api/') || url.startsWith('/ops/api?');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
