// POST /v1/tokens: the one call browsers make directly (CORS for localhost origins, preflight answered).
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { allowOrigin, isAllowedOrigin } from '../../lib/cors.ts';
import { createSecurityCodeToken, createToken, tokenRequestSchema, toTokenAnswer } from './tokens.service.ts';

export async function tokenRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.options('/v1/tokens', async (request, reply) => {
    const origin = request.headers.origin;
    if (!isAllowedOrigin(origin, deps.config.publicUrl)) return reply.status(403).send();
    allowOrigin(reply, origin);
    return reply
      .status(204)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send();
  });

  app.post('/v1/tokens', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    // Calls without an Origin header (scripts, tests) are not browsers and need no CORS.
    if (origin !== undefined) {
      if (!isAllowedOrigin(origin, deps.config.publicUrl)) {
        return reply.status(403).send({ error: 'ORIGIN_NOT_ALLOWED' });
      }
      allowOrigin(reply, origin);
    }
    const parsed = tokenRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: 'FAILED' });
    if (parsed.data.cvcOnly === true) {
      const code = createSecurityCodeToken(deps.store, parsed.data);
      if (!code.ok) return reply.status(400).send({ error: code.error });
      return reply.status(201).send({ token: code.code.token, singleUse: true });
    }
    const result = createToken(deps.store, parsed.data, deps.clock.now());
    if (!result.ok) return reply.status(400).send({ error: result.error });
    return reply.status(201).send(toTokenAnswer(result.card));
  });
}
