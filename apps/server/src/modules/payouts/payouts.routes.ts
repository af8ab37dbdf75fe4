// The payout calls of SPEC §7, on the platform's cookie session: GET and POST /gd/rest/payout and the
// password step-up POST /gd/rest/oauth2/auth. The payout itself also needs `Authorization: Bearer <payout token>`.
import { payoutAuthRequestSchema } from '@shop/contracts/payout';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { bearerTokenOf } from '../../plugins/bearer-auth.ts';
import { sessionIdOf, sessionUserId } from '../../plugins/session.ts';
import { apiSessionRequired } from '../../plugins/session-guard.ts';
import { issuePayoutToken } from './payout-auth.service.ts';
import { getPayoutInfo } from './payout-info.service.ts';
import { requestPayout } from './payout-request.service.ts';

export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Everything here is about one logged-in player's money: never cached by anyone.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/gd/rest/payout', async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const outcome = await getPayoutInfo(deps, userId);
    if (outcome.kind === 'not-logged-in') return reply.status(401).send(['not-logged-in']);
    if (outcome.kind === 'not-allowed') return reply.status(403).send(['not-allowed']);
    return reply.send(outcome.info);
  });

  app.post('/gd/rest/oauth2/auth', { onRequest: apiSessionRequired(deps) }, async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    const sessionId = sessionIdOf(request);
    if (userId === null || sessionId === undefined) return reply.status(401).send(['not-logged-in']);
    const body = payoutAuthRequestSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    const outcome = await issuePayoutToken(deps, {
      userId,
      sessionId,
      password: body.data.password,
      clientAddress: request.ip,
    });
    switch (outcome.kind) {
      case 'issued':
        return reply.send({ successful: true, reason: null, token: outcome.token });
      case 'invalid-password':
        return reply.send({ successful: false, reason: 'invalidPassword', token: null });
      case 'too-many-attempts':
        return reply
          .status(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({ successful: false, reason: 'tooManyAttempts', token: null });
      case 'not-logged-in':
        return reply.status(401).send(['not-logged-in']);
    }
  });

  app.post('/gd/rest/payout', { onRequest: apiSessionRequired(deps) }, async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const outcome = await requestPayout(deps, { userId, token: bearerTokenOf(request), body: request.body });
    switch (outcome.kind) {
      case 'answer':
        return reply.send(outcome.response);
      case 'invalid-body':
        return reply.status(400).send(['unexpected']);
      case 'not-allowed':
        return reply.status(403).send(['not-allowed']);
      case 'not-logged-in':
        return reply.status(401).send(['not-logged-in']);
    }
  });
}
