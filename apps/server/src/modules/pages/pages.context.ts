// What every demo platform page needs: the logged-in player (if any), the language, the query and
// the HTML answer helpers.
import { resolveLanguage } from '@shop/domain/language';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionUserId } from '../../plugins/session.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';

const pageQuerySchema = z.object({
  lang: z.string().optional(),
  redirect: z.string().optional(),
  auth: z.string().optional(),
});
export function queryOf(request: FastifyRequest) {
  const parsed = pageQuerySchema.safeParse(request.query);
  return parsed.success ? parsed.data : {};
}

function browserLanguages(request: FastifyRequest): string[] {
  const header = request.headers['accept-language'] ?? '';
  return header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '');
}

export interface PageContext {
  userId: number | null;
  user: UserRow | undefined;
  language: ReturnType<typeof resolveLanguage>;
}

export async function pageContextOf(deps: AppDeps, request: FastifyRequest): Promise<PageContext> {
  const userId = await sessionUserId(deps, request);
  const user = userId === null ? undefined : await findUserById(deps.db, userId);
  const language = resolveLanguage({
    query: queryOf(request).lang,
    stored: user?.lang,
    userLocale: user?.locale,
    browser: browserLanguages(request),
  });
  return { userId: user === undefined ? null : userId, user, language };
}

export function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export function redirectToLogin(request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(`/platform/login?redirect=${encodeURIComponent(request.url)}`, 303);
}
