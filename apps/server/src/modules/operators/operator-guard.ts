// The console's session check: an onRequest hook (before any body is read) that admits only a live `shop_ops`
// session of an enabled operator, and, when roles are given, only an operator holding one of them. The player's
// `gd_session` cookie and deposit bearer tokens are never looked at here, so they never open /ops/api/*.
import type {} from '@fastify/cookie';
import {
  type OperatorRole as ContractOperatorRole,
  OPERATOR_SESSION_COOKIE,
  type OperatorLanguage,
} from '@shop/contracts/operator';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { operatorForSession, type SessionDeps } from './operators.service.ts';

export type OperatorRole = ContractOperatorRole;

export interface OperatorPrincipal {
  id: number;
  email: string;
  displayName: string;
  roles: OperatorRole[];
  language: OperatorLanguage;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorPrincipal;
  }
}

/** Only sent to /ops: the shop and platform never see it. */
const COOKIE_PATH = '/ops';

export function operatorSessionIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[OPERATOR_SESSION_COOKIE];
}

function refuse(reply: FastifyReply, status: 401 | 403, code: 'not_authenticated' | 'forbidden' | 'totp_required') {
  return reply.status(status).header('cache-control', 'no-store').send({ code });
}

/**
 * A money action (refund, payout decision, four-eyes request or decision, block lift, dispute decision) and the
 * management of operators need a TOTP code accepted within this many seconds (issue 25 point 7); older, the
 * answer is 403 `totp_required` and nothing is changed: the console asks for a code (POST /ops/api/session/totp)
 * and repeats the action once. OPERATOR_TOTP_FRESH_SECONDS, 15 minutes by default.
 */
export type GuardOptions = { freshTotp?: boolean };

/**
 * onRequest hook: 401 not_authenticated without a valid shop_ops session, 403 forbidden without one of `roles`,
 * and with `freshTotp` 403 totp_required when the session's last accepted TOTP code is older than
 * OPERATOR_TOTP_FRESH_SECONDS. Sets request.operator.
 */
export function operatorRequired(
  deps: AppDeps | SessionDeps,
  roles?: readonly OperatorRole[],
  options: GuardOptions = {},
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const session = await operatorForSession(deps, operatorSessionIdOf(request));
    if (session === null) return refuse(reply, 401, 'not_authenticated');
    const { operator } = session;
    if (roles !== undefined && !roles.some((role) => operator.roles.includes(role))) {
      request.log.info({ operatorId: operator.id, path: request.routeOptions.url }, 'operator lacks the role');
      return refuse(reply, 403, 'forbidden');
    }
    if (options.freshTotp === true && !totpIsFresh(deps, session.totpVerifiedAt)) {
      request.log.info({ operatorId: operator.id, path: request.routeOptions.url }, 'fresh TOTP code required');
      return refuse(reply, 403, 'totp_required');
    }
    request.operator = operator;
  };
}

/** Whether a TOTP code accepted at `verifiedAt` still counts for a money action now. */
export function totpIsFresh(deps: AppDeps | SessionDeps, verifiedAt: Date): boolean {
  return deps.clock.now().getTime() - verifiedAt.getTime() <= deps.config.operatorTotpFreshSeconds * 1000;
}

/** The guard of every money action and of operator management: the roles, and a TOTP code of the last minutes. */
export function moneyActionRequired(
  deps: AppDeps | SessionDeps,
  roles: readonly OperatorRole[],
): onRequestAsyncHookHandler {
  return operatorRequired(deps, roles, { freshTotp: true });
}

/** The operator the guard admitted; throws when a route forgot the guard (a programming error, answered 500). */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (request.operator === undefined) throw new Error('route without operatorRequired');
  return request.operator;
}

function cookieOptions(deps: AppDeps) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
  };
}

export function setOperatorCookie(deps: AppDeps, reply: FastifyReply, sessionId: string): void {
  // A session cookie (no Expires): the server's idle life ends the session; closing the browser drops the cookie.
  reply.setCookie(OPERATOR_SESSION_COOKIE, sessionId, cookieOptions(deps));
}

export function clearOperatorCookie(deps: AppDeps, reply: FastifyReply): void {
  reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions(deps));
}
