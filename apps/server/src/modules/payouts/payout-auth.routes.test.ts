import { payoutAuthResponseSchema } from '@shop/contracts/payout';
import { describe, expect, it } from 'vitest';
import { newPlayer, payoutAuth } from '../../test/payout-helpers.ts';
import { setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { hashSecret } from '../auth/auth.service.ts';

describe.each(DATABASE_KINDS)('POST /gd/rest/oauth2/auth (payout step-up) on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPaymentApp(kind, { clock, config: { enableTestApi: true } });

  const wrong = (cookie: string, remoteAddress?: string) =>
    payoutAuth(t.app, cookie, 'not-the-password', remoteAddress);

  it('gives a single-purpose payout token for the right password, stored only as its hash', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const response = await payoutAuth(t.app, player.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = payoutAuthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ successful: true, reason: null });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const row = await t.db
      .selectFrom('payout_tokens')
      .select(['user_id', 'purpose', 'expires_at', 'used_at'])
      .where('token_hash', '=', hashSecret(body.token ?? ''))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: player.userId, purpose: 'payout', used_at: null });
    expect(row.expires_at.getTime() - clock.now().getTime()).toBe(300_000);
    // It is no deposit token.
    const deposit = await t.app.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(deposit.statusCode).toBe(401);
  });

  it('answers a wrong password with 200 invalidPassword, a bad body with 400 and no session with 401', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const response = await wrong(player.cookie);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { successful: false, reason: 'invalidPassword', token: null },
    ]);
    for (const payload of [{ password: 'demo1234' }, { password: 'demo1234', type: 'deposit' }, { type: 'payout' }]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/gd/rest/oauth2/auth',
        headers: { cookie: player.cookie, origin: shopOriginOf(t.app) },
        payload,
      });
      expect([bad.statusCode, bad.json()]).toEqual([400, ['unexpected']]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/gd/rest/oauth2/auth',
      headers: { origin: shopOriginOf(t.app) },
      payload: { password: 'demo1234', type: 'payout' },
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, ['not-logged-in']]);
  });

  it('locks a player out after 5 failures in 15 minutes (429, unchecked), until the oldest leaves the window', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const address = '198.51.100.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await wrong(player.cookie, address)).json().reason).toBe('invalidPassword');
      clock.advanceSeconds(60);
    }
    const locked = await payoutAuth(t.app, player.cookie, 'demo1234', address);
    expect([locked.statusCode, locked.json()]).toEqual([
      429,
      { successful: false, reason: 'tooManyAttempts', token: null },
    ]);
    // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
    expect(locked.headers['retry-after']).toBe('600');
    // Another address does not help: the limit is the player's.
    expect((await payoutAuth(t.app, player.cookie, 'demo1234', '198.51.100.2')).statusCode).toBe(429);
    clock.advanceSeconds(599);
    expect((await payoutAuth(t.app, player.cookie, 'demo1234', address)).statusCode).toBe(429);
    clock.advanceSeconds(1);
    expect((await payoutAuth(t.app, player.cookie, 'demo1234', address)).json().successful).toBe(true);
  });

  it('forgets a player’s failures once the right password is given', async () => {
    const player = await newPlayer(t.app, 'money-de');
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong(player.cookie, '198.51.100.9');
    expect((await payoutAuth(t.app, player.cookie, 'demo1234', '198.51.100.9')).json().successful).toBe(true);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await wrong(player.cookie, '198.51.100.9')).statusCode).toBe(200);
    }
    expect((await wrong(player.cookie, '198.51.100.9')).statusCode).toBe(429);
  });

  it('locks an address out after 20 failures across players, other addresses keep working', async () => {
    const address = '203.0.113.7';
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t.app, 'money-de')));
    for (const player of players.slice(0, 4)) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await wrong(player.cookie, address)).statusCode).toBe(200);
      }
    }
    const fifth = players[4];
    if (fifth === undefined) throw new Error('no fifth player');
    const locked = await payoutAuth(t.app, fifth.cookie, 'demo1234', address);
    expect([locked.statusCode, locked.json().reason]).toEqual([429, 'tooManyAttempts']);
    expect((await payoutAuth(t.app, fifth.cookie, 'demo1234', '203.0.113.8')).json().successful).toBe(true);
    clock.advanceSeconds(901);
    expect((await payoutAuth(t.app, fifth.cookie, 'demo1234', address)).json().successful).toBe(true);
  });

  it('never lets parallel guesses past the limit', async () => {
    // Each attempt counts as a failure from the moment it arrives until it is answered, so a burst can
    // leave fewer than 5 checked, never more.
    const player = await newPlayer(t.app, 'money-de');
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(player.cookie, '192.0.2.44')));
    const checked = answers.filter((answer) => answer.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    const failures = await t.db
      .selectFrom('auth_throttle_failures')
      .select('id')
      .where('scope', '=', 'payout-password')
      .where('account_key', '=', `id:${player.userId}`)
      .execute();
    expect(failures).toHaveLength(checked.length);
  });
});
