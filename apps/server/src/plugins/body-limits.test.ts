import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { dataChecksum } from '../fuzz/data-checksum.ts';
import { notificationHeaders } from '../modules/payments/notification-signature.ts';
import { FAKE_WEBHOOK_SECRET, type FakePsp, startFakePsp } from '../test/fake-psp.ts';
import { TEST_ADDRESS } from '../test/player-fixtures.ts';
import { depositAuthFor, loginAs, testConfig } from '../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { MAX_BODY_BYTES } from './body-limits.ts';

/** Writes anyone may send without a session: they authenticate otherwise (password, PSP signature, mailed token). */
const PUBLIC_WRITES = [
  'POST /platform/login',
  'POST /platform/logout',
  'POST /deposit/psp/notifications',
  // The shopper's browser back from a PSP (Adyen's redirect or 3-D Secure POST, PayPal's approval): no session
  // cookie crosses sites; the tid and what the PSP hands back are checked with the PSP (psp-return.routes.ts).
  'POST /deposit/psp/return/:psp/:tid',
  'POST /platform/subscription/confirm',
  'POST /ops/api/login',
];
const ORIGIN = new URL(testConfig().publicUrl).origin;

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(DATABASE_KINDS)('request limits on %s', (kind) => {
  let database: TestDatabase;
  let fake: FakePsp;
  let app: FastifyInstance;
  const writes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakePsp();
    app = await buildApp({
      config: testConfig({ pspSandboxUrl: fake.url, pspRequestTimeoutMs: 2000 }),
      db: database.db,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'GET' && method !== 'HEAD') writes.push({ method, url: route.url });
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await database.close();
  });

  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    });

  it('refuses a NUL byte or a lone surrogate in any text with 400, changing nothing', async () => {
    // A practice player: money players with a complete address cannot change it (409).
    const cookie = await loginAs(app, 'practice-de');
    const { authorization } = await depositAuthFor(app, 'money-de');
    const before = await dataChecksum(database.db);
    const refused = [
      await postJson('/gd/rest/me/userData', JSON.stringify({ ...TEST_ADDRESS, firstName: 'Max\u0000' }), { cookie }),
      await postJson('/gd/rest/me/userData', JSON.stringify({ ...TEST_ADDRESS, city: 'Ber\ud800lin' }), { cookie }),
      await app.inject({
        method: 'POST',
        url: '/platform/login',
        payload: 'userName=money-de%00&password=demo1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      }),
      await app.inject({ method: 'GET', url: '/deposit/shop/purchases/a%00b', headers: { authorization } }),
      await app.inject({ method: 'GET', url: '/platform/games?lang=%00', headers: { cookie } }),
    ];
    expect(refused.map((response) => [response.statusCode, response.body])).toEqual(
      refused.map(() => [400, '["unexpected"]']),
    );
    expect(await dataChecksum(database.db)).toEqual(before);
    // The same address without them is saved.
    expect((await postJson('/gd/rest/me/userData', JSON.stringify(TEST_ADDRESS), { cookie })).statusCode).toBe(204);
  });

  it('sends a player to a redirect path with any characters, percent-encoded, and never off-site', async () => {
    const logIn = (redirect: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/login',
        payload: new URLSearchParams({ userName: 'money-de', password: 'demo1234', redirect }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      });
    const cases = [
      ['/€', '/%E2%82%AC'],
      ['/platform/games?search=Größe#Zürich', '/platform/games?search=Gr%C3%B6%C3%9Fe#Z%C3%BCrich'],
      ['/a b', '/a%20b'],
      ['/\\evil.example', '/'],
      ['//evil.example/€', '/'],
    ];
    for (const [redirect, location] of cases) {
      const response = await logIn(redirect as string);
      expect([redirect, response.statusCode, response.headers.location]).toEqual([redirect, 303, location]);
    }
    const page = await app.inject({ method: 'GET', url: '/platform/login?redirect=%2F%E2%82%AC' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/%E2%82%AC');
  });

  it('refuses a deeply nested or NUL-carrying signed notification with 400, storing nothing', async () => {
    const report = {
      id: 'evt_hostile',
      type: 'payment.updated',
      pspReference: 'psp_hostile',
      reference: 'tid_unknown',
      status: 'REFUSED',
    };
    const bodies = [
      `{"id":"evt_deep","type":"payment.updated","pspReference":"p","reference":"r","status":"REFUSED","x":${nested(5000)}}`,
      JSON.stringify({ ...report, reference: 'tid\u0000' }),
      JSON.stringify({ ...report, id: 'evt_\ud800' }),
    ];
    for (const payload of bodies) {
      const headers = notificationHeaders(FAKE_WEBHOOK_SECRET, payload, Math.floor(Date.now() / 1000));
      const response = await postJson('/deposit/psp/notifications', payload, headers);
      expect([response.statusCode, response.json()]).toEqual([400, { error: 'invalid_body' }]);
    }
    const stored = await database.db.selectFrom('processed_notifications').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('checks the session of every session route before reading its body', async () => {
    const sessionWrites = writes.filter(
      (route) => !PUBLIC_WRITES.includes(`${route.method} ${route.url}`) && !route.url.startsWith('/platform/test/'),
    );
    expect(sessionWrites.length).toBeGreaterThan(10);
    const megabyte = nested(500_000);
    const readFirst: string[] = [];
    for (const route of sessionWrites) {
      const url = route.url.replace(/:\w+/g, 'adyen-cc');
      // Bodies the parser would refuse (invalid, too deep, too large): never read, the missing session answers.
      for (const payload of ['{', nested(20_000), megabyte]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: 'gd_session=forged' },
        });
        const toLogin = response.statusCode === 303 && String(response.headers.location).startsWith('/platform/login');
        if (response.statusCode !== 401 && !toLogin) {
          readFirst.push(`${route.method} ${url} ${payload.slice(0, 5)} → ${response.statusCode}`);
        }
      }
    }
    expect(readFirst).toEqual([]);
  });

  it('limits the size and the nesting of a logged-in player’s body', async () => {
    const cookie = await loginAs(app, 'practice-de');
    const withinSize = JSON.stringify({ ...TEST_ADDRESS, street2: 'x'.repeat(MAX_BODY_BYTES - 400) });
    const refusals = [
      await postJson('/gd/rest/me/userData', nested(500_000), { cookie }),
      await postJson('/gd/rest/me/userData', JSON.stringify({ ...TEST_ADDRESS, street2: 'x'.repeat(MAX_BODY_BYTES) }), {
        cookie,
      }),
      await postJson('/gd/rest/me/userData', nested(20_000), { cookie }),
      await postJson('/gd/rest/me/userData', JSON.stringify({ ...TEST_ADDRESS, extra: JSON.parse(nested(33)) }), {
        cookie,
      }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([413, 413, 400, 400]);
    // Under both limits the body reaches the address rules (a 60 KB street is not an address: 403 with its code).
    expect((await postJson('/gd/rest/me/userData', withinSize, { cookie })).statusCode).toBe(403);
    const shallow = JSON.stringify({ ...TEST_ADDRESS, extra: JSON.parse(nested(30)) });
    expect((await postJson('/gd/rest/me/userData', shallow, { cookie })).statusCode).toBe(204);
  });
});
