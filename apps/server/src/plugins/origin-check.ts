// Cross-site request forgery defence for everything that rides on the platform's session cookie: every
// state-changing request to /platform/* and /gd/* (login, logout, address, payout, settings, support, limits,
// account close, and any route added there later) must come from a page of the shop's own origin
// (PUBLIC_URL): its `Origin` header, or without one its `Referer`, is checked before the body is read.
// A request with neither is refused too: browsers send `Origin` on every POST, so only a forged or
// stripped request lacks both. The JSON API under /gd/rest/ accepts JSON bodies only, so no HTML form
// (text/plain, form-encoded, multipart) of another page can post to it. Refused requests change nothing.
// The /platform/test/* API (only with ENABLE_TEST_API) and the bearer-token /deposit/* API are not cookie
// authenticated and not checked here. The operator console's API (/ops/*, cookie `shop_ops`) is checked the same
// way; under /ops/api/ a body must be JSON and a refusal is the ops API's `{ code: 'forbidden' }`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { pageContextOf, sendHtml } from '../modules/pages/pages.context.ts';
import { escapeHtml, renderPageTitled } from '../modules/pages/pages.html.ts';
import { pageText } from '../modules/pages/pages.i18n.ts';

/** The answer's code: the request came from another site (or could not say where it came from). */
export const CROSS_SITE_CODE = 'forbidden';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isCookieAuthenticatedPath(path: string): boolean {
  if (path.startsWith('/platform/test/')) return false;
  return (
    path === '/platform' ||
    path.startsWith('/platform/') ||
    path.startsWith('/gd/') ||
    path === '/ops' ||
    path.startsWith('/ops/')
  );
}

function isJsonApiPath(path: string): boolean {
  return path.startsWith('/gd/rest/');
}

function isOpsPath(path: string): boolean {
  return path === '/ops' || path.startsWith('/ops/');
}

/** A request without a body (a log-out, an approval) needs no content type; any body must be JSON. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The origin the request says it came from: `Origin`, else the origin of `Referer`; null when neither says. */
export function claimedOriginOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** True when the request comes from a page of the shop's own origin (PUBLIC_URL). `Origin: null` is not. */
export function isSameOriginRequest(publicUrl: string, request: FastifyRequest): boolean {
  return claimedOriginOf(request) === new URL(publicUrl).origin;
}

async function refuseCrossSite(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, path: string) {
  request.log.warn({ origin: claimedOriginOf(request), path }, 'cross-site request refused');
  if (isOpsPath(path)) return reply.status(403).header('cache-control', 'no-store').send({ code: CROSS_SITE_CODE });
  if (isJsonApiPath(path)) return reply.status(403).header('cache-control', 'no-store').send([CROSS_SITE_CODE]);
  const { language } = await pageContextOf(deps, request);
  const title = escapeHtml(pageText(language, 'crossSiteTitle'));
  const body = `<p class="error" role="alert" data-testid="cross-site-refused">${escapeHtml(pageText(language, 'crossSiteText'))}</p>
<p><a class="button secondary" href="/platform/games">${escapeHtml(pageText(language, 'backToGames'))}</a></p>`;
  return sendHtml(reply, renderPageTitled({ language, title, body }), 403);
}

export function registerOriginCheck(app: FastifyInstance, deps: AppDeps): void {
  // A callback hook: reads (every poll and shop call) pass without the promise an async hook costs (issue 11).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) {
      done();
      return;
    }
    checkWrite(deps, request, reply).then(
      () => done(),
      (error: Error) => done(error),
    );
  });
}

async function checkWrite(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const path = pathOf(request.url);
  if (!isCookieAuthenticatedPath(path)) return;
  if (!isSameOriginRequest(deps.config.publicUrl, request)) return refuseCrossSite(deps, request, reply, path);
  if (isOpsPath(path)) {
    const type = request.headers['content-type'];
    if (!hasBody(request) || (typeof type === 'string' && JSON_TYPE.test(type))) return;
    return reply.status(415).header('cache-control', 'no-store').send({ code: 'invalid_body', message: 'JSON only' });
  }
  if (!isJsonApiPath(path)) return;
  const type = request.headers['content-type'];
  if (typeof type === 'string' && JSON_TYPE.test(type)) return;
  return reply.status(415).header('cache-control', 'no-store').send(['wrong_input_type']);
}

/** Same origin only (the hook above checks every platform post before this; kept as a second guard). */
export function isSameOriginPost(deps: AppDeps, request: FastifyRequest): boolean {
  return isSameOriginRequest(deps.config.publicUrl, request);
}
