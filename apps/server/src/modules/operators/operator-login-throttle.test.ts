// Guessing an operator's password or code goes through the player login's throttle (auth-throttle.ts): per
// account and client address together with growing delays (no lock-out by strangers, issue 22 point 4), per
// client address (the proxy's forwarded address with TRUST_PROXY), 429 too_many_attempts with Retry-After; a
// successful login forgives the account's failures from its address; a replayed code is its own answer and no
// failure. Time is the injected clock.
import { describe, expect, it } from 'vitest';
import { createTestOperator, type TestOperator } from '../../test/operator-helpers.ts';
import { type LoginSource, manualClock, postLoginFrom, setUpTestAppBehindProxy } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

const ADDRESS_LIMIT = 8;

describe.each(DATABASE_KINDS)('operator login throttle on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T17:20:00Z'));
  const config = { loginMaxFailuresPerAddress: ADDRESS_LIMIT };
  const t = setUpTestAppBehindProxy(kind, { clock, config });

  function logIn(operator: TestOperator, what: { password?: string; totp?: string }, from: LoginSource) {
    return postLoginFrom(t.app, from, '/ops/api/login', 'application/json', {
      email: operator.email,
      password: what.password ?? operator.password,
      totp: what.totp ?? totpCodeAt(operator.totpSecret, clock.now()),
    });
  }

  it('a stranger’s failures from one address never stop the operator from theirs; the stranger waits longer each time (issue 22 point 4)', async () => {
    const operator = await createTestOperator(t.db, { roles: ['finance'] });
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const attacker = '203.0.113.1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Wrong passwords and wrong codes count alike.
      const wrong = attempt % 2 === 0 ? { totp: '999999' } : { password: `wrong-${attempt}` };
      const refused = await logIn(operator, wrong, { remoteAddress: attacker });
      expect(refused.json()).toEqual({ code: 'invalid_credentials' });
    }
    // From the stranger's address the next try waits, unchecked.
    const paused = await logIn(operator, { password: 'guess' }, { remoteAddress: attacker });
    expect([paused.statusCode, paused.json()]).toEqual([429, { code: 'too_many_attempts' }]);
    expect(paused.headers['retry-after']).toBe('30');
    expect(paused.headers['set-cookie']).toBeUndefined();
    // The finance operator, from their own address, signs in: payout approvals and refunds go on.
    const owner = await logIn(operator, {}, { remoteAddress: '198.51.100.2' });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().operator.email).toBe(operator.email);
    // The stranger's waits grow: 30 s, then 60 s after the next failure.
    clock.advanceSeconds(30);
    expect((await logIn(operator, { password: 'guess' }, { remoteAddress: attacker })).statusCode).toBe(401);
    const longer = await logIn(operator, { password: 'guess' }, { remoteAddress: attacker });
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '60']);
  });

  it('answers a replayed code apart from wrong credentials, and does not count it as a failure', async () => {
    const operator = await createTestOperator(t.db, { roles: ['finance'] });
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const address = '203.0.113.20';
    const code = totpCodeAt(operator.totpSecret, clock.now());
    expect((await logIn(operator, { totp: code }, { remoteAddress: address })).statusCode).toBe(200);
    // The same code again (the operator's second tab, or someone who saw it), more often than the free failures.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const replayed = await logIn(operator, { totp: code }, { remoteAddress: address });
      expect([replayed.statusCode, replayed.json()]).toEqual([401, { code: 'totp_already_used' }]);
    }
    // With a wrong password, a used code tells nothing: the usual answer.
    const wrongPassword = await logIn(operator, { password: 'guess', totp: code }, { remoteAddress: address });
    expect(wrongPassword.json()).toEqual({ code: 'invalid_credentials' });
    // The replays were no failures: the next code signs in at once.
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    expect((await logIn(operator, {}, { remoteAddress: address })).statusCode).toBe(200);
  });

  it('lets one of two logins racing with the same code in; the other hears the code was used', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const code = totpCodeAt(operator.totpSecret, clock.now());
    const answers = await Promise.all(
      ['203.0.113.30', '203.0.113.31'].map((remoteAddress) => logIn(operator, { totp: code }, { remoteAddress })),
    );
    const outcomes = answers.map((answer) => (answer.statusCode === 200 ? 'in' : answer.json().code)).sort();
    expect(outcomes).toEqual(['in', 'totp_already_used']);
  });

  it('forgives the account’s failures after a successful login', async () => {
    const operator = await createTestOperator(t.db, { roles: ['support'] });
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
      Array.from({ length: 3 }, () => createTestOperator(t.db, { roles: ['support'] })),
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
    const operator = await createTestOperator(t.db, { roles: ['support'] });
    // Unknown e-mails, one per guess (each name backs off on its own, like a known account).
    const unknown = (attempt: number): TestOperator => ({
      id: 0,
      email: `nobody-${attempt}@ops.example`,
      password: 'x',
      totpSecret: '',
    });
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const refused = await logIn(
        unknown(attempt),
        { totp: '123456' },
        { via: t.behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.50' },
      );
      expect(refused.statusCode).toBe(401);
    }
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const paused = await logIn(
      operator,
      {},
      { via: t.behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.50' },
    );
    expect(paused.statusCode).toBe(429);
    // Another client behind the same proxy is not paused.
    const other = await logIn(
      operator,
      {},
      { via: t.behindProxy, remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.51' },
    );
    expect(other.statusCode).toBe(200);
    // Without a trusted proxy the header is the client's own claim: it cannot dodge the pause of its address.
    clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const refused = await logIn(
        unknown(attempt),
        { totp: '123456' },
        { remoteAddress: '192.0.2.80', forwardedFor: `198.51.100.${attempt}` },
      );
      expect(refused.statusCode).toBe(401);
    }
    const spoofed = await logIn(operator, {}, { remoteAddress: '192.0.2.80', forwardedFor: '198.51.100.200' });
    expect(spoofed.statusCode).toBe(429);
  });
});
