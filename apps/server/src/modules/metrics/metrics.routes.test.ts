import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { cardDetails, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { buildTestApp, TEST_SECRETS } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../../test/test-database.ts';

const TOKEN = 'metrics-test-token';

/** The value of one sample line (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.each(DATABASE_KINDS)('GET /metrics on %s', (kind) => {
  const t = setUpPaymentTests(kind, { config: { metricsToken: TOKEN } });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts a deposit started and succeeded per provider code, and times requests per route pattern', async () => {
    const before = await scrape();
    const result = await t.payOk(t.auth, purchaseBody('checkout-cc', await t.shopPackage(t.auth, 2000), cardDetails()));
    expect(result.state).toBe('SUCCESS');
    const after = await scrape();
    const started = 'shop_deposits_started_total{provider_code="checkout-cc"}';
    const succeeded = 'shop_deposits_finished_total{provider_code="checkout-cc",outcome="SUCCESS"}';
    expect(sample(after, started)).toBe(sample(before, started) + 1);
    expect(sample(after, succeeded)).toBe(sample(before, succeeded) + 1);
    // The route's pattern, never the raw URL with its ids.
    expect(after).toContain('route="/deposit/shop/purchases"');
    expect(after).not.toContain(result.tid);
    expect(after).toMatch(/^shop_mail_outbox_depth\{state="queued"\} \d+$/m);
  });

  it('refuses a scrape without the token, or with another one, and changes nothing', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.body).not.toContain('shop_');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served (the SPA fallback answers, no metrics)', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildTestApp(database.db);
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('shop_http_request_duration_seconds');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('METRICS_TOKEN on a real deployment', () => {
  const deployed = {
    ...TEST_SECRETS,
    PUBLIC_URL: 'https://shop.example',
    PSP_SANDBOX_API_KEY: 'k'.repeat(40),
    PSP_WEBHOOK_SECRET: 'w'.repeat(40),
    PAYMENT_DATA_KEY: 'ab'.repeat(32),
  };
  it('refuses a short or published token and takes a long random one', () => {
    expect(() => loadConfig({ ...deployed, METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...deployed, METRICS_TOKEN: TOKEN })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...deployed, METRICS_TOKEN: 'x'.repeat(40) }).metricsToken).toBe('x'.repeat(40));
    expect(loadConfig(deployed).metricsToken).toBeNull();
  });
});
