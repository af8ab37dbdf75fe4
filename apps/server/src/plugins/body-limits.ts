// Limits on what any request may carry, checked before a handler runs: a body size (Fastify's bodyLimit, set
// from MAX_BODY_BYTES), a JSON nesting depth checked before the document is built, and no NUL or lone
// surrogate in any body, query or path parameter. Refusals answer 400 ["unexpected"] through the error handler.
import type { FastifyInstance } from 'fastify';
import { containsUnstorableText, exceedsJsonDepth } from '../lib/hostile-input.ts';

/** The largest request body (our largest real one, a support message, is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

function badRequest(code: string, message: string): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode: 400, code });
}

export function registerBodyLimits(app: FastifyInstance): void {
  // Fastify's own parser (it refuses __proto__ and constructor.prototype keys), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text)) {
      done(badRequest('SHOP_JSON_TOO_DEEP', 'JSON body nested too deeply'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A callback hook: it runs on every request, and a promise per request is measurable (issue 11).
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      containsUnstorableText(request.params) ||
      containsUnstorableText(request.query) ||
      containsUnstorableText(request.body)
    ) {
      done(badRequest('SHOP_UNSTORABLE_TEXT', 'NUL or lone surrogate in the request'));
      return;
    }
    done();
  });
}
