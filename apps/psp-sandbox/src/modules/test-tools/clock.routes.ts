// The test clock (API key): GET /v1/test/clock reads sandbox time; POST moves it forward, by
// `advanceSeconds` or to `now`, and at once runs the work that fell due (returned SEPA debits).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { invalidRequestBody } from '../../lib/http.ts';
import { returnDueDebits } from '../recurring/sepa-returns.ts';

/** A century per call is plenty, and keeps the clock inside what a Date can hold. */
const MAX_ADVANCE_SECONDS = 100 * 366 * 86_400;

const clockMoveSchema = z.union([
  z.strictObject({ advanceSeconds: z.number().finite().max(MAX_ADVANCE_SECONDS) }),
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
]);

export async function clockRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get('/v1/test/clock', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ now: deps.clock.now().toISOString() });
  });

  app.post('/v1/test/clock', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = clockMoveSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
    const move = parsed.data;
    // Only forward, as with Stripe's test clocks: what already happened stays in the past.
    const moved =
      'now' in move ? deps.clock.moveTo(new Date(move.now)) : deps.clock.advance(move.advanceSeconds * 1000);
    if (!moved) return reply.status(400).send({ error: 'CLOCK_BACKWARDS' });
    request.log.info({ now: deps.clock.now().toISOString() }, 'test clock moved');
    returnDueDebits(deps, request.log);
    return reply.send({ now: deps.clock.now().toISOString() });
  });
}
