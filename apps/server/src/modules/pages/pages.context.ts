// What every demo platform page needs: the logged-in player (if any), the language, the query and
// the HTML answer helpers.
import { type Language, normalizeLanguage, resolveLanguage } from '@shop/domain/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The language a page was asked for in its address (?lang=), if it names a supported one. */
function queryLanguage(request: FastifyRequest): Language | undefined {
  return normalizeLanguage(queryOf(request).lang);
}

/** A path on this origin ("/…", not "//host") with `lang` added unless it names one already. */
export function withLanguage(target: string, language: Language): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  const url = new URL(target, 'http://page.invalid');
  if (url.searchParams.has('lang')) return target;
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

const LOCAL_LINK = /\b(href|action)="(\/(?!\/)[^"]*)"/g;

/** Every same-origin link and form action of a page, with `lang` added (the HTML escapes & as &amp;). */
export function linksWithLanguage(html: string, language: Language): string {
  return html.replace(LOCAL_LINK, (whole, attribute: string, escaped: string) => {
    const target = escaped.replaceAll('&amp;', '&');
    const kept = withLanguage(target, language);
    return kept === target ? whole : `${attribute}="${kept.replaceAll('&', '&amp;')}"`;
  });
}

/**
 * Issue 24 point 10: a page asked for in a language (?lang=, e.g. English for a German player) keeps it through its
 * links, its forms and the redirects after them; otherwise the next page fell back to the player's saved language.
 * One hook for a scope's pages, so no link or redirect can forget it.
 */
export function keepPageLanguage(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const language = queryLanguage(request);
    if (language === undefined) return payload;
    const location = reply.getHeader('location');
    if (typeof location === 'string') reply.header('location', withLanguage(location, language));
    const type = reply.getHeader('content-type');
    if (typeof payload !== 'string' || typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    return linksWithLanguage(payload, language);
  });
}
