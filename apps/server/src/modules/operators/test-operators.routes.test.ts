// The console journeys' test API: a new operator with roles, and the TOTP code at the server's test clock (which
// the journeys move forward, so their own wall clock would give the wrong code). Absent without ENABLE_TEST_API.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpAnotherApp, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';

describe('test-support operators', () => {
  const t = setUpTestApp('pglite', { config: { enableTestApi: true } });
  const production = setUpAnotherApp(t);

  const post = (target: FastifyInstance, url: string, payload: unknown) =>
    target.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });

  it('creates an operator who logs in with a code of the moved test clock', async () => {
    const created = await post(t.app, '/platform/test/operators', { roles: ['finance'], language: 'de' });
    expect(created.statusCode).toBe(201);
    const operator = created.json();
    expect(operator).toEqual({
      id: expect.any(Number),
      email: expect.stringMatching(/@ops\.example$/),
      password: expect.any(String),
      totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    });
    // Two days ahead: the wall clock's code would be refused.
    expect((await post(t.app, '/platform/test/clock', { advanceDays: 2 })).statusCode).toBe(200);
    const totp = await post(t.app, '/platform/test/operators/totp', { secret: operator.totpSecret });
    expect(totp.json().code).toMatch(/^\d{6}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { origin: shopOriginOf(t.app), 'content-type': 'application/json' },
      payload: { email: operator.email, password: operator.password, totp: totp.json().code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().operator).toMatchObject({ roles: ['finance'], language: 'de' });
  });

  it('refuses unknown roles and fields, and does not exist without ENABLE_TEST_API', async () => {
    expect((await post(t.app, '/platform/test/operators', { roles: ['admin'] })).statusCode).toBe(400);
    expect((await post(t.app, '/platform/test/operators', { roles: ['support'], isAdmin: true })).statusCode).toBe(400);
    expect((await post(t.app, '/platform/test/operators/totp', { secret: 'not base32!' })).statusCode).toBe(400);
    expect((await post(production.app, '/platform/test/operators', { roles: ['support'] })).statusCode).toBe(404);
  });
});
