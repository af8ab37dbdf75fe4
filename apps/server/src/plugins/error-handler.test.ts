import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { loginAs, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.ts';

describe('error handler', () => {
  it('answers 500 ["unexpected"] without internals and logs the error without credentials', async () => {
    const database = await openTestDatabase('pglite');
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: database.db,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const cookie = await loginAs(app, 'money-de');
      await database.db.destroy();
      const response = await app.inject({
        method: 'GET',
        url: '/gd/rest/me/userData',
        headers: { cookie, authorization: 'Bearer secret-token-value' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(['unexpected']);

      const log = lines.join('');
      expect(log).toContain('unexpected error');
      expect(log).not.toContain(cookie.split('=')[1]);
      expect(log).not.toContain('secret-token-value');
      expect(log).not.toContain('demo1234');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('error handler while the database is away', () => {
  // As node-postgres reports them: the server ended the session, the socket closed, the connect was refused.
  const databaseAway = [
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
  ];

  async function appThrowing(error: Error) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/deposit/shop', async () => {
      throw error;
    });
    app.get('/ops/api/payouts', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it.each(databaseAway.map((error) => [error.message || error.constructor.name, error]))(
    'answers 503 ["503"] with Retry-After (operator API: {code:"unavailable"}), not 500: %s',
    async (_name, error) => {
      const app = await appThrowing(error);
      try {
        const shop = await app.inject({ method: 'GET', url: '/deposit/shop' });
        expect(shop.statusCode).toBe(503);
        expect(shop.json()).toEqual(['503']);
        expect(shop.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        const ops = await app.inject({ method: 'GET', url: '/ops/api/payouts' });
        expect(ops.statusCode).toBe(503);
        expect(ops.json()).toEqual({ code: 'unavailable' });
      } finally {
        await app.close();
      }
    },
  );

  it('keeps 500 for other errors, and for a PSP that cannot be reached (not the database)', async () => {
    const pspAway = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3001'), { code: 'ECONNREFUSED' }),
    });
    for (const error of [new Error('a bug'), Object.assign(new Error('duplicate key'), { code: '23505' }), pspAway]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      const app = await appThrowing(error);
      try {
        const response = await app.inject({ method: 'GET', url: '/deposit/shop' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual(['unexpected']);
      } finally {
        await app.close();
      }
    }
  });
});
