// Issue 26 point 4: the OpenAPI document from the contracts. Every route under /gd/rest, /deposit and /ops/api
// declares its answers (and its path parameters), /openapi.json is a valid OpenAPI 3 document listing them all,
// and /docs shows it from the server's own files under the server's CSP.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { setUpTestDatabase } from '../test/test-database.ts';
import { DOCS_PATH, isDocumentedUrl, OPENAPI_PATH } from './openapi.ts';

interface Route {
  method: string;
  url: string;
  schema: (RouteOptions['schema'] & { hide?: boolean }) | undefined;
}

/** Why a documented route's schema falls short, or null when it declares what the document needs. */
function schemaProblemOf(route: Route): string | null {
  const schema = route.schema;
  if (schema === undefined) return 'no schema';
  const statuses = Object.keys((schema.response ?? {}) as object);
  if (!statuses.some((status) => /^[23]/.test(status))) return 'no success answer in schema.response';
  if (route.url.includes(':') && schema.params === undefined) return 'path parameters without schema.params';
  return null;
}

/** Fastify's `/a/:b` as OpenAPI's `/a/{b}`. */
const openApiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI from the contracts', () => {
  const t = setUpTestDatabase('pglite', { demoData: false });
  let app: FastifyInstance;
  const routes: Route[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      db: t.database.db,
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, schema: route.schema as Route['schema'] });
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const documented = () => routes.filter((route) => isDocumentedUrl(route.url) && route.method !== 'HEAD');

  it('finds the routes of every documented prefix', () => {
    const urls = documented().map((route) => route.url);
    expect(urls).toContain('/gd/rest/me/userData');
    expect(urls).toContain('/deposit/shop');
    expect(urls).toContain('/ops/api/players/:id');
  });

  it('every route under /gd/rest, /deposit and /ops/api declares its schema', () => {
    const offending = routes
      .filter((route) => isDocumentedUrl(route.url))
      .flatMap((route) => {
        const problem = schemaProblemOf(route);
        return problem === null ? [] : [`${route.method} ${route.url}: ${problem}`];
      });
    expect(offending, `routes without a schema (add schema: to them, plugins/openapi.ts)`).toEqual([]);
  });

  it('names an offending route', () => {
    expect(schemaProblemOf({ method: 'GET', url: '/deposit/x/:id', schema: undefined })).toBe('no schema');
    expect(schemaProblemOf({ method: 'GET', url: '/deposit/x/:id', schema: { response: { 200: {} } } })).toBe(
      'path parameters without schema.params',
    );
    expect(schemaProblemOf({ method: 'GET', url: '/deposit/x', schema: { response: { 404: {} } } })).toBe(
      'no success answer in schema.response',
    );
  });

  it('GET /openapi.json is a valid OpenAPI 3 document with every documented route and its answers', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);

    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const route of documented()) {
      const operation = paths[openApiPathOf(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} in the document`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(1);
    }
    // Nothing else: the platform's pages, the test API, the SPAs and the document itself are not API routes.
    for (const path of Object.keys(paths)) expect(isDocumentedUrl(path.replace(/\{/g, ':')), path).toBe(true);
  });

  it('describes the SPEC §8 refusals with their bodies', async () => {
    const document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const shop = document.paths['/deposit/shop'].get;
    expect(Object.keys(shop.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '503']));
    expect(shop.responses['400'].content['application/json'].schema).toMatchObject({ type: 'array' });
    expect(shop.responses['200'].content['application/json'].schema.properties).toHaveProperty('purchasables');
    const purchase = document.paths['/deposit/shop/purchases'].post;
    expect(purchase.requestBody.content['application/json'].schema.properties).toHaveProperty('provider');
    expect(purchase.responses['400'].content).toHaveProperty('text/plain');
    const login = document.paths['/ops/api/login'].post;
    expect(login.responses['400'].content['application/json'].schema.properties).toHaveProperty('fields');
    expect(login.security).toEqual([]);
    expect(document.paths['/ops/api/me'].get.security).toEqual([{ operatorSession: [] }]);
  });

  it('GET /docs is the docs page, served from the server itself under its CSP', async () => {
    const page = await app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    // Only the server's own scripts; Swagger UI's run-time <style> element is the page's one allowance.
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toContain('unsafe');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(2);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const source of sources) {
      expect(source, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const asset = await app.inject({ method: 'GET', url: new URL(source, `http://shop${DOCS_PATH}/`).pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    const document = await app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(Object.keys(document.json().paths)).toContain('/deposit/shop');
  });
});
