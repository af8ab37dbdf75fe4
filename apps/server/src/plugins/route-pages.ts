// The shop's index.html per route: the build's page with <link rel="modulepreload"> and <link rel="stylesheet">
// for the files that route loads beyond the page's own (dist/.vite/route-preloads.json, written by
// apps/web/vite-route-preloads.ts from router.tsx). The browser then fetches the route's code while it parses the
// page, beside the app chunk, instead of once that chunk has run (issue 11, LCP). When the request names the
// language the shop will show (its ?lang=, else the player's stored choice in the `shop_lang` cookie, SPEC §1's
// order), the page also names that language's texts for the route, which the browser would otherwise ask for only
// once the app chunk has run (issue 27: the card screen's first paint waited one round trip for them). Only file
// names of the build go into a page, never anything of the request; each page and its brotli and gzip copies are
// made once per route and language, the first time they are asked for.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Language, SUPPORTED_LANGUAGES } from '@shop/domain/language';

export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** One representation of a page: its bytes, their encoding (undefined: none) and an ETag of its own. */
export type PageBody = { bytes: Buffer; encoding: 'br' | 'gzip' | undefined; etag: string };
export type RoutePage = { identity: PageBody; br: PageBody; gzip: PageBody };

/**
 * A route's pattern as router.tsx writes it ('review', 'provider/:paytypeKey', 'error/:code?', '' for '/') and its
 * page: without texts, or with a language's.
 */
type Pattern = { segments: string[]; page: (language: Language | undefined) => RoutePage };

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

/** Per supported language, the texts a route's first visit loads in it (RoutePreload['texts'] of the web build). */
function textLists(value: unknown): Map<Language, string[]> {
  const lists = new Map<Language, string[]>();
  if (value === undefined) return lists;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${ROUTE_PRELOADS_FILE}: a route's texts are not a list per language`);
  }
  for (const language of SUPPORTED_LANGUAGES) {
    const files = (value as Record<string, unknown>)[language];
    if (files !== undefined) lists.set(language, fileList(files));
  }
  return lists;
}

/** A route's page per language (undefined: none named), each made the first time it is asked for. */
function pagesOf(
  html: string,
  scripts: readonly string[],
  styles: readonly string[],
  texts: ReadonlyMap<Language, string[]>,
): Pattern['page'] {
  const made = new Map<Language | undefined, RoutePage>();
  return (language) => {
    const named = language === undefined ? undefined : texts.get(language);
    const key = named === undefined ? undefined : language;
    let page = made.get(key);
    if (page === undefined) {
      page = pageOf(html, [...scripts, ...(named ?? [])], styles);
      made.set(key, page);
    }
    return page;
  };
}

/**
 * The pages of a build, by route and language; undefined when the build has no route preloads (an older build:
 * every path then gets the plain index.html). The not-found route ('*') gets none: an unknown path gets the plain
 * page.
 */
export function loadRoutePages(
  distDir: string,
): ((pathname: string, language?: Language) => RoutePage | undefined) | undefined {
  const listFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes('</head>')) return undefined;
  const routes: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!Array.isArray(routes)) throw new Error(`${ROUTE_PRELOADS_FILE}: not a list of routes`);
  const patterns: Pattern[] = [];
  for (const route of routes) {
    const { path: routePath, modulepreload, stylesheet, texts } = route as Record<string, unknown>;
    if (typeof routePath !== 'string') throw new Error(`${ROUTE_PRELOADS_FILE}: a route without a path`);
    if (routePath.includes('*')) continue;
    const scripts = fileList(modulepreload);
    const styles = fileList(stylesheet);
    const textFiles = textLists(texts);
    if (scripts.length === 0 && styles.length === 0 && textFiles.size === 0) continue;
    patterns.push({
      segments: routePath.split('/').filter((segment) => segment !== ''),
      page: pagesOf(html, scripts, styles, textFiles),
    });
  }
  return (pathname, language) => matchPage(patterns, pathname)?.(language);
}

/**
 * The page of the pattern a path matches as React Router would match it (static segments case-insensitive, a
 * parameter any one segment, `:name?` also none, a trailing slash ignored), a static segment before a parameter.
 */
function matchPage(patterns: readonly Pattern[], pathname: string): Pattern['page'] | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.slice(1).replace(/\/$/, '').split('/');
  const parts = segments.length === 1 && segments[0] === '' ? [] : segments;
  let best: { page: Pattern['page']; score: number } | undefined;
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
