// Session routes check the session before Fastify reads the body: an onRequest hook, so a caller without a
// valid `gd_session` cannot make the server parse anything (issue 9 point 6). The handler still reads the
// player itself; this only refuses early, the same way the handler would.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { redirectToLogin } from '../modules/pages/pages.context.ts';
import { sessionUserId } from './session.ts';

type Refusal = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

function sessionRequired(deps: AppDeps, refuse: Refusal): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if ((await sessionUserId(deps, request)) === null) return refuse(request, reply);
  };
}

/** For the platform API (/gd/rest/*): 401 ["not-logged-in"], like the handlers. */
export function apiSessionRequired(deps: AppDeps): onRequestAsyncHookHandler {
  return sessionRequired(deps, (_request, reply) =>
    reply.status(401).header('cache-control', 'no-store').send(['not-logged-in']),
  );
}

/** For the platform's HTML forms: to the login page, like the handlers. */
export function pageSessionRequired(deps: AppDeps): onRequestAsyncHookHandler {
  return sessionRequired(deps, redirectToLogin);
}
