// The platform's cookie session (`gd_session`): reading the player behind a request, setting and clearing the cookie.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, authDepsOf } from '../app-deps.ts';
import { userIdForSession } from '../modules/auth/auth.service.ts';

export const SESSION_COOKIE = 'gd_session';

export function sessionIdOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export async function sessionUserId(deps: AppDeps, request: FastifyRequest): Promise<number | null> {
  return userIdForSession(authDepsOf(deps), sessionIdOf(request));
}

export function setSessionCookie(deps: AppDeps, reply: FastifyReply, sessionId: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(deps: AppDeps, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicUrl.startsWith('https://'),
  });
}
