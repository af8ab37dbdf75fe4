// The login is throttled per account and per client address (issue 9 point 6): 200 wrong passwords in a row
// are no longer all answered. Time is the injected clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/payout-helpers.ts';
import { buildTestApp, manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const ADDRESS_LIMIT = 8;

describe.each(DATABASE_KINDS)('login throttle on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  const clock = manualClock();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The account limit is the default (5); the address limit is lowered from 20 to keep the test quick.
    const config = { enableTestApi: true, loginMaxFailuresPerAddress: ADDRESS_LIMIT };
    app = await buildTestApp(database.db, { clock, config });
    behindProxy = await buildTestApp(database.db, { clock, config: { ...config, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await app.close();
    await database.close();
  });

  function logIn(
    userName: string,
    password: string,
    from: { remoteAddress: string; forwardedFor?: string; via?: FastifyInstance },
  ) {
    const target = from.via ?? app;
    return target.inject({
      method: 'POST',
      url: '/platform/login?lang=en',
      remoteAddress: from.remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: shopOriginOf(target),
        ...(from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor }),
      },
      payload: new URLSearchParams({ userName, password }).toString(),
    });
  }
  const loggedIn = (response: { statusCode: number; cookies: { name: string }[] }) =>
    response.statusCode === 303 && response.cookies.some((cookie) => cookie.name === 'gd_session');

  it('pauses an account after 5 wrong passwords in 15 minutes, from any address, until the oldest leaves', async () => {
    const { userName } = await newPlayer(app, 'money-de');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn(userName, `wrong-${attempt}`, { remoteAddress: '203.0.113.1' })).statusCode).toBe(401);
      clock.advanceSeconds(60);
    }
    // The right password does not help now, from this address or another.
    for (const remoteAddress of ['203.0.113.1', '198.51.100.2']) {
      const refused = await logIn(userName, 'demo1234', { remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(15 * 60 - 5 * 60));
      expect(refused.cookies.some((cookie) => cookie.name === 'gd_session')).toBe(false);
      expect(refused.body).toContain('data-testid="login-throttled"');
      expect(refused.body).toContain('Too many failed log-ins');
      expect(refused.body).toContain('try again in 10 minutes');
    }
    // Another player on the same address is not affected.
    const other = await newPlayer(app, 'money-de');
    expect(loggedIn(await logIn(other.userName, 'demo1234', { remoteAddress: '203.0.113.1' }))).toBe(true);
    // Once the first failure is 15 minutes old, one more try is let through.
    clock.advanceSeconds(15 * 60 - 5 * 60);
    expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '203.0.113.1' }))).toBe(true);
  });

  it('forgets an account’s typos once the right password is given', async () => {
    const { userName } = await newPlayer(app, 'money-de');
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await logIn(userName, 'typo', { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
      }
      expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '203.0.113.9' }))).toBe(true);
    }
  });

  it('pauses a client address after its limit of failures across accounts; other addresses keep working', async () => {
    const { userName } = await newPlayer(app, 'money-de');
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      // Guessing many names, known or not, with one password each.
      const guessed = attempt % 2 === 0 ? `nobody-${attempt}` : (await newPlayer(app, 'practice-de')).userName;
      expect((await logIn(guessed, 'password1', { remoteAddress: '192.0.2.50' })).statusCode).toBe(401);
    }
    const refused = await logIn(userName, 'demo1234', { remoteAddress: '192.0.2.50' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '192.0.2.51' }))).toBe(true);
  });

  it('counts the client behind a trusted proxy (TRUST_PROXY), and never a forwarded address without it', async () => {
    const proxy = '127.0.0.1';
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const response = await logIn(`ghost-${attempt}`, 'x', {
        remoteAddress: proxy,
        forwardedFor: '198.51.100.7',
        via: behindProxy,
      });
      expect(response.statusCode).toBe(401);
    }
    // Another player behind the same proxy logs in; the guessing client is paused.
    const { userName } = await newPlayer(app, 'money-de');
    expect(
      loggedIn(
        await logIn(userName, 'demo1234', { remoteAddress: proxy, forwardedFor: '198.51.100.8', via: behindProxy }),
      ),
    ).toBe(true);
    expect(
      (await logIn(userName, 'demo1234', { remoteAddress: proxy, forwardedFor: '198.51.100.7', via: behindProxy }))
        .statusCode,
    ).toBe(429);
    // Without TRUST_PROXY the header is ignored: a client cannot pick a fresh address for every guess.
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const response = await logIn(`spoof-${attempt}`, 'x', {
        remoteAddress: '192.0.2.77',
        forwardedFor: `10.0.0.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await logIn(userName, 'demo1234', { remoteAddress: '192.0.2.77', forwardedFor: '10.0.0.99' })).statusCode,
    ).toBe(429);
  });
});
