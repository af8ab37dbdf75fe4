// The host platform's API (SPEC §7): /gd/rest/me/userData, the deposit token, the payment navigation target.
import { errorListSchema } from '@shop/contracts/errors';
import { EXPRESS_ENTRY } from '@shop/contracts/express';
import { paymentNavigationTargetSchema } from '@shop/contracts/navigation';
import {
  addressReadSchema,
  addressWriteForbiddenSchema,
  addressWriteRedirectSchema,
  addressWriteSchema,
  userDataSchema,
} from '@shop/contracts/user';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AppDeps, authDepsOf } from '../../app-deps.ts';
import { json, noBody, text } from '../../plugins/openapi.ts';
import { sessionIdOf, sessionUserId } from '../../plugins/session.ts';
import { apiSessionRequired } from '../../plugins/session-guard.ts';
import { issueDepositToken } from '../auth/auth.service.ts';
import { getNavigationTarget, getSessionUserData, saveAddress } from './platform.service.ts';

const navigationQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  /** `express`: the platform's quick deposit enters the shop (issue 8); anything else is a normal entry. */
  entry: z.string().max(40).optional(),
});

export async function platformRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Everything here is about one logged-in player: never cached by anyone. A callback hook: userData is the most
  // called GET of all (every page waits for it), and a promise per answer is measurable (issue 11).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const notLoggedIn = json(errorListSchema, '["not-logged-in"]: no platform session (SPEC §8)');
  const userDataAnswers = {
    querystring: z.object({ fields: z.string().optional() }),
    response: {
      200: json(z.union([userDataSchema, addressReadSchema]), 'The user fields; with fields=address the address'),
      401: notLoggedIn,
    },
  };
  app.get('/gd/rest/me/userData', { schema: userDataAnswers }, async (request, reply) => {
    // What `z.object({ fields: z.string().optional() }).safeParse(query)` decides here, without a parse per call
    // (issue 27): only the one string `address` asks for the address; anything else (none, a repeated parameter) not.
    const wantsAddress = (request.query as { fields?: unknown } | undefined)?.fields === 'address';
    // The session and its player in one statement (issue 27: every page waits for this call).
    const answer = await getSessionUserData(deps, sessionIdOf(request), wantsAddress);
    if (answer === null) return reply.status(401).send(['not-logged-in']);
    return reply.send(answer);
  });

  const saveSchema = {
    body: addressWriteSchema,
    response: {
      204: noBody('Saved'),
      401: notLoggedIn,
      403: json(addressWriteForbiddenSchema, 'Refused: the first item is the SPEC §8 code (11-20, 29, …)'),
      409: json(addressWriteRedirectSchema, 'The address is locked: the browser navigates to the redirect'),
    },
  };
  const saveRoute = { onRequest: apiSessionRequired(deps), schema: saveSchema };
  app.post('/gd/rest/me/userData', saveRoute, async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const result = await saveAddress(deps, userId, request.body);
    switch (result.kind) {
      case 'saved':
        return reply.status(204).send();
      case 'invalid':
        return reply.status(403).send(result.codes);
      case 'locked':
        return reply.status(409).send({ redirect: result.redirect });
      case 'unknown-user':
        return reply.status(401).send(['not-logged-in']);
    }
  });

  const tokenSchema = {
    querystring: z.object({ ts: z.string().optional() }),
    response: {
      200: text('The deposit bearer token'),
      401: text('not-logged-in or not-authenticated'),
      403: text('forbidden'),
    },
  };
  app.get('/gd/rest/oauth2/auth/classic/deposit', { schema: tokenSchema }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    const userId = await sessionUserId(deps, request);
    const sessionId = sessionIdOf(request);
    if (userId === null || sessionId === undefined) return reply.status(401).send('not-logged-in');
    const result = await issueDepositToken(authDepsOf(deps), userId, sessionId);
    if (!result.ok) return reply.status(result.code === 'forbidden' ? 403 : 401).send(result.code);
    return reply.send(result.token);
  });

  const navigationSchema = {
    querystring: navigationQuerySchema,
    response: {
      200: json(paymentNavigationTargetSchema, 'Where the shop starts: SHOP_WEB, EXPRESS_PAYMENT or ACCESS_DENIED'),
      401: notLoggedIn,
      403: json(errorListSchema, '["forbidden"]: userId is not the session’s player'),
    },
  };
  app.get('/gd/rest/paymentNavigationTarget', { schema: navigationSchema }, async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const query = navigationQuerySchema.safeParse(request.query);
    if (!query.success || query.data.userId !== userId) return reply.status(403).send(['forbidden']);
    const target = await getNavigationTarget(deps, userId, { express: query.data.entry === EXPRESS_ENTRY });
    if (target === null) return reply.status(401).send(['not-logged-in']);
    return reply.send(target);
  });
}
