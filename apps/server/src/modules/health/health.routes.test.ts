import { healthSchema } from '@shop/contracts/health';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('GET /health on %s', (kind) => {
  it('answers 200 while the database answers and 503 once it is gone', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildTestApp(database.db);
    try {
      const up = await app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(healthSchema.parse(up.json())).toEqual({ status: 'ok', database: 'up' });

      await database.db.destroy();
      const down = await app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(healthSchema.parse(down.json())).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
