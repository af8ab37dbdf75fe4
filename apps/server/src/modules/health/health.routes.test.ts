import { healthSchema } from '@shop/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePsp, startFakePsp } from '../../test/fake-psp.ts';
import { buildPaymentTestApp } from '../../test/purchase-helpers.ts';
import { DATABASE_KINDS, openTestDatabase } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('GET /health on %s', (kind) => {
  let fake: FakePsp;
  beforeAll(async () => {
    fake = await startFakePsp();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('answers ok while database and PSP answer, degraded (200) without the PSP, 503 without the database', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildPaymentTestApp(database.db, fake);
    try {
      const up = await app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(healthSchema.parse(up.json())).toEqual({ status: 'ok', database: 'up', psp: 'up' });

      // The availability cache keeps a yes for a few seconds; a fresh app asks the PSP again.
      fake.unavailable = true;
      const withoutPsp = await buildPaymentTestApp(database.db, fake);
      const degraded = await withoutPsp.inject({ method: 'GET', url: '/health' });
      await withoutPsp.close();
      expect(degraded.statusCode).toBe(200);
      expect(healthSchema.parse(degraded.json())).toEqual({ status: 'degraded', database: 'up', psp: 'down' });

      await database.db.destroy();
      const down = await app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(healthSchema.parse(down.json())).toEqual({ status: 'unavailable', database: 'down', psp: 'up' });
    } finally {
      fake.unavailable = false;
      await app.close();
      await database.close();
    }
  });

  it('logs probes at debug only', async () => {
    const database = await openTestDatabase(kind);
    const lines: string[] = [];
    const logStream = { write: (line: string) => lines.push(line) };
    const info = await buildPaymentTestApp(database.db, fake, { config: { logLevel: 'info' }, logStream });
    const debug = await buildPaymentTestApp(database.db, fake, { config: { logLevel: 'debug' }, logStream });
    try {
      await info.inject({ method: 'GET', url: '/health' });
      await info.inject({ method: 'GET', url: '/platform/login' });
      const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
      expect(urls).toContain('/platform/login');
      expect(urls).not.toContain('/health');

      lines.length = 0;
      await debug.inject({ method: 'GET', url: '/health' });
      const probe = lines.map((line) => JSON.parse(line) as { level: number; req?: { url?: string } });
      // At debug a request has its incoming line too; both of a probe's lines are at debug (20).
      expect(probe.filter((line) => line.req?.url === '/health').map((line) => line.level)).toEqual([20, 20]);
    } finally {
      await info.close();
      await debug.close();
      await database.close();
    }
  });
});
