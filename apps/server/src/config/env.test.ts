import path from 'node:path';
import { DEFAULT_MONTHLY_LIMITS } from '@shop/domain/deposit-limit';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PAYMENT_DATA_KEY, loadConfig, REPO_ROOT } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      pspSandboxPort: 3001,
      pspSandboxUrl: 'http://localhost:3001',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      tokenTtlSeconds: 1800,
      sessionTtlSeconds: 604_800,
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      logLevel: 'info',
      pspSandboxPublicUrl: 'http://localhost:3001',
      pspApiKey: 'sandbox_sk_test',
      pspClientKey: 'sandbox_ck_test',
      pspWebhookSecret: 'whsec_sandbox',
      pspNotificationUrl: 'http://localhost:3000/deposit/psp/notifications',
      pspRequestTimeoutMs: 8000,
      paymentDataKey: DEV_PAYMENT_DATA_KEY,
      purchaseDedupeWindowSeconds: 60,
      purchaseReconcileIntervalSeconds: 60,
      enableTestApi: false,
      payoutTokenTtlSeconds: 300,
      payoutAuthMaxFailuresPerPlayer: 5,
      payoutAuthMaxFailuresPerAddress: 20,
      payoutAuthWindowSeconds: 900,
      payoutReconcileIntervalSeconds: 60,
      subscriptionJobIntervalSeconds: 60,
      mailJobIntervalSeconds: 5,
      smtpUrl: null,
      mailFrom: 'Game Shop <shop@players.example>',
      depositLimitMonthlyDefaults: DEFAULT_MONTHLY_LIMITS,
    });
  });

  it('reads the operator’s monthly deposit limits per currency', () => {
    expect(
      loadConfig({ DEPOSIT_LIMIT_MONTHLY_DEFAULTS: 'EUR=200000, DKK=1500000' }).depositLimitMonthlyDefaults,
    ).toEqual({
      EUR: 200_000,
      DKK: 1_500_000,
    });
    for (const bad of ['EUR', 'eur=1000', 'EUR=-5', 'EUR=10.5', 'EUR=1000,']) {
      expect(() => loadConfig({ DEPOSIT_LIMIT_MONTHLY_DEFAULTS: bad }), bad).toThrow(/DEPOSIT_LIMIT_MONTHLY_DEFAULTS/);
    }
  });

  it('reads the PSP settings, the browser-facing sandbox URL defaulting to the server-side one', () => {
    const config = loadConfig({
      PSP_SANDBOX_URL: 'http://psp.internal:3001/',
      PSP_SANDBOX_API_KEY: 'sk_live_1234',
      PSP_WEBHOOK_SECRET: 'whsec_other',
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_DATA_KEY: 'AB'.repeat(32),
    });
    expect(config).toMatchObject({
      pspSandboxUrl: 'http://psp.internal:3001',
      pspSandboxPublicUrl: 'http://psp.internal:3001',
      pspApiKey: 'sk_live_1234',
      pspWebhookSecret: 'whsec_other',
      pspNotificationUrl: 'https://shop.example/deposit/psp/notifications',
      paymentDataKey: 'ab'.repeat(32),
    });
    expect(loadConfig({ PSP_SANDBOX_PUBLIC_URL: 'https://psp.example' }).pspSandboxPublicUrl).toBe(
      'https://psp.example',
    );
    expect(() => loadConfig({ PAYMENT_DATA_KEY: 'short' })).toThrow(/PAYMENT_DATA_KEY/);
  });

  it('derives the URLs from the ports and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080', PSP_SANDBOX_PORT: '9090' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      pspSandboxUrl: 'http://localhost:9090',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('resolves explicit relative paths against the working directory and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/db', DATABASE_URL: '', WEB_DIST_DIR: ' ' });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'tmp/db'));
    expect(config.databaseUrl).toBeNull();
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/shop',
    );
  });

  it('reads ENABLE_TEST_API as a flag', () => {
    for (const value of ['1', 'true', 'TRUE', ' True '])
      expect(loadConfig({ ENABLE_TEST_API: value }).enableTestApi).toBe(true);
    for (const value of ['0', 'false', '']) expect(loadConfig({ ENABLE_TEST_API: value }).enableTestApi).toBe(false);
    expect(() => loadConfig({ ENABLE_TEST_API: 'yes' })).toThrow(/ENABLE_TEST_API: must be 1, true, 0 or false/);
  });

  it('names every invalid variable in one clear error', () => {
    const load = () =>
      loadConfig({
        PORT: 'abc',
        TOKEN_TTL_SECONDS: '-1',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'nope',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      for (const name of ['PORT', 'TOKEN_TTL_SECONDS', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL']) {
        expect(message).toContain(name);
      }
    }
  });
});
