// The demo host platform's pages (docs/conventions.md): login, games, home, settings and the blocked pages.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AppDeps, authDepsOf } from '../../app-deps.ts';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../../plugins/session.ts';
import { logIn, logOut } from '../auth/auth.service.ts';
import { keepPageLanguage, pageContextOf, queryOf, redirectToLogin, sendHtml } from './pages.context.ts';
import { AVATAR_SVG } from './pages.html.ts';
import type { PageTextKey } from './pages.i18n.ts';
import { getGamesView, listLoginPlayers, safeRedirectPath } from './pages.service.ts';
import { renderGames, renderHome, renderInfo, renderLogin } from './pages.views.ts';
import { successPagesRoutes } from './success-pages.ts';

const loginFormSchema = z.object({
  userName: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
  redirect: z.string().max(2000).optional(),
});

const INFO_PAGES: readonly { path: string; title: PageTextKey; paragraph: PageTextKey; needsSession: boolean }[] = [
  { path: '/platform/user-settings', title: 'userSettingsTitle', paragraph: 'userSettingsText', needsSession: true },
  { path: '/platform/user-blocked', title: 'userBlockedTitle', paragraph: 'userBlockedText', needsSession: false },
  {
    path: '/platform/email-not-valid',
    title: 'emailNotValidTitle',
    paragraph: 'emailNotValidText',
    needsSession: false,
  },
  {
    path: '/platform/cookie-settings',
    title: 'cookieSettingsTitle',
    paragraph: 'cookieSettingsText',
    needsSession: false,
  },
];

export async function pagesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.get('/platform', async (_request, reply) => reply.redirect('/platform/games', 303));

  app.get('/platform/login', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    const players = await listLoginPlayers(deps);
    const redirect = safeRedirectPath(queryOf(request).redirect);
    return sendHtml(reply, renderLogin({ language: context.language, players, redirect }));
  });

  app.post('/platform/login', async (request, reply) => {
    const form = loginFormSchema.safeParse(request.body ?? {});
    const fields = form.success ? form.data : { userName: '', password: '', redirect: undefined };
    const redirect = safeRedirectPath(fields.redirect);
    const result = await logIn(authDepsOf(deps), {
      userName: fields.userName,
      password: fields.password,
      clientAddress: request.ip,
    });
    if (result.ok) {
      setSessionCookie(deps, reply, result.sessionId, result.expiresAt);
      return reply.redirect(redirect, 303);
    }
    const context = await pageContextOf(deps, request);
    const players = await listLoginPlayers(deps);
    const throttled = result.reason === 'throttled' ? { retryAfterSeconds: result.retryAfterSeconds } : undefined;
    const html = renderLogin({
      language: context.language,
      players,
      redirect,
      userName: fields.userName,
      failed: true,
      ...(throttled === undefined ? {} : { throttled }),
    });
    if (throttled === undefined) return sendHtml(reply, html, 401);
    request.log.warn({ retryAfterSeconds: throttled.retryAfterSeconds }, 'login throttled');
    return sendHtml(reply.header('retry-after', String(throttled.retryAfterSeconds)), html, 429);
  });

  app.post('/platform/logout', async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId !== undefined) await logOut(authDepsOf(deps), sessionId);
    clearSessionCookie(deps, reply);
    return reply.redirect('/platform/login', 303);
  });

  app.get('/platform/games', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.userId === null) return redirectToLogin(request, reply);
    const view = await getGamesView(deps, context.userId);
    if (view === null) return redirectToLogin(request, reply);
    return sendHtml(reply, renderGames(context.language, view));
  });

  app.get('/platform/home', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    const notLoggedIn = queryOf(request).auth === 'false';
    return sendHtml(reply, renderHome(context.language, { notLoggedIn, loggedIn: context.userId !== null }));
  });

  for (const page of INFO_PAGES) {
    app.get(page.path, async (request, reply) => {
      const context = await pageContextOf(deps, request);
      if (page.needsSession && context.userId === null) return redirectToLogin(request, reply);
      return sendHtml(reply, renderInfo(context.language, page.title, page.paragraph));
    });
  }

  successPagesRoutes(app, deps);

  app.get('/platform/avatar.svg', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(AVATAR_SVG),
  );
}
