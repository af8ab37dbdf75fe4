import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MONTHLY_LIMITS } from '@shop/domain/deposit-limit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '../test/alert-thresholds.ts';
import { ConfigError, loadConfig, payoutReviewThresholdFor, REPO_ROOT, refundApprovalThresholdFor } from './env.ts';
import { withInstallationSecrets } from './installation-secrets.ts';

/** Explicit secrets: the server has no defaults for them. */
const SECRETS = {
  PSP_SANDBOX_API_KEY: 'sk_env_test_key',
  PSP_WEBHOOK_SECRET: 'whsec_env_test_secret',
  PAYMENT_DATA_KEY: 'ab'.repeat(32),
};
/** Secrets long enough for an https PUBLIC_URL (at least 32 characters). */
const LONG_API_KEY = 'sk_live_0123456789abcdef0123456789abcdef';
const LONG_WEBHOOK_SECRET = 'whsec_0123456789abcdef0123456789abcdef';
const DEPLOYED = { ...SECRETS, PSP_SANDBOX_API_KEY: LONG_API_KEY, PSP_WEBHOOK_SECRET: LONG_WEBHOOK_SECRET };

describe('loadConfig', () => {
  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names (a hop count or addresses)', () => {
    const trusted = (value: string) => loadConfig({ ...SECRETS, TRUST_PROXY: value }).trustProxy;
    expect([trusted(''), trusted('0'), trusted('false')]).toEqual([false, false, false]);
    expect(trusted('1')).toBe(1);
    expect(trusted('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const value of ['true', 'proxy.example', '10.0.0.1/33', '10.0.0.0/8/1']) {
      expect(() => trusted(value), value).toThrow(/TRUST_PROXY: must be the number of proxies in front/);
    }
  });

  it('has working defaults', () => {
    const config = loadConfig(SECRETS);
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      pspSandboxPort: 3001,
      pspSandboxUrl: 'http://localhost:3001',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      tokenTtlSeconds: 1800,
      depositTokenCacheSeconds: 5,
      sessionTtlSeconds: 604_800,
      operatorSessionTtlSeconds: 28_800,
      operatorSessionMaxSeconds: 43_200,
      operatorTotpFreshSeconds: 900,
      databaseAppRole: null,
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      consoleDistDir: path.join(REPO_ROOT, 'apps/console/dist'),
      logLevel: 'info',
      pspSandboxPublicUrl: 'http://localhost:3001',
      pspApiKey: 'sk_env_test_key',
      pspClientKey: 'sandbox_ck_test',
      pspWebhookSecret: 'whsec_env_test_secret',
      pspNotificationUrl: 'http://localhost:3000/deposit/psp/notifications',
      pspRequestTimeoutMs: 8000,
      paymentDataKey: 'ab'.repeat(32),
      purchaseDedupeWindowSeconds: 60,
      purchaseRepeatWindowSeconds: 120,
      purchaseReconcileIntervalSeconds: 60,
      enableTestApi: false,
      payoutTokenTtlSeconds: 300,
      payoutAuthMaxFailuresPerPlayer: 5,
      payoutAuthMaxFailuresPerAddress: 20,
      payoutAuthWindowSeconds: 900,
      loginMaxFailuresPerAccount: 5,
      loginMaxFailuresPerAddress: 20,
      loginFailureWindowSeconds: 900,
      trustProxy: false,
      payoutReconcileIntervalSeconds: 60,
      payoutReviewThreshold: 50_000,
      payoutReviewThresholds: { GSEK: 580_000, GDKK: 373_000 },
      refundApprovalThreshold: 10_000,
      refundApprovalThresholds: { DKK: 75_000, SEK: 115_000 },
      subscriptionJobIntervalSeconds: 60,
      mailJobIntervalSeconds: 5,
      smtpUrl: null,
      mailFrom: 'Game Shop <shop@players.example>',
      depositLimitMonthlyDefaults: DEFAULT_MONTHLY_LIMITS,
      seedDemoData: false,
      databasePoolSize: 10,
      catalogueCacheSeconds: 5,
      metricsToken: null,
      // Issue 23: no PSP_ROUTES, every code → the PSP sandbox, no real PSP configured.
      pspRoutes: [],
      adyen: null,
      paypal: null,
      alertJobIntervalSeconds: 60,
      funnelFlushIntervalSeconds: 60,
      alertThresholds: DEFAULT_ALERT_THRESHOLDS,
    });
  });

  it('reads the operator’s monthly deposit limits per currency', () => {
    expect(
      loadConfig({ ...SECRETS, DEPOSIT_LIMIT_MONTHLY_DEFAULTS: 'EUR=200000, DKK=1500000' }).depositLimitMonthlyDefaults,
    ).toEqual({
      EUR: 200_000,
      DKK: 1_500_000,
    });
    for (const bad of ['EUR', 'eur=1000', 'EUR=-5', 'EUR=10.5', 'EUR=1000,']) {
      expect(() => loadConfig({ ...SECRETS, DEPOSIT_LIMIT_MONTHLY_DEFAULTS: bad }), bad).toThrow(
        /DEPOSIT_LIMIT_MONTHLY_DEFAULTS/,
      );
    }
  });

  it('reads the PSP settings, the browser-facing sandbox URL defaulting to the server-side one', () => {
    const config = loadConfig({
      ...SECRETS,
      PSP_SANDBOX_URL: 'http://psp.internal:3001/',
      PSP_SANDBOX_API_KEY: LONG_API_KEY,
      PSP_WEBHOOK_SECRET: LONG_WEBHOOK_SECRET,
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_DATA_KEY: 'AB'.repeat(32),
    });
    expect(config).toMatchObject({
      pspSandboxUrl: 'http://psp.internal:3001',
      pspSandboxPublicUrl: 'http://psp.internal:3001',
      pspApiKey: LONG_API_KEY,
      pspWebhookSecret: LONG_WEBHOOK_SECRET,
      pspNotificationUrl: 'https://shop.example/deposit/psp/notifications',
      paymentDataKey: 'ab'.repeat(32),
    });
    expect(loadConfig({ ...SECRETS, PSP_SANDBOX_PUBLIC_URL: 'https://psp.example' }).pspSandboxPublicUrl).toBe(
      'https://psp.example',
    );
    expect(() => loadConfig({ ...SECRETS, PAYMENT_DATA_KEY: 'short' })).toThrow(/PAYMENT_DATA_KEY/);
  });

  it('derives the URLs from the ports and trims a trailing slash', () => {
    expect(loadConfig({ ...SECRETS, PORT: '8080', PSP_SANDBOX_PORT: '9090' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      pspSandboxUrl: 'http://localhost:9090',
    });
    expect(loadConfig({ ...DEPLOYED, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('resolves explicit relative paths against the working directory and treats empty values as unset', () => {
    const config = loadConfig({ ...SECRETS, DATA_DIR: 'tmp/db', DATABASE_URL: '', WEB_DIST_DIR: ' ' });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'tmp/db'));
    expect(config.databaseUrl).toBeNull();
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ ...SECRETS, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/shop',
    );
  });

  it('reads ENABLE_TEST_API as a flag', () => {
    for (const value of ['1', 'true', 'TRUE', ' True '])
      expect(loadConfig({ ...SECRETS, ENABLE_TEST_API: value }).enableTestApi).toBe(true);
    for (const value of ['0', 'false', ''])
      expect(loadConfig({ ...SECRETS, ENABLE_TEST_API: value }).enableTestApi).toBe(false);
    expect(() => loadConfig({ ...SECRETS, ENABLE_TEST_API: 'yes' })).toThrow(
      /ENABLE_TEST_API: must be 1, true, 0 or false/,
    );
  });

  it('reads the payout review threshold in minor units and refuses one that is not a positive integer', () => {
    expect(loadConfig({ ...SECRETS, PAYOUT_REVIEW_THRESHOLD: '20000' }).payoutReviewThreshold).toBe(20_000);
    // Per currency (issue 25 point 6): crowns have their own, a listed currency overrides, the rest fall back.
    const perCurrency = loadConfig({ ...SECRETS, PAYOUT_REVIEW_THRESHOLDS: 'EUR=40000, GDKK=300000' });
    expect(payoutReviewThresholdFor(perCurrency, 'EUR')).toBe(40_000);
    expect(payoutReviewThresholdFor(perCurrency, 'GDKK')).toBe(300_000);
    expect(payoutReviewThresholdFor(perCurrency, 'GSEK')).toBe(580_000);
    expect(payoutReviewThresholdFor(perCurrency, 'USD')).toBe(50_000);
    expect(() => loadConfig({ ...SECRETS, PAYOUT_REVIEW_THRESHOLDS: 'EUR=0' })).toThrow();
    expect(() => loadConfig({ ...SECRETS, PAYOUT_REVIEW_THRESHOLDS: 'euro=5' })).toThrow();
    for (const value of ['0', '-5', '100.5', 'lots']) {
      expect(() => loadConfig({ ...SECRETS, PAYOUT_REVIEW_THRESHOLD: value }), value).toThrow(
        /PAYOUT_REVIEW_THRESHOLD/,
      );
    }
  });

  it('reads the refund approval threshold per purchase currency, the single variable being the default', () => {
    const plain = loadConfig({ ...SECRETS, REFUND_APPROVAL_THRESHOLD: '5000' });
    expect(refundApprovalThresholdFor(plain, 'EUR')).toBe(5_000);
    expect(refundApprovalThresholdFor(plain, 'DKK')).toBe(75_000);
    const perCurrency = loadConfig({ ...SECRETS, REFUND_APPROVAL_THRESHOLDS: 'EUR=20000, DKK=150000' });
    expect(refundApprovalThresholdFor(perCurrency, 'EUR')).toBe(20_000);
    expect(refundApprovalThresholdFor(perCurrency, 'DKK')).toBe(150_000);
    expect(refundApprovalThresholdFor(perCurrency, 'SEK')).toBe(115_000);
    expect(refundApprovalThresholdFor(perCurrency, 'GBP')).toBe(10_000);
    for (const value of ['EUR=0', 'euro=5', 'EUR', 'GDKK=5']) {
      expect(() => loadConfig({ ...SECRETS, REFUND_APPROVAL_THRESHOLDS: value }), value).toThrow(
        /REFUND_APPROVAL_THRESHOLDS/,
      );
    }
  });

  it('names every invalid variable in one clear error', () => {
    const load = () =>
      loadConfig({
        ...SECRETS,
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

  it('reads the pool size and the catalogue cache time, refusing values out of range', () => {
    const config = loadConfig({ ...SECRETS, DATABASE_POOL_SIZE: '40', CATALOGUE_CACHE_SECONDS: '0' });
    expect(config.databasePoolSize).toBe(40);
    expect(config.catalogueCacheSeconds).toBe(0);
    expect(() => loadConfig({ ...SECRETS, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...SECRETS, CATALOGUE_CACHE_SECONDS: '-1' })).toThrow(/CATALOGUE_CACHE_SECONDS/);
  });

  it('seeds demo data only when SEED_DEMO_DATA says so', () => {
    expect(loadConfig({ ...SECRETS, SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...SECRETS, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ ...SECRETS, SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('has no default secrets: each unset one is named', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/PSP_SANDBOX_API_KEY[\s\S]*PSP_WEBHOOK_SECRET[\s\S]*PAYMENT_DATA_KEY/);
    expect(() => loadConfig({ ...SECRETS, PSP_WEBHOOK_SECRET: ' ' })).toThrow(/PSP_WEBHOOK_SECRET: not set/);
  });

  it('refuses the development values once published in this repository when PUBLIC_URL is https', () => {
    const published = {
      PSP_SANDBOX_API_KEY: 'sandbox_sk_test',
      PSP_WEBHOOK_SECRET: 'whsec_sandbox',
      PAYMENT_DATA_KEY: '6465762d6f6e6c792d7061796d656e742d646174612d6b65792d302d31323334',
    };
    for (const [name, value] of Object.entries(published)) {
      expect(() => loadConfig({ ...DEPLOYED, [name]: value, PUBLIC_URL: 'https://shop.example' }), name).toThrow(
        new RegExp(`${name}: a published development value`),
      );
      expect(loadConfig({ ...SECRETS, [name]: value }).publicUrl).toBe('http://localhost:3000');
    }
    expect(loadConfig({ ...DEPLOYED, PUBLIC_URL: 'https://shop.example' }).publicUrl).toBe('https://shop.example');
  });

  it('refuses the unauthenticated test API with an https PUBLIC_URL, naming the variable (issue 22 point 3)', () => {
    const deployed = { ...DEPLOYED, PUBLIC_URL: 'https://shop.example', ENABLE_TEST_API: '1' };
    expect(() => loadConfig(deployed)).toThrow(ConfigError);
    expect(() => loadConfig(deployed)).toThrow(/ENABLE_TEST_API: the unauthenticated test-support API .* refused/);
    // The browser journeys and the bench: http on localhost, with the test API.
    expect(loadConfig({ ...SECRETS, ENABLE_TEST_API: '1', PORT: '3240' }).enableTestApi).toBe(true);
    expect(loadConfig({ ...SECRETS, ENABLE_TEST_API: '1', PUBLIC_URL: 'http://127.0.0.1:3240' }).enableTestApi).toBe(
      true,
    );
  });

  it('requires PSP secrets of at least 32 characters with an https PUBLIC_URL, naming each short one', () => {
    const https = { ...DEPLOYED, PUBLIC_URL: 'https://shop.example' };
    expect(() => loadConfig({ ...https, PSP_WEBHOOK_SECRET: 'whsec_12' })).toThrow(
      /PSP_WEBHOOK_SECRET: 8 characters; at least 32 \(random\) are required with an https PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...https, PSP_SANDBOX_API_KEY: 'k'.repeat(31) })).toThrow(
      /PSP_SANDBOX_API_KEY: 31 characters; at least 32/,
    );
    // Both short: one error names both.
    expect(() => loadConfig({ ...https, ...SECRETS, PUBLIC_URL: 'https://shop.example' })).toThrow(
      /PSP_SANDBOX_API_KEY: 15 characters[\s\S]*PSP_WEBHOOK_SECRET: 21 characters/,
    );
    expect(loadConfig({ ...https, PSP_WEBHOOK_SECRET: 'w'.repeat(32) }).pspWebhookSecret).toBe('w'.repeat(32));
    // Development on http keeps the short secrets of the tests.
    expect(loadConfig({ ...SECRETS, PSP_WEBHOOK_SECRET: 'whsec_12' }).pspWebhookSecret).toBe('whsec_12');
  });

  it('turns /metrics on with METRICS_TOKEN, of at least 32 characters with an https PUBLIC_URL (issue 25 point 8)', () => {
    expect(loadConfig(SECRETS).metricsToken).toBeNull();
    expect(loadConfig({ ...SECRETS, METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
    const https = { ...DEPLOYED, PUBLIC_URL: 'https://shop.example' };
    expect(() => loadConfig({ ...https, METRICS_TOKEN: 'm'.repeat(31) })).toThrow(
      /METRICS_TOKEN: 31 characters; at least 32/,
    );
    expect(loadConfig({ ...https, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
  });
});

describe('withInstallationSecrets', () => {
  it('creates random secrets per installation (mode 0600), keeps them across starts and keeps set ones', () => {
    const [first, second] = [
      mkdtempSync(path.join(os.tmpdir(), 'secrets-')),
      mkdtempSync(path.join(os.tmpdir(), 'secrets-')),
    ];
    try {
      const one = loadConfig(withInstallationSecrets({ DATA_DIR: first }));
      const other = loadConfig(withInstallationSecrets({ DATA_DIR: second }));
      expect(one.pspWebhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(one.paymentDataKey).toMatch(/^[0-9a-f]{64}$/);
      expect(other.pspWebhookSecret).not.toBe(one.pspWebhookSecret);
      expect(other.pspApiKey).not.toBe(one.pspApiKey);
      expect(other.paymentDataKey).not.toBe(one.paymentDataKey);
      const file = path.join(first, 'secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        PSP_SANDBOX_API_KEY: one.pspApiKey,
        PSP_WEBHOOK_SECRET: one.pspWebhookSecret,
        PAYMENT_DATA_KEY: one.paymentDataKey,
      });
      expect(loadConfig(withInstallationSecrets({ DATA_DIR: first }))).toEqual(one);
      const explicit = loadConfig(withInstallationSecrets({ DATA_DIR: first, PSP_WEBHOOK_SECRET: 'whsec_operator' }));
      expect([explicit.pspWebhookSecret, explicit.pspApiKey]).toEqual(['whsec_operator', one.pspApiKey]);
      // All three set: the file is not needed (nor created).
      const none = path.join(second, 'unused');
      expect(withInstallationSecrets({ ...SECRETS, DATA_DIR: none })).toEqual({ ...SECRETS, DATA_DIR: none });
      expect(() => statSync(none)).toThrow();
    } finally {
      rmSync(first, { recursive: true, force: true });
      rmSync(second, { recursive: true, force: true });
    }
  });
});
