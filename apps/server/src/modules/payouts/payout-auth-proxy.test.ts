// The payout password limit per client behind a proxy (issue 9 point 6, TRUST_PROXY): without it every player
// behind the proxy shares the proxy's address, so 20 wrong guesses from one client locked them all out.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newPlayer, type TestPlayer } from '../../test/payout-helpers.ts';
import { manualClock, setUpAnotherApp, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const PROXY = '10.0.0.2';

describe.each(DATABASE_KINDS)('payout password limit behind a proxy on %s', (kind) => {
  const clock = manualClock();
  const t = setUpTestApp(kind, { clock, config: { enableTestApi: true } });
  const behindProxy = setUpAnotherApp(t, { clock, config: { enableTestApi: true, trustProxy: [PROXY] } });

  const guess = (app: FastifyInstance, player: TestPlayer, password: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/gd/rest/oauth2/auth',
      remoteAddress: PROXY,
      headers: { cookie: player.cookie, origin: shopOriginOf(app), 'x-forwarded-for': forwardedFor },
      payload: { password, type: 'payout' },
    });

  /** 20 wrong guesses from one client (4 players × 5, each player's own limit), all through the proxy. */
  async function guessTwentyTimes(app: FastifyInstance, client: string) {
    const guessers = await Promise.all(Array.from({ length: 4 }, () => newPlayer(app, 'money-de')));
    for (const player of guessers) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await guess(app, player, 'wrong', client);
        expect(response.json()).toMatchObject({ successful: false, reason: 'invalidPassword' });
      }
    }
  }

  it('with TRUST_PROXY, 20 wrong guesses from one client do not lock another player behind the proxy out', async () => {
    await guessTwentyTimes(behindProxy.app, '198.51.100.20');
    const other = await newPlayer(behindProxy.app, 'money-de');
    const allowed = await guess(behindProxy.app, other, 'demo1234', '198.51.100.21');
    expect([allowed.statusCode, allowed.json().successful]).toEqual([200, true]);
    // The guessing client itself is locked out, even for a player it has not tried yet.
    const next = await newPlayer(behindProxy.app, 'money-de');
    const locked = await guess(behindProxy.app, next, 'demo1234', '198.51.100.20');
    expect([locked.statusCode, locked.json().reason]).toEqual([429, 'tooManyAttempts']);
  });

  it('without TRUST_PROXY the forwarded address is ignored: the proxy counts as one client', async () => {
    clock.advanceSeconds(901);
    await guessTwentyTimes(t.app, '198.51.100.30');
    const other = await newPlayer(t.app, 'money-de');
    const locked = await guess(t.app, other, 'demo1234', '198.51.100.31');
    expect([locked.statusCode, locked.json().reason]).toEqual([429, 'tooManyAttempts']);
  });
});
