// The host platform's API (SPEC §7): /gd/rest/me/userData, the deposit token, the payment navigation target.
import { EXPRESS_ENTRY } from '@shop/contracts/express';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AppDeps, authDepsOf } from '../../app-deps.ts';
import { sessionIdOf, sessionUserId } from '../../plugins/session.ts';
import { apiSessionRequired } from '../../plugins/session-guard.ts';
import { issueDepositToken } from '../auth/auth.service.ts';
import { getAddress, getNavigationTarget, getUserData, saveAddress } from './platform.service.ts';

const userDataQuerySchema = z.object({ fields: z.string().optional() });
const navigationQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  /** `express`: the platform's quick deposit enters the shop (issue 8); anything else is a normal entry. */
  entry: z.string().max(40).optional(),
});

export async function platformRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Everything here is about one logged-in player: never cached by anyone.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/gd/rest/me/userData', async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const query = userDataQuerySchema.safeParse(request.query);
    const wantsAddress = query.success && query.data.fields === 'address';
    const answer = wantsAddress ? await getAddress(deps, userId) : await getUserData(deps, userId);
    if (answer === null) return reply.status(401).send(['not-logged-in']);
    return reply.send(answer);
  });

  app.post('/gd/rest/me/userData', { onRequest: apiSessionRequired(deps) }, async (request, reply) => {
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

  app.get('/gd/rest/oauth2/auth/classic/deposit', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    const userId = await sessionUserId(deps, request);
    const sessionId = sessionIdOf(request);
    if (userId === null || sessionId === undefined) return reply.status(401).send('not-logged-in');
    const result = await issueDepositToken(authDepsOf(deps), userId, sessionId);
    if (!result.ok) return reply.status(result.code === 'forbidden' ? 403 : 401).send(result.code);
    return reply.send(result.token);
  });

  app.get('/gd/rest/paymentNavigationTarget', async (request, reply) => {
    const userId = await sessionUserId(deps, request);
    if (userId === null) return reply.status(401).send(['not-logged-in']);
    const query = navigationQuerySchema.safeParse(request.query);
    if (!query.success || query.data.userId !== userId) return reply.status(403).send(['forbidden']);
    const target = await getNavigationTarget(deps, userId, { express: query.data.entry === EXPRESS_ENTRY });
    if (target === null) return reply.status(401).send(['not-logged-in']);
    return reply.send(target);
  });
}
