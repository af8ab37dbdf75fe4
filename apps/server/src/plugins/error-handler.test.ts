import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loginAs, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

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
