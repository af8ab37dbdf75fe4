import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, testConfig } from '../test/test-app.ts';
import { setUpTestDatabase } from '../test/test-database.ts';

const CONSOLE_INDEX = '<!doctype html><title>Operator console</title><div id="root"></div>';

/** A build with the per-route files the web build lists (apps/web/vite-route-preloads.ts). */
const ROUTED_INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const ROUTE_PRELOADS = [
  { path: '', modulepreload: ['assets/amount-a1.js'], stylesheet: ['assets/amount-a1.css'] },
  { path: 'provider/none', modulepreload: ['assets/provider-none-a1.js'], stylesheet: [] },
  {
    path: 'provider/:paytypeKey',
    modulepreload: ['assets/provider-a1.js'],
    stylesheet: [],
    // Per language, the first screen's texts and the route's (apps/web/vite-route-preloads.ts).
    texts: {
      en: ['assets/first-en.js', 'assets/provider-en.js'],
      de: ['assets/first-de.js', 'assets/provider-de.js'],
      'en-GB': ['assets/first-engb.js', 'assets/provider-engb.js'],
    },
  },
  {
    path: 'review',
    modulepreload: ['assets/review-head-a1.js', 'assets/review-a1.js', 'assets/card-a1.js'],
    stylesheet: ['assets/field-error-a1.css'],
  },
  { path: 'processing/:tid?', modulepreload: ['assets/processing-a1.js'], stylesheet: [] },
  { path: '*', modulepreload: ['assets/not-found-a1.js'], stylesheet: [] },
];

/** The files a page asks for before its scripts run: its modulepreload and stylesheet links. */
function linkedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('web app serving', () => {
  const t = setUpTestDatabase('pglite');
  let distDir: string;
  let consoleDir: string;
  let built: FastifyInstance;
  let unbuilt: FastifyInstance;
  let routedDir: string;
  let routed: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build's precompress step writes beside each file.
    for (const file of ['index.html', 'assets/app-abc123.js']) {
      const source = await readFile(path.join(distDir, file));
      await writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(source));
      await writeFile(path.join(distDir, `${file}.gz`), gzipSync(source));
    }
    // The console build: its own index.html and hashed assets under /console/ (Vite base).
    consoleDir = await mkdtemp(path.join(os.tmpdir(), 'shop-console-dist-'));
    await mkdir(path.join(consoleDir, 'assets'));
    await writeFile(path.join(consoleDir, 'index.html'), CONSOLE_INDEX);
    await writeFile(path.join(consoleDir, 'assets', 'console-abc123.js'), 'console.log(2)');
    for (const file of ['index.html', 'assets/console-abc123.js']) {
      const source = await readFile(path.join(consoleDir, file));
      await writeFile(path.join(consoleDir, `${file}.br`), brotliCompressSync(source));
    }
    routedDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-routed-'));
    await mkdir(path.join(routedDir, '.vite'));
    await writeFile(path.join(routedDir, 'index.html'), ROUTED_INDEX);
    await writeFile(path.join(routedDir, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    built = await buildTestApp(t.database.db, { config: { webDistDir: distDir, consoleDistDir: consoleDir } });
    routed = await buildTestApp(t.database.db, { config: { webDistDir: routedDir } });
    unbuilt = await buildTestApp(t.database.db, { config: { webDistDir: path.join(distDir, 'missing') } });
  });
  afterAll(async () => {
    await Promise.all([built.close(), unbuilt.close(), routed.close()]);
    await rm(distDir, { recursive: true, force: true });
    await rm(consoleDir, { recursive: true, force: true });
    await rm(routedDir, { recursive: true, force: true });
  });

  it('answers index.html, never cached, for every app route', async () => {
    for (const url of ['/', '/subscription', '/provider/paypal?lang=de', '/error/503', '/payout/select']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable and 404s missing ones', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await built.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with Vary, and plain bytes otherwise', async () => {
    for (const url of ['/assets/app-abc123.js', '/', '/review']) {
      const brotli = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      const expected = url.startsWith('/assets/') ? 'console.log(1)' : '<!doctype html><div id="root"></div>';
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(expected);
      const gzipped = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString(), url).toBe(expected);
      const plain = await built.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(expected);
    }
    const asset = await built.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const page = await built.inject({ method: 'GET', url: '/review', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it("names a route's own files in its index.html, so the browser fetches them while it reads the page", async () => {
    const review = await routed.inject({ method: 'GET', url: '/review' });
    expect(review.statusCode).toBe(200);
    expect(linkedFiles(review.body)).toEqual([
      '/assets/review-head-a1.js',
      '/assets/review-a1.js',
      '/assets/card-a1.js',
      '/assets/field-error-a1.css',
    ]);
    // The rest of the page is the build's.
    expect(review.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(review.body).toContain('<div id="root"></div>');
    const expected: [string, string[]][] = [
      ['/', ['/assets/amount-a1.js', '/assets/amount-a1.css']],
      ['/?lang=de', ['/assets/amount-a1.js', '/assets/amount-a1.css']],
      ['/REVIEW/', linkedFiles(review.body)],
      ['/provider/paypal', ['/assets/provider-a1.js']],
      ['/provider/none', ['/assets/provider-none-a1.js']],
      ['/processing', ['/assets/processing-a1.js']],
      ['/processing/tid-1', ['/assets/processing-a1.js']],
    ];
    for (const [url, files] of expected) {
      expect(linkedFiles((await routed.inject({ method: 'GET', url })).body), url).toEqual(files);
    }
  });

  it("names the texts of the language the shop will start in: the page's ?lang=, else the stored choice's cookie", async () => {
    const provider = ['/assets/provider-a1.js'];
    const german = [...provider, '/assets/first-de.js', '/assets/provider-de.js'];
    const english = [...provider, '/assets/first-en.js', '/assets/provider-en.js'];
    const page = async (url: string, cookie?: string) => {
      const response = await routed.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.vary, url).toBe('Accept-Encoding, Cookie');
      return linkedFiles(response.body);
    };
    expect(await page('/provider/paypal?lang=de')).toEqual(german);
    expect(await page('/provider/paypal?lang=DE-at')).toEqual(german);
    expect(await page('/provider/paypal?lang=en_GB')).toEqual([
      ...provider,
      '/assets/first-engb.js',
      '/assets/provider-engb.js',
    ]);
    expect(await page('/provider/paypal', 'shop_lang=de')).toEqual(german);
    // The query wins over the stored choice, as in the web app (SPEC §1); one it cannot use leaves the choice.
    expect(await page('/provider/paypal?lang=en', 'shop_lang=de')).toEqual(english);
    expect(await page('/provider/paypal?lang=xx', 'shop_lang=de')).toEqual(german);
    // Nothing said, a language the build has no texts for, or a cookie that names none: the page without texts.
    expect(await page('/provider/paypal')).toEqual(provider);
    expect(await page('/provider/paypal?lang=fr')).toEqual(provider);
    expect(await page('/provider/paypal', 'shop_lang=../../assets/x')).toEqual(provider);
    expect(await page('/provider/paypal?lang=de&lang=en')).toEqual(provider);
    // A route whose build lists no texts, and the other pages, as before.
    expect(await page('/review?lang=de')).toEqual([
      '/assets/review-head-a1.js',
      '/assets/review-a1.js',
      '/assets/card-a1.js',
      '/assets/field-error-a1.css',
    ]);
  });

  it('answers an unknown path, or one with odd characters, with a page that holds nothing of the request', async () => {
    for (const url of ['/nowhere', '/review/more', '/processing/a/b', '/index.html']) {
      const response = await routed.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(ROUTED_INDEX);
    }
    for (const url of [
      '/provider/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/provider/"><img src=x>',
      '/review?x="><b>',
      '/%3Cscript%3E',
    ]) {
      const response = await routed.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).not.toMatch(/alert|<img|<b>|%3C|%22/);
    }
    const malformed = await routed.inject({ method: 'GET', url: '/provider/%E0%A4%A' });
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it("sends a route's page like the plain one: never cached, compressed as accepted, with Vary and the CSP", async () => {
    const plain = await routed.inject({ method: 'GET', url: '/review' });
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await routed.inject({
        method: 'GET',
        url: '/review',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe('no-cache');
      expect(response.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], accept).toMatch(/script-src 'self'/);
      const bytes = response.rawPayload;
      const text =
        encoding === 'br'
          ? brotliDecompressSync(bytes).toString()
          : encoding === 'gzip'
            ? gunzipSync(bytes).toString()
            : bytes.toString();
      expect(text, accept).toBe(plain.body);
    }
    // Revalidation: the same page again answers 304 without a body.
    const etag = plain.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await routed.inject({ method: 'GET', url: '/review', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await routed.inject({ method: 'HEAD', url: '/review' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // APIs are not pages.
    expect((await routed.inject({ method: 'GET', url: '/deposit/unknown' })).statusCode).toBe(404);
  });

  it('answers 404 ["not-found"] for unknown API paths and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/gd/rest/unknown'],
      ['GET', '/deposit/unknown'],
      ['GET', '/platform/unknown'],
      ['POST', '/somewhere'],
    ] as const) {
      const response = await built.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(['not-found']);
    }
  });

  it('answers the console index.html, never cached, for every console path, and never the shop for them', async () => {
    for (const url of ['/console/', '/console/players/12', '/console/purchases/abc?x=1', '/console/login']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(CONSOLE_INDEX);
      // The shop's CSP holds: no inline script is allowed there either.
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
    }
    const bare = await built.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    const compressed = await built.inject({
      method: 'GET',
      url: '/console/payouts',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(CONSOLE_INDEX);
  });

  it('serves the console assets as immutable, precompressed, and 404s missing ones and console writes', async () => {
    const asset = await built.inject({
      method: 'GET',
      url: '/console/assets/console-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(2)');
    expect((await built.inject({ method: 'GET', url: '/console/assets/gone.js' })).statusCode).toBe(404);
    const post = await built.inject({ method: 'POST', url: '/console/players/1' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(['not-found']);
    // An unknown operator API path is a 404, not a page of either app.
    const api = await built.inject({ method: 'GET', url: '/ops/api/unknown-thing' });
    expect(api.statusCode).toBe(404);
  });

  it('answers 503 for the console when it is not built, without touching the shop', async () => {
    const response = await unbuilt.inject({ method: 'GET', url: '/console/players/1' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('Operator console not built: run npm run build');
  });

  it('answers 503 with a hint when the web app is not built', async () => {
    const response = await unbuilt.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('Web app not built: run npm run build');
    expect((await unbuilt.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers unexpected errors with 500 ["unexpected"] and malformed JSON with a 4xx', async () => {
    // Logged in: without a session the body is not even read (401 first).
    const cookie = await loginAs(built, 'money-de');
    const malformed = await built.inject({
      method: 'POST',
      url: '/gd/rest/me/userData',
      headers: { 'content-type': 'application/json', cookie, origin: new URL(testConfig().publicUrl).origin },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(['unexpected']);
  });
});
