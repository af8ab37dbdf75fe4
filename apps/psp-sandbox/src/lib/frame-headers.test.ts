// Framing (issue 9 point 5): the hosted card field is framed by the shop's origin only when the sandbox knows
// it (PSP_SANDBOX_SHOP_ORIGINS, set by npm start); the sandbox's own pages are never framed; nothing is sniffed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { TEST_SECRETS } from '../test/harness.ts';

const SHOP = 'http://localhost:3120';
const field = (parentOrigin: string) =>
  `/hosted/field?type=number&session=s1&parentOrigin=${encodeURIComponent(parentOrigin)}`;

describe('frame headers of the PSP sandbox', () => {
  let configured: Awaited<ReturnType<typeof buildApp>>;
  let development: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    configured = await buildApp(
      loadConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent', PSP_SANDBOX_SHOP_ORIGINS: `${SHOP}/` }),
    );
    development = await buildApp(loadConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await configured.close();
    await development.close();
  });

  it('lets only the configured shop origin frame a hosted card field', async () => {
    const own = await configured.inject({ method: 'GET', url: field(SHOP) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP}`);
    expect(own.headers['x-frame-options']).toBeUndefined();
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    for (const other of ['http://localhost:3000', 'https://evil.example', 'null']) {
      expect((await configured.inject({ method: 'GET', url: field(other) })).statusCode, other).toBe(400);
    }
    // Unconfigured (development), any loopback shop may still embed it.
    expect((await development.inject({ method: 'GET', url: field('http://localhost:5173') })).statusCode).toBe(200);
  });

  it('never lets its own pages be framed', async () => {
    for (const url of ['/pay/unknown', '/health', '/sdk/encrypt.js']) {
      const response = await configured.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses a shop origin list that is not made of URLs', () => {
    expect(() => loadConfig({ ...TEST_SECRETS, PSP_SANDBOX_SHOP_ORIGINS: 'shop' })).toThrow(/PSP_SANDBOX_SHOP_ORIGINS/);
  });
});
