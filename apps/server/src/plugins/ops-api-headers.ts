// Every answer of the operator API (/ops/api/*) is personal data of players or operators: never stored by a
// browser or proxy cache, whatever route answers (docs/back-office.md "Every answer has cache-control: no-store").
import type { FastifyInstance } from 'fastify';
import { isOpsApiUrl } from './error-handler.ts';

export function registerOpsApiHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is measurable (issue 11).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isOpsApiUrl(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
