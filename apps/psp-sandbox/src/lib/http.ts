// Request plumbing shared by every route: the form-body parser of the hosted pages, one error handler and the
// 400 body of a refused request.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The hosted pages post plain HTML forms; a few lines spare a dependency on @fastify/formbody. */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );
}

/** Unexpected failures are logged and answered without internals; client mistakes (bad JSON) are 400s. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: error.code, status }, 'request rejected');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: status === 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST' });
  });
}

/** A 400 body that says which fields were wrong, never echoing their values. */
export function invalidRequestBody(error: z.ZodError) {
  return {
    error: 'INVALID_REQUEST',
    issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}
