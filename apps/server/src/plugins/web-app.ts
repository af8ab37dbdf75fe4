// Serves the two built SPAs: the shop at / and the operator console at /console/ (apps/console, Vite base
// /console/). Hashed assets are cached forever, index.html never cached and answered for every app path of its
// SPA; each file as the brotli or gzip copy the build wrote beside it when the browser accepts one. No inline
// script in either index.html, so the CSP's script-src 'self' holds for both. A shop route's path gets the
// index.html that also names the files of that route, and its texts when the language is known (route-pages.ts), so
// the browser starts them at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@shop/contracts/language-cookie';
import { type Language, normalizeLanguage } from '@shop/domain/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOpsApiUrl } from './error-handler.ts';
import { loadRoutePages, pageBodyFor, type RoutePage } from './route-pages.ts';

export const CONSOLE_PREFIX = '/console';

/** Paths the shop's SPA fallback never answers: APIs, platform pages, assets and the console get a real 404 instead. */
const NON_APP_PREFIXES = ['/gd', '/deposit', '/platform', '/health', '/assets', '/ops', '/docs', CONSOLE_PREFIX];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isAppPath(pathname: string): boolean {
  return !NON_APP_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** A console screen's path (/console/…): answered with the console's index.html. Its assets get a real 404. */
export function isConsolePath(pathname: string): boolean {
  return under(pathname, CONSOLE_PREFIX) && !under(pathname, `${CONSOLE_PREFIX}/assets`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets of a build (its assets/ folder) are cached forever, everything else revalidated. */
function cacheControlFor(distDir: string): (filePath: string) => string {
  const assetsDir = `${path.join(distDir, 'assets')}${path.sep}`;
  return (filePath) => (filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string, consoleDistDir?: string): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  const consoleBuilt = consoleDistDir !== undefined && existsSync(path.join(consoleDistDir, 'index.html'));
  const webCacheControl = cacheControlFor(webDistDir);
  const consoleCacheControl = cacheControlFor(consoleDistDir ?? webDistDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      // file.br / file.gz from the build (packages/ui/vite-precompress.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', webCacheControl(filePath));
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; the shop pages answer 503 until `npm run build`');
  }
  if (consoleBuilt && consoleDistDir !== undefined) {
    await app.register(fastifyStatic, {
      root: consoleDistDir,
      prefix: `${CONSOLE_PREFIX}/`,
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      // The shop's registration (when built) already gave replies sendFile.
      decorateReply: !built,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', consoleCacheControl(filePath));
      },
    });
  } else if (consoleDistDir !== undefined) {
    app.log.warn({ consoleDistDir }, 'operator console not built; /console/ answers 503 until `npm run build`');
  }

  const routePage = built ? loadRoutePages(webDistDir) : undefined;
  const sendShopPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const page = routePage?.(pathname, pageLanguage(request));
    return page === undefined ? reply.sendFile('index.html') : sendRoutePage(request, reply, page);
  };
  if (routePage !== undefined) {
    // `/` would otherwise be the static index.html, which does not name the first screen's files.
    app.get('/', (request, reply) => sendShopPage(request, reply, '/'));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isOpsApiUrl(pathname)) return reply.status(404).header('cache-control', 'no-store').send({ code: 'not_found' });
    if (isPageRequest && consoleDistDir !== undefined && isConsolePath(pathname)) {
      if (pathname === CONSOLE_PREFIX) return reply.redirect(`${CONSOLE_PREFIX}/`, 301);
      if (!consoleBuilt) return notBuilt(reply, 'Operator console not built: run npm run build');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDistDir);
    }
    if (!isPageRequest || !isAppPath(pathname)) return reply.status(404).send(['not-found']);
    if (!built) return notBuilt(reply, 'Web app not built: run npm run build');
    return sendShopPage(request, reply, pathname);
  });
}

/**
 * The language the shop will start in when the request says it (SPEC §1: ?lang=, then the stored preference, which
 * the web app mirrors in a cookie); undefined when only the player's data or the browser will decide.
 */
function pageLanguage(request: FastifyRequest): Language | undefined {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const fromQuery = typeof query === 'string' ? normalizeLanguage(query) : undefined;
  return fromQuery ?? normalizeLanguage(request.cookies?.[LANGUAGE_COOKIE]);
}

/**
 * A route's page as the static index.html is sent: never cached, in the encoding the browser takes, with Vary (the
 * page names the texts of the language cookie's choice).
 */
function sendRoutePage(request: FastifyRequest, reply: FastifyReply, page: RoutePage) {
  const body = pageBodyFor(page, request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', body.etag)
    .type('text/html; charset=UTF-8');
  if (body.encoding !== undefined) reply.header('content-encoding', body.encoding);
  const ifNoneMatch = request.headers['if-none-match'] ?? '';
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag))
    return reply.status(304).send();
  return reply.send(body.bytes);
}

function notBuilt(reply: FastifyReply, text: string) {
  return reply.status(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}
