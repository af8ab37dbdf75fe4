// Guessing an operator's password or code is throttled like the player login: per account and per client
// address (the proxy's forwarded address with TRUST_PROXY), 429 too_many_attempts with Retry-After, and a
// successful login forgives the account's failures. Time is the injected clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, type TestOperator } from '../../test/operator-helpers.ts';
import { buildTestApp, manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

const ADDRESS_LIMIT = 8;

describe.each(DATABASE_KINDS)('operator login throttle on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  const clock = manualClock(new Date('2026-11-24T17:20:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = { loginMaxFailuresPerAddress: ADDRESS_LIMIT };
    app = await buildTestApp(database.db, { clock, config });
    behindProxy = await buildTestApp(database.db, { clock, config: { ...config, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await app.close();
    await database.close();
  });

  function logIn(
    operator: TestOperator,
    what: { password?: string; totp?: string },
    from: { remoteAddress: string; forwardedFor?: string; via?: FastifyInstance },
  ) {
    const target = from.via ?? app;
    return target.inject({
      method: 'POST',
      url: '/ops/api/login',
      remoteAddress: from.remoteAddress,
      headers: {
        'content-type': 'application/json',
        origin: shopOriginOf(target),
        ...(from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor }),
      },
      payload: {
        email: operator.email,
        password: what.password ?? operator.password,
        totp: what.totp ?? totpCodeAt(operator.totpSecret, clock.now()),
      },
    });
  }

  it('pauses an operator after 5 failures in 15 minutes from any address, until the oldest leaves the window', async () => {
    const operator = await createTestOperator(database.db, { roles: ['finance'] });
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Wrong passwords and wrong codes count alike.
      const wrong = attempt % 2 === 0 ? { totp: '999999' } : { password: `wrong-${attempt}` };
      const refused = await logIn(operator, wrong, { remoteAddress: '203.0.113.1' });
      expect(refused.json()).toEqual({ code: 'invalid_credentials' });
      clock.advanceSeconds(60);
    }
    // The right password and code do not help now, from this address or another.
    for (const remoteAddress of ['203.0.113.1', '198.51.100.2']) {
      const paused = await logIn(operator, {}, { remoteAddress });
      expect([paused.statusCode, paused.json()]).toEqual([429, { code: 'too_many_attempts' }]);
      // The oldest failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
      expect(paused.headers['retry-after']).toBe(String(10 * 60));
      expect(paused.headers['set-cookie']).toBeUndefined();
    }
    clock.advanceSeconds(10 * 60);
    expect((await logIn(operator, {}, { remoteAddress: '203.0.113.1' })).statusCode).toBe(200);
  });

  it('forgives the account’s failures after a successful login', async () => {
    const operator = await createTestOperator(database.db, { roles: ['support'] });
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await logIn(operator, { password: 'nope' }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    }
    expect((await logIn(operator, {}, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn(operator, { password: 'nope' }, { remoteAddress: '198.51.100.9' })).statusCode).toBe(401);
    }
    expect((await logIn(operator, {}, { remoteAddress: '198.51.100.9' })).statusCode).toBe(429);
  });

  it('pauses an address that tries many operators and unknown e-mails, not the others', async () => {
    const operators = await Promise.all(
      Array.from({ length: 3 }, () => createTestOperator(database.db, { roles: ['support'] })),
    );
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const unknown: TestOperator = { id: 0, email: 'nobody@ops.example', password: 'x', totpSecret: '' };
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const target = attempt % 4 === 3 ? unknown : (operators[attempt % 3] ?? unknown);
      const refused = await logIn(target, { password: 'guess', totp: '123456' }, { remoteAddress: '192.0.2.66' });
      expect(refused.statusCode).toBe(401);
    }
    const [first] = operators;
    if (first === undefined) throw new Error('no operator');
    expect((await logIn(first, {}, { remoteAddress: '192.0.2.66' })).statusCode).toBe(429);
    expect((await logIn(first, {}, { remoteAddress: '192.0.2.67' })).statusCode).toBe(200);
  });

  it('counts the forwarded client address behind a trusted proxy, and ignores it from anyone else', async () => {
    const operator = await createTestOperator(database.db, { roles: ['support'] });
    const unknown: TestOperator = { id: 0, email: 'nobody-else@ops.example', password: 'x', totpSecret: '' };
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const refused = await logIn(
        unknown,
        { totp: '123456' },
        { via: behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.50' },
      );
      expect(refused.statusCode).toBe(401);
    }
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const paused = await logIn(
      operator,
      {},
      { via: behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.50' },
    );
    expect(paused.statusCode).toBe(429);
    // Another client behind the same proxy is not paused.
    const other = await logIn(
      operator,
      {},
      { via: behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.51' },
    );
    expect(other.statusCode).toBe(200);
    // Without a trusted proxy the header is the client's own claim: it cannot dodge the pause of its address.
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      await logIn(unknown, { totp: '123456' }, { remoteAddress: '192.0.2.80', forwardedFor: `198.51.100.${attempt}` });
    }
    const spoofed = await logIn(operator, {}, { remoteAddress: '192.0.2.80', forwardedFor: '198.51.100.200' });
    expect(spoofed.statusCode).toBe(429);
  });
});
