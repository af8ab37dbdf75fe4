import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';

describe('PSP sandbox', () => {
  it('answers GET /health with 200 {status:"ok"}', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }));
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('reads its port from PSP_SANDBOX_PORT (3001 by default) and rejects a bad one', () => {
    expect(loadConfig({}).port).toBe(3001);
    expect(loadConfig({ PSP_SANDBOX_PORT: '4001' }).port).toBe(4001);
    expect(() => loadConfig({ PSP_SANDBOX_PORT: 'x' })).toThrow(/PSP_SANDBOX_PORT/);
  });
});
