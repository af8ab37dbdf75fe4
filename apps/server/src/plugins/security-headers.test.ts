// Security headers on every answer (issue 9 point 5): strict CSP (scripts from the shop and the PSP only),
// no framing (the support form only by the shop itself), nosniff, Referrer-Policy, HSTS only with https.
import { describe, expect, it } from 'vitest';
import { loginAs, setUpAnotherApp, setUpTestApp } from '../test/test-app.ts';

const PSP = 'http://localhost:3001';

function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] !== undefined && words[0] !== '');
  return new Map(directives.map(([name = '', ...values]) => [name, values]));
}

describe('security headers', () => {
  const t = setUpTestApp('pglite');
  const https = setUpAnotherApp(t, { config: { publicUrl: 'https://shop.example' } });

  it('sends a strict CSP, no framing, nosniff and a referrer policy on the SPA, the API and the platform', async () => {
    for (const url of ['/', '/payout', '/gd/rest/me/userData', '/deposit/shop?currencyType=REAL', '/platform/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBeDefined();
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'", PSP]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", PSP]);
      expect(policy.get('frame-src')).toEqual(["'self'", PSP]);
      expect(policy.get('form-action')).toEqual(["'self'", PSP]);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    // The SPA has no inline styles; the server-rendered platform pages have their one <style> block.
    expect(
      policyOf((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).get('style-src'),
    ).toEqual(["'self'"]);
    const login = await t.app.inject({ method: 'GET', url: '/platform/login' });
    expect(policyOf(login.headers['content-security-policy']).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(login.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    // The terms, withdrawal, imprint and privacy pages too: with style-src 'self' alone they showed unstyled.
    const terms = await t.app.inject({ method: 'GET', url: '/gd/help/agb_pages/agb_ca.xhtml' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<style>');
    expect(policyOf(terms.headers['content-security-policy']).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(terms.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('lets only the shop itself frame the support form, whose script is a file of the shop', async () => {
    const cookie = await loginAs(t.app, 'money-de');
    const form = await t.app.inject({ method: 'GET', url: '/platform/support?embed=1&lang=en', headers: { cookie } });
    expect(form.statusCode).toBe(200);
    const policy = policyOf(form.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", PSP]);
    expect(form.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(form.body).toContain('<script src="/platform/support/embed.js"></script>');
    expect(form.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const script = await t.app.inject({ method: 'GET', url: '/platform/support/embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('support-form:height');
  });

  it('adds HSTS and upgrades insecure requests only when PUBLIC_URL is https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/platform/login' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
