// The payout calls of SPEC §7, on the platform's cookie session: GET and POST /gd/rest/payout and the
// password step-up POST /gd/rest/oauth2/auth. The payout itself also needs `Authorization: Bearer <payout token>`.
import { errorListSchema } from '@shop/contracts/errors';
import {
  payoutAuthRequestSchema,
  payoutAuthResponseSchema,
  payoutInfoSchema,
  payoutRequestSchema,
  payoutResponseSchema,
} from '@shop/contracts/payout';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { bearerTokenOf } from '../../plugins/bearer-auth.ts';
import { neverCached } from '../../plugins/never-cached.ts';
import { json } from '../../plugins/openapi.ts';
import { sessionIdOf, sessionUserId } from '../../plugins/session.ts';
import { apiSessionRequired } from '../../plugins/session-guard.ts';
import { issuePayoutToken } from './payout-auth.service.ts';
import { getPayoutInfo } from './payout-info.service.ts';
import { requestPayout } from './payout-request.service.ts';

export async function payoutsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Everything here is about one logged-in player's money: never cached by anyone.
  neverCached(app);

  const notLoggedIn = json(errorListSchema, '["not-logged-in"]');
  const notAllowed = json(errorListSchema, '["not-allowed"]: no payout for this player (SPEC §8)');
  const infoSchema = {
    response: {
      200: json(payoutInfoSchema, 'Payout data: methods, limits, blockers'),
      401: notLoggedIn,
      403: notAllowed,
    },
  };
  app.get('/gd/rest/payout', { schema: infoSchema }, async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const outcome = await getPayoutInfo(deps, userId);
    if (outcome.kind === 'not-logged-in') return reply.status(401).send(['not-logged-in']);
    if (outcome.kind === 'not-allowed') return reply.status(403).send(['not-allowed']);
    return reply.send(outcome.info);
  });

  const authSchema = {
    body: payoutAuthRequestSchema,
    response: {
      200: json(payoutAuthResponseSchema, 'successful with a payout token, or reason invalidPassword'),
      400: json(errorListSchema, '["unexpected"]: not {password, type: payout}'),
      401: notLoggedIn,
      429: json(payoutAuthResponseSchema, 'reason tooManyAttempts; retry after Retry-After seconds'),
    },
  };
  const authRoute = { onRequest: apiSessionRequired(deps), schema: authSchema };
  app.post('/gd/rest/oauth2/auth', authRoute, async (request, reply) => {
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

  const payoutSchema = {
    body: payoutRequestSchema,
    response: {
      200: json(payoutResponseSchema, 'Requested, or payoutErrors saying why not (SPEC §8)'),
      400: json(errorListSchema, '["unexpected"]: not a payout request'),
      401: notLoggedIn,
      403: notAllowed,
    },
  };
  app.post('/gd/rest/payout', { onRequest: apiSessionRequired(deps), schema: payoutSchema }, async (request, reply) => {
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
