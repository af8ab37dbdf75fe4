// Security headers on every answer of the shop, the platform pages and the API (issue 9 point 5), with
// helmet: a strict Content-Security-Policy whose script sources are the shop's own origin and the
// PSP's (the card-encryption script and its hosted card fields), no framing by anyone (frame-ancestors 'none'
// and X-Frame-Options DENY: the pay and payout buttons cannot be overlaid), nosniff, Referrer-Policy
// strict-origin-when-cross-origin (not no-referrer: that would make browsers send `Origin: null` on the
// platform's own form posts, which the origin check refuses), and HSTS only when PUBLIC_URL is https.
// No inline script anywhere. Inline styles are allowed on the server-rendered platform pages only (their
// one <style> block, and the e-mails shown in the mailbox carry style attributes as e-mail must); the SPA
// gets style-src 'self'. The support form is framed by the shop's own modal: that page alone allows
// frame-ancestors 'self'.
// The headers do not depend on the request, so helmet runs once at start against a recording response and
// every request gets the recorded headers set the way helmet sets them (issue 11: helmet's per-request
// middleware chain, which rebuilt the CSP string on every call, was a tenth of a status poll's CPU).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORT_FORM_PATH } from '@shop/contracts/support';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.ts';

type Directives = Record<string, string[]>;

function directivesOf(config: Config): Directives {
  const psp = new URL(config.pspSandboxPublicUrl).origin;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", psp],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', psp],
    'font-src': ["'self'"],
    // The card script posts card data to the PSP for a token; the SPA calls its own API.
    'connect-src': ["'self'", psp],
    // Hosted card fields (PSP) and the support form (own origin) are framed.
    'frame-src': ["'self'", psp],
    // The SPA leaves for the PSP with a form post for some methods; platform forms post to themselves.
    'form-action': ["'self'", psp],
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

interface RecordedHeaders {
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

/** What helmet's middleware does to a response with these options: the headers it sets and those it removes. */
export function recordHelmetHeaders(options: Readonly<HelmetOptions>): RecordedHeaders {
  const set = new Map<string, [string, string | number | readonly string[]]>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      // As a Node response keeps a header's first position when it is set again.
      set.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set: [...set.values()], removed };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const directives = directivesOf(config);
  const https = config.publicUrl.startsWith('https:');
  const { set, removed } = recordHelmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would stop the PSP's frames and script; not needed here.
    crossOriginEmbedderPolicy: false,
  });
  // On every request, the 404s and the refusals of later onRequest hooks included, on the raw response as helmet does.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });

  const platformPolicy = serialize({ ...directives, 'style-src': ["'self'", "'unsafe-inline'"] });
  const supportPolicy = serialize({
    ...directives,
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-ancestors': ["'self'"],
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = pathOf(request.url);
    if (path === '/platform' || path.startsWith('/platform/')) {
      if (path === SUPPORT_FORM_PATH || path.startsWith(`${SUPPORT_FORM_PATH}/`)) {
        reply.header('content-security-policy', supportPolicy).header('x-frame-options', 'SAMEORIGIN');
      } else {
        reply.header('content-security-policy', platformPolicy);
      }
    }
    done(null, payload);
  });
}
