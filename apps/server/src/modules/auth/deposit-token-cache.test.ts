// The in-process memory of checked deposit tokens (deposit-token-cache.ts, DEPOSIT_TOKEN_CACHE_SECONDS): a known
// token skips the token query, but a logout here revokes at once, and a revocation or block this process did not
// see takes effect within the cache time — never later than the token's own expiry.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '../../test/statement-counter.ts';
import { buildTestApp, depositTokenFor, loginAs, manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { hashSecret } from './auth.service.ts';

describe.each(DATABASE_KINDS)('deposit tokens checked lately on %s', (kind) => {
  const counter = new StatementCounter();
  const clock = manualClock();
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { counter });
    app = await buildTestApp(database.db, {
      clock,
      config: { depositTokenCacheSeconds: 5, tokenTtlSeconds: 60, enableTestApi: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const depositCall = (token: string) =>
    app.inject({ method: 'GET', url: '/deposit/shop/express/settings', headers: { authorization: `Bearer ${token}` } });
  const statusOf = async (token: string) => (await depositCall(token)).statusCode;

  async function session(userName: string) {
    const cookie = await loginAs(app, userName);
    return { cookie, token: await depositTokenFor(app, cookie) };
  }

  it('asks the database for a token once, then trusts it for the cache time', async () => {
    const { token } = await session('money-de');
    const first = await counter.measure(() => depositCall(token));
    const again = await counter.measure(() => depositCall(token));
    expect(first.result.statusCode).toBe(200);
    expect(again.result.statusCode).toBe(200);
    // The second call runs only the route's own statements: the token query is the difference.
    expect(first.counts.statements - again.counts.statements).toBe(1);
    expect(first.counts.sql.some((line) => line.includes('"access_tokens"'))).toBe(true);
    expect(again.counts.sql.some((line) => line.includes('"access_tokens"'))).toBe(false);
  });

  it('refuses a token at once after a logout through this process', async () => {
    const { cookie, token } = await session('money-gb');
    expect(await statusOf(token)).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/platform/logout',
      headers: { cookie, origin: shopOriginOf(app) },
    });
    expect(logout.statusCode).toBe(303);
    expect(await statusOf(token)).toBe(401);
  });

  it('refuses a token revoked elsewhere, or a player blocked meanwhile, within the cache time', async () => {
    const revoked = await session('money-us');
    const blocked = await session('money-se');
    expect(await statusOf(revoked.token)).toBe(200);
    expect(await statusOf(blocked.token)).toBe(200);
    // Another instance logs the first out; an operator blocks the second in the database.
    await database.db.deleteFrom('access_tokens').where('token_hash', '=', hashSecret(revoked.token)).execute();
    await database.db.updateTable('users').set({ blocked: true }).where('user_name', '=', 'money-se').execute();
    try {
      clock.advanceSeconds(4);
      expect(await statusOf(revoked.token)).toBe(200);
      expect(await statusOf(blocked.token)).toBe(200);
      clock.advanceSeconds(1);
      expect(await statusOf(revoked.token)).toBe(401);
      expect(await statusOf(blocked.token)).toBe(403);
    } finally {
      await database.db.updateTable('users').set({ blocked: false }).where('user_name', '=', 'money-se').execute();
    }
  });

  it('never trusts a token past its own expiry', async () => {
    const { token } = await session('money-dk');
    clock.advanceSeconds(58);
    expect(await statusOf(token)).toBe(200);
    clock.advanceSeconds(2);
    expect(await statusOf(token)).toBe(401);
  });
});
