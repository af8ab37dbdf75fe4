// The player login is throttled (auth-throttle.ts): per account and client address together with growing delays,
// so a stranger cannot lock the owner out (issue 22 point 4), and per client address across accounts (issue 9
// point 6). Time is the injected clock.
import { describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/payout-helpers.ts';
import { type LoginSource, manualClock, postLoginFrom, setUpTestAppBehindProxy } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const ADDRESS_LIMIT = 8;

describe.each(DATABASE_KINDS)('login throttle on %s', (kind) => {
  const clock = manualClock();
  // 5 free failures per account and address (the default); the address limit is lowered from 20 to keep the test quick.
  const config = { enableTestApi: true, loginMaxFailuresPerAddress: ADDRESS_LIMIT };
  const t = setUpTestAppBehindProxy(kind, { clock, config });

  function logIn(userName: string, password: string, from: LoginSource) {
    const form = new URLSearchParams({ userName, password }).toString();
    return postLoginFrom(t.app, from, '/platform/login?lang=en', 'application/x-www-form-urlencoded', form);
  }
  const loggedIn = (response: { statusCode: number; cookies: { name: string }[] }) =>
    response.statusCode === 303 && response.cookies.some((cookie) => cookie.name === 'gd_session');

  it('a stranger’s wrong passwords from one address never lock the owner out from theirs (issue 22 point 4)', async () => {
    const { userName } = await newPlayer(t.app, 'money-de');
    const attacker = '203.0.113.1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn(userName, `wrong-${attempt}`, { remoteAddress: attacker })).statusCode).toBe(401);
      clock.advanceSeconds(5);
    }
    // From the stranger's address the next try waits, unchecked: even the right password is not tried.
    const refused = await logIn(userName, 'demo1234', { remoteAddress: attacker });
    expect(refused.statusCode).toBe(429);
    expect(refused.cookies.some((cookie) => cookie.name === 'gd_session')).toBe(false);
    expect(refused.body).toContain('data-testid="login-throttled"');
    expect(refused.body).toContain('Too many failed log-ins');
    // The owner, from their own address, logs in with the right password.
    expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '198.51.100.2' }))).toBe(true);
    // Another player on the stranger's address is not affected either.
    const other = await newPlayer(t.app, 'money-de');
    expect(loggedIn(await logIn(other.userName, 'demo1234', { remoteAddress: attacker }))).toBe(true);
  });

  it('makes a stranger wait longer after every further failure on the account (exponential back-off)', async () => {
    const { userName } = await newPlayer(t.app, 'money-de');
    const attacker = '203.0.113.2';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn(userName, `wrong-${attempt}`, { remoteAddress: attacker })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    // Two rounds keep the address under its own limit (8 here).
    for (let round = 0; round < 2; round += 1) {
      const paused = await logIn(userName, 'guess', { remoteAddress: attacker });
      expect(paused.statusCode).toBe(429);
      const wait = Number(paused.headers['retry-after']);
      waits.push(wait);
      // One second early is still too early; on time, one more guess is checked (and fails).
      clock.advanceSeconds(wait - 1);
      expect((await logIn(userName, 'guess', { remoteAddress: attacker })).statusCode).toBe(429);
      clock.advanceSeconds(1);
      expect((await logIn(userName, 'guess', { remoteAddress: attacker })).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60]);
    // Meanwhile the owner logs in from home, and that does not reset the stranger's wait.
    expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '198.51.100.3' }))).toBe(true);
    expect((await logIn(userName, 'demo1234', { remoteAddress: attacker })).headers['retry-after']).toBe('120');
  });

  it('forgets an account’s typos once the right password is given', async () => {
    const { userName } = await newPlayer(t.app, 'money-de');
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await logIn(userName, 'typo', { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
      }
      expect(loggedIn(await logIn(userName, 'demo1234', { remoteAddress: '203.0.113.9' }))).toBe(true);
    }
  });

  it('pauses a client address after its limit of failures across accounts; other addresses keep working', async () => {
    const { userName } = await newPlayer(t.app, 'money-de');
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      // Guessing many names, known or not, with one password each.
      const guessed = attempt % 2 === 0 ? `nobody-${attempt}` : (await newPlayer(t.app, 'practice-de')).userName;
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
        via: t.behindProxy,
      });
      expect(response.statusCode).toBe(401);
    }
    // Another player behind the same proxy logs in; the guessing client is paused.
    const { userName } = await newPlayer(t.app, 'money-de');
    expect(
      loggedIn(
        await logIn(userName, 'demo1234', { remoteAddress: proxy, forwardedFor: '198.51.100.8', via: t.behindProxy }),
      ),
    ).toBe(true);
    expect(
      (await logIn(userName, 'demo1234', { remoteAddress: proxy, forwardedFor: '198.51.100.7', via: t.behindProxy }))
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
