// The shop's index.html per route: the build's page with <link rel="modulepreload"> and <link rel="stylesheet">
// for the files that route loads beyond the page's own (dist/.vite/route-preloads.json, written by
// apps/web/vite-route-preloads.ts from router.tsx). The browser then fetches the route's code while it parses the
// page, beside the app chunk, instead of once that chunk has run (issue 11, LCP). Only file names of the build go
// into a page, never anything of the request; each page and its brotli and gzip copies are made once, at start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** One representation of a page: its bytes, their encoding (undefined: none) and an ETag of its own. */
export type PageBody = { bytes: Buffer; encoding: 'br' | 'gzip' | undefined; etag: string };
export type RoutePage = { identity: PageBody; br: PageBody; gzip: PageBody };

/** A route's pattern as router.tsx writes it: 'review', 'provider/:paytypeKey', 'error/:code?', '' for '/'. */
type Pattern = { segments: string[]; page: RoutePage };

/** A build's file name as the route preloads list it; anything else in that file is refused, not written out. */
const ASSET_FILE = /^assets\/[\w.-]+\.(js|css)$/;

function body(bytes: Buffer, encoding: PageBody['encoding']): PageBody {
  return { bytes, encoding, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

function pageOf(html: string, scripts: readonly string[], styles: readonly string[]): RoutePage {
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
  const source = Buffer.from(html.replace('</head>', `  ${links}\n  </head>`));
  return {
    identity: body(source, undefined),
    br: body(
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      'br',
    ),
    gzip: body(gzipSync(source, { level: 9 }), 'gzip'),
  };
}

function fileList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((file) => typeof file === 'string' && ASSET_FILE.test(file))) {
    throw new Error(`${ROUTE_PRELOADS_FILE}: a file list holds something that is not a build's asset`);
  }
  return value;
}

/**
 * The pages of a build, by route; undefined when the build has no route preloads (an older build: every path
 * then gets the plain index.html). The not-found route ('*') gets none: an unknown path gets the plain page.
 */
export function loadRoutePages(distDir: string): ((pathname: string) => RoutePage | undefined) | undefined {
  const listFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes('</head>')) return undefined;
  const routes: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!Array.isArray(routes)) throw new Error(`${ROUTE_PRELOADS_FILE}: not a list of routes`);
  const patterns: Pattern[] = [];
  for (const route of routes) {
    const { path: routePath, modulepreload, stylesheet } = route as Record<string, unknown>;
    if (typeof routePath !== 'string') throw new Error(`${ROUTE_PRELOADS_FILE}: a route without a path`);
    if (routePath.includes('*')) continue;
    const scripts = fileList(modulepreload);
    const styles = fileList(stylesheet);
    if (scripts.length === 0 && styles.length === 0) continue;
    patterns.push({
      segments: routePath.split('/').filter((segment) => segment !== ''),
      page: pageOf(html, scripts, styles),
    });
  }
  return (pathname) => matchPage(patterns, pathname);
}

/**
 * The page of the pattern a path matches as React Router would match it (static segments case-insensitive, a
 * parameter any one segment, `:name?` also none, a trailing slash ignored), a static segment before a parameter.
 */
function matchPage(patterns: readonly Pattern[], pathname: string): RoutePage | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.slice(1).replace(/\/$/, '').split('/');
  const parts = segments.length === 1 && segments[0] === '' ? [] : segments;
  let best: { page: RoutePage; score: number } | undefined;
  for (const pattern of patterns) {
    const score = scoreOf(pattern.segments, parts);
    if (score !== undefined && (best === undefined || score > best.score)) best = { page: pattern.page, score };
  }
  return best?.page;
}

/** How well `parts` match the pattern (its static segments matched), or undefined when they do not. */
function scoreOf(pattern: readonly string[], parts: readonly string[]): number | undefined {
  const required = pattern.filter((segment) => !segment.endsWith('?')).length;
  if (parts.length < required || parts.length > pattern.length) return undefined;
  let score = 0;
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index];
    if (part === undefined) return segment.endsWith('?') ? score : undefined;
    if (part === '') return undefined;
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
    score += 1;
  }
  return score;
}

/** The representation an Accept-Encoding header takes: brotli, else gzip, else the plain bytes. */
export function pageBodyFor(page: RoutePage, acceptEncoding: string | undefined): PageBody {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';');
    const quality = parameters.map((each) => /^\s*q=([\d.]+)\s*$/.exec(each)?.[1]).find((each) => each !== undefined);
    if (name !== '' && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return page.br;
  if (accepted.has('gzip')) return page.gzip;
  return page.identity;
}
