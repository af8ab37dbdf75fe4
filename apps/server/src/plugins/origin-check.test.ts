// Cross-site requests with the player's cookie (issue 9 point 5): refused with 403 before anything changes;
// the shop's own pages keep working; the JSON API takes JSON only.
import { addressReadSchema } from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import { FRENCH_ADDRESS } from '../test/player-fixtures.ts';
import { loginAs, setUpTestApp } from '../test/test-app.ts';
import { DATABASE_KINDS } from '../test/test-database.ts';

const SHOP = 'http://localhost:3000';
/** What a foreign page's browser sends: another site, a same-site page on another port, a sandboxed frame. */
const FOREIGN: readonly Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:3001' },
  { origin: 'null' },
  { referer: 'https://evil.example/page' },
  {},
];

const address = FRENCH_ADDRESS;

describe.each(DATABASE_KINDS)('cross-site requests on %s', (kind) => {
  const t = setUpTestApp(kind, { config: { enableTestApi: true } });

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ userName: 'practice-fr', password: 'demo1234' }).toString(),
    });
  const streetOf = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/gd/rest/me/userData?fields=address',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return addressReadSchema.parse(response.json()).address.street1;
  };
  const postAddress = (cookie: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/gd/rest/me/userData', headers: { cookie, ...headers }, payload });

  it('never logs a victim into an account from another site (login CSRF), the own login page does', async () => {
    for (const headers of FOREIGN) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.cookies.find((cookie) => cookie.name === 'gd_session')).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('data-testid="cross-site-refused"');
    }
    for (const headers of [{ origin: SHOP }, { referer: `${SHOP}/platform/login?redirect=%2F` }]) {
      const response = await login(headers);
      expect(response.statusCode).toBe(303);
      expect(response.cookies.find((cookie) => cookie.name === 'gd_session')).toBeDefined();
    }
  });

  it('refuses an address change from another site or in a form-like body, and takes the shop’s JSON', async () => {
    const cookie = await loginAs(t.app, 'practice-de');
    const before = await streetOf(cookie);
    const json = JSON.stringify({ ...address, street1: 'Attacker Street 1' });
    for (const headers of FOREIGN) {
      const response = await postAddress(cookie, { ...headers, 'content-type': 'application/json' }, json);
      expect([response.statusCode, response.json()]).toEqual([403, ['forbidden']]);
    }
    // Same origin but no JSON: what an HTML form (or a same-site page without CORS pre-flight) can send.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await postAddress(cookie, { origin: SHOP, 'content-type': type }, json);
      expect([response.statusCode, response.json()]).toEqual([415, ['wrong_input_type']]);
    }
    expect(await streetOf(cookie)).toBe(before);

    const saved = await postAddress(cookie, { origin: SHOP, 'content-type': 'application/json; charset=utf-8' }, json);
    expect(saved.statusCode).toBe(204);
    expect(await streetOf(cookie)).toBe('Attacker Street 1');
  });

  it('refuses logout, the payout password and closing the account from another site, changing nothing', async () => {
    const cookie = await loginAs(t.app, 'money-de');
    const foreign = { cookie, origin: 'https://evil.example' };
    const logout = await t.app.inject({ method: 'POST', url: '/platform/logout', headers: foreign });
    expect(logout.statusCode).toBe(403);
    const token = await t.app.inject({
      method: 'POST',
      url: '/gd/rest/oauth2/auth',
      headers: foreign,
      payload: { password: 'demo1234', type: 'payout' },
    });
    expect([token.statusCode, token.json()]).toEqual([403, ['forbidden']]);
    const close = await t.app.inject({ method: 'POST', url: '/platform/account/close', headers: foreign });
    expect(close.statusCode).toBe(403);
    const limit = await t.app.inject({
      method: 'POST',
      url: '/platform/deposit-limits',
      headers: { ...foreign, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'period=daily&amount=1',
    });
    expect(limit.statusCode).toBe(403);
    // The session still works, the account is open, and no limit was set.
    expect((await t.app.inject({ method: 'GET', url: '/gd/rest/me/userData', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const user = await t.db.selectFrom('users').select('id').where('user_name', '=', 'money-de').executeTakeFirst();
    const limits = await t.db
      .selectFrom('deposit_limits')
      .selectAll()
      .where('user_id', '=', user?.id ?? -1)
      .execute();
    expect(limits).toEqual([]);

    // The shop's own page logs out.
    const own = await t.app.inject({ method: 'POST', url: '/platform/logout', headers: { cookie, origin: SHOP } });
    expect(own.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: '/gd/rest/me/userData', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('leaves page views, the bearer API and the test API alone', async () => {
    const foreign = { origin: 'https://evil.example' };
    expect((await t.app.inject({ method: 'GET', url: '/platform/login', headers: foreign })).statusCode).toBe(200);
    const players = await t.app.inject({
      method: 'POST',
      url: '/platform/test/players',
      headers: foreign,
      payload: { template: 'money-de' },
    });
    expect(players.statusCode).toBe(201);
    const purchase = await t.app.inject({
      method: 'POST',
      url: '/deposit/shop/purchases',
      headers: foreign,
      payload: {},
    });
    expect(purchase.statusCode).toBe(401);
  });
});
