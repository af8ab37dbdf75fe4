// Players and operators never cross (issue 12 "Done when"): the player's `gd_session` cookie and deposit bearer
// token open no /ops/api/* route, and the operator's `shop_ops` cookie opens no shop or platform route — every
// /gd/*, /deposit/* and /platform/* route answers it exactly as it answers a request without any session.
// Routes are collected as the app registers them, so routes added later are covered too. The roles guard:
// 401 without a session, 403 without one of the route's roles.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestOperator, operatorCookie } from '../../test/operator-helpers.ts';
import { depositTokenFor, loginAs, manualClock, shopOriginOf, testConfig } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { operatorOf, operatorRequired } from './operator-guard.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  url: string;
}

function routesOf(route: RouteOptions): Route[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url }));
}

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x$1').replace(/\*$/, 'anything');

describe.each(DATABASE_KINDS)('players and operators kept apart on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: Route[] = [];
  const clock = manualClock(new Date('2026-11-24T17:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig();
    app = await buildApp({ config, db: database.db, clock, onRoute: (route) => routes.push(...routesOf(route)) });
    // Routes with roles, as the back-office modules register them.
    const deps = { config, db: database.db, clock };
    app.get('/ops/api/guard-test/any', { onRequest: operatorRequired(deps) }, async (request) => ({
      operator: operatorOf(request).email,
    }));
    app.post('/ops/api/guard-test/finance', { onRequest: operatorRequired(deps, ['finance']) }, async () => ({
      done: true,
    }));
    app.post('/ops/api/guard-test/either', { onRequest: operatorRequired(deps, ['support', 'finance']) }, async () => ({
      done: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function call(route: Route, headers: Record<string, string>) {
    const write = WRITE_METHODS.has(route.method);
    return app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { origin: shopOriginOf(app), ...(write ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(write ? { payload: {} } : {}),
    });
  }

  it('answers the player cookie and deposit token on every /ops/api route with 401 not_authenticated', async () => {
    const cookie = await loginAs(app, 'money-de');
    const authorization = `Bearer ${await depositTokenFor(app, cookie)}`;
    const opsRoutes = routes.filter((route) => route.url.startsWith('/ops/api/') && route.url !== '/ops/api/login');
    expect(opsRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /ops/api/me', 'POST /ops/api/logout', 'GET /ops/api/audit']),
    );
    for (const route of opsRoutes) {
      for (const headers of [{ cookie }, { authorization }, { cookie, authorization }]) {
        const response = await call(route, headers);
        expect([`${route.method} ${route.url}`, response.statusCode, response.json()]).toEqual([
          `${route.method} ${route.url}`,
          401,
          { code: 'not_authenticated' },
        ]);
      }
    }
  });

  it('answers the operator cookie on every shop and platform route as if no one were logged in', async () => {
    const operator = await createTestOperator(database.db, { roles: ['support', 'finance'] });
    const opsCookie = await operatorCookie(app, operator, clock);
    expect((await app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: opsCookie } })).statusCode).toBe(
      200,
    );
    const shopRoutes = routes.filter(
      (route) =>
        (route.url.startsWith('/gd/') || route.url.startsWith('/deposit/') || route.url.startsWith('/platform')) &&
        !route.url.startsWith('/platform/test/'),
    );
    expect(shopRoutes.length).toBeGreaterThan(30);
    const differences: string[] = [];
    for (const route of shopRoutes) {
      const anonymous = await call(route, {});
      const withOperator = await call(route, { cookie: opsCookie });
      const json = String(anonymous.headers['content-type']).startsWith('application/json');
      const seen = (response: typeof anonymous) => ({
        status: response.statusCode,
        location: response.headers.location,
        ...(json ? { body: response.body } : {}),
      });
      if (JSON.stringify(seen(anonymous)) !== JSON.stringify(seen(withOperator))) {
        differences.push(`${route.method} ${route.url}: ${anonymous.statusCode} vs ${withOperator.statusCode}`);
      }
    }
    expect(differences).toEqual([]);
    // Concretely: no player data, no deposit token, no shop.
    for (const url of ['/gd/rest/me/userData', '/gd/rest/oauth2/auth/classic/deposit?ts=1', '/deposit/shop']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: opsCookie } });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });

  it('refuses an operator without the route’s role with 403 forbidden, and admits one with it', async () => {
    const support = await createTestOperator(database.db, { roles: ['support'] });
    const finance = await createTestOperator(database.db, { roles: ['finance'] });
    const supportCookie = await operatorCookie(app, support, clock);
    const financeCookie = await operatorCookie(app, finance, clock);
    const post = (url: string, cookie?: string) =>
      call({ method: 'POST', url }, cookie === undefined ? {} : { cookie });

    const refused = await post('/ops/api/guard-test/finance', supportCookie);
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'forbidden' }]);
    expect((await post('/ops/api/guard-test/finance', financeCookie)).json()).toEqual({ done: true });
    expect((await post('/ops/api/guard-test/either', supportCookie)).statusCode).toBe(200);
    expect((await post('/ops/api/guard-test/either', financeCookie)).statusCode).toBe(200);
    const anonymous = await post('/ops/api/guard-test/finance');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { code: 'not_authenticated' }]);
    const forged = await post('/ops/api/guard-test/finance', 'shop_ops=forged-session-id');
    expect(forged.statusCode).toBe(401);
    const any = await app.inject({ method: 'GET', url: '/ops/api/guard-test/any', headers: { cookie: supportCookie } });
    expect(any.json()).toEqual({ operator: support.email });
  });
});
