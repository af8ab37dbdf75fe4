// Security headers on every answer of the shop, the platform pages and the API (issue 9 point 5), with
// helmet: a strict Content-Security-Policy whose script sources are the shop's own origin and the
// PSP's (the card-encryption script and its hosted card fields), no framing by anyone (frame-ancestors 'none'
// and X-Frame-Options DENY: the pay and payout buttons cannot be overlaid), nosniff, Referrer-Policy
// strict-origin-when-cross-origin (not no-referrer: that would make browsers send `Origin: null` on the
// platform's own form posts, which the origin check refuses), and HSTS only when PUBLIC_URL is https.
// No inline script anywhere. Inline styles are allowed on the server-rendered platform pages only (their
// one <style> block, and the e-mails shown in the mailbox carry style attributes as e-mail must); the SPA
// gets style-src 'self'. The support form is framed by the shop's own modal: that page alone allows
// frame-ancestors 'self'. The API docs page (/docs, Swagger UI) gets the platform pages' policy: its script adds a
// <style> element at run time.
// helmet's own middleware, made once at start and run on every request's raw response (issue 26 point 5: it
// replaces a recording of helmet's headers made against a fake response). Not @fastify/helmet: the plugin builds a
// new helmet middleware from its options on every request and adds an async hook; in a micro-benchmark on this
// machine (a Fastify route with these options, autocannon c=20, three servers interleaved over six rounds of 5 s,
// 2026-11-29, load average 20-27) it cost 1.4-1.6x the server CPU per request of this middleware, whose cost was
// the recording's within noise (median per-round ratio 0.97).
import { SUPPORT_FORM_PATH } from '@shop/contracts/support';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/env.ts';
import { routedPsps } from '../config/psp-routes.ts';
import { DOCS_PATH } from './openapi.ts';

type Directives = Record<string, string[]>;

/**
 * The browser-facing origins of the PSPs some provider code is routed to (PSP_ROUTES, issue 23): the sandbox's
 * public URL, Adyen's client URL (checkoutshopper), PayPal's web URL. A PSP no code reaches is not listed.
 */
export function pspOriginsOf(config: Config): string[] {
  const origins = new Set<string>();
  for (const psp of routedPsps(config.pspRoutes)) {
    if (psp === 'sandbox') origins.add(new URL(config.pspSandboxPublicUrl).origin);
    if (psp === 'adyen' && config.adyen !== null) origins.add(new URL(config.adyen.clientUrl).origin);
    if (psp === 'paypal' && config.paypal !== null) origins.add(new URL(config.paypal.webUrl).origin);
  }
  return [...origins];
}

function directivesOf(config: Config): Directives {
  const psps = pspOriginsOf(config);
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...psps],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...psps],
    'font-src': ["'self'"],
    // The card script posts card data to the PSP for a token; the SPA calls its own API.
    'connect-src': ["'self'", ...psps],
    // Hosted card fields (PSP) and the support form (own origin) are framed.
    'frame-src': ["'self'", ...psps],
    // The SPA leaves for the PSP with a form post for some methods; platform forms post to themselves.
    'form-action': ["'self'", ...psps],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const directives = directivesOf(config);
  const https = config.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would stop the PSP's frames and script; not needed here.
    crossOriginEmbedderPolicy: false,
  });
  // On every request, the 404s and the refusals of later onRequest hooks included, on the raw response.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  const platformPolicy = serialize({ ...directives, 'style-src': ["'self'", "'unsafe-inline'"] });
  const supportPolicy = serialize({
    ...directives,
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-ancestors': ["'self'"],
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = pathOf(request.url);
    // The platform's pages and the legal texts (/gd/help/…) are server-rendered with their one <style> block.
    // The API docs page too (plugins/openapi.ts): Swagger UI adds a <style> element of its own at run time.
    const styled = path.startsWith('/gd/help/') || path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);
    if (path === '/platform' || path.startsWith('/platform/') || styled) {
      if (path === SUPPORT_FORM_PATH || path.startsWith(`${SUPPORT_FORM_PATH}/`)) {
        reply.header('content-security-policy', supportPolicy).header('x-frame-options', 'SAMEORIGIN');
      } else {
        reply.header('content-security-policy', platformPolicy);
      }
    }
    done(null, payload);
  });
}
