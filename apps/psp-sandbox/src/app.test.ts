import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { AUTH, buildTestApp, TEST_SECRETS } from './test/harness.ts';

describe('PSP sandbox', () => {
  it('answers GET /health with 200 {status:"ok"} and unknown paths with 404', async () => {
    const app = await buildApp(loadConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent' }));
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('reads its configuration with working defaults and rejects bad values', () => {
    expect(() => loadConfig({})).toThrow(/PSP_SANDBOX_API_KEY[\s\S]*PSP_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...TEST_SECRETS, PSP_WEBHOOK_SECRET: ' ' })).toThrow(/PSP_WEBHOOK_SECRET/);
    const defaults = loadConfig(TEST_SECRETS);
    expect(defaults).toMatchObject({
      port: 3001,
      host: 'localhost',
      publicUrl: 'http://localhost:3001',
      apiKey: TEST_SECRETS.PSP_SANDBOX_API_KEY,
      webhookSecret: TEST_SECRETS.PSP_WEBHOOK_SECRET,
      retryBaseMs: 1000,
      retryMax: 12,
      logLevel: 'info',
    });
    expect(loadConfig({ ...TEST_SECRETS, PSP_SANDBOX_PORT: '4001' }).publicUrl).toBe('http://localhost:4001');
    expect(loadConfig({ ...TEST_SECRETS, PSP_SANDBOX_PUBLIC_URL: 'https://psp.example/' }).publicUrl).toBe(
      'https://psp.example',
    );
    expect(() => loadConfig({ ...TEST_SECRETS, PSP_SANDBOX_PORT: 'x' })).toThrow(/PSP_SANDBOX_PORT/);
    expect(() => loadConfig({ ...TEST_SECRETS, PSP_RETRY_MAX: '0' })).toThrow(/PSP_RETRY_MAX/);
    expect(() => loadConfig({ ...TEST_SECRETS, PSP_SANDBOX_PUBLIC_URL: 'ftp://x' })).toThrow(/PSP_SANDBOX_PUBLIC_URL/);
  });

  it('requires the API key on every server call (401 {error:"unauthorized"})', async () => {
    const app = await buildTestApp();
    try {
      const calls = [
        { method: 'GET', url: '/v1/ideal/issuers' },
        { method: 'POST', url: '/v1/mandates' },
        { method: 'POST', url: '/v1/payments' },
        { method: 'GET', url: '/v1/payments/psp_x' },
        { method: 'POST', url: '/v1/payouts' },
        { method: 'GET', url: '/v1/test/notifications' },
        { method: 'POST', url: '/v1/test/reset' },
        { method: 'POST', url: '/v1/test/payments/psp_x/settle' },
        { method: 'GET', url: '/v1/test/clock' },
        { method: 'POST', url: '/v1/test/clock' },
        { method: 'POST', url: '/v1/test/mandates/SBX-x/revoke' },
      ] as const;
      for (const call of calls) {
        for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'sandbox_sk_test' }]) {
          const response = await app.inject({ ...call, headers });
          expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
          expect(response.json()).toEqual({ error: 'unauthorized' });
        }
      }
      expect((await app.inject({ method: 'GET', url: '/v1/ideal/issuers', headers: AUTH })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lists the iDEAL issuers, real Dutch banks with their BICs', async () => {
    const app = await buildTestApp();
    try {
      const issuers = (await app.inject({ method: 'GET', url: '/v1/ideal/issuers', headers: AUTH })).json();
      expect(issuers).toContainEqual({ bic: 'INGBNL2A', name: 'ING' });
      expect(issuers).toHaveLength(8);
    } finally {
      await app.close();
    }
  });
});
