import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../lib/card-checks.ts';
import { AUTH, appForEachTest } from '../../test/harness.ts';

const sandbox = appForEachTest();

describe('browser scripts and hosted fields', () => {
  it('serves /sdk/encrypt.js as JavaScript for any origin, and it parses', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sdk/encrypt.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(() => new Function(response.body)).not.toThrow();
    expect(response.body).toContain('const scriptOrigin = function scriptOrigin(selector) {');
    for (const name of ['init', 'tokenize', 'setErrorStyles', 'PspSandboxEncrypt', 'document.currentScript']) {
      expect(response.body).toContain(name);
    }
  });

  it.each(['/sdk/encrypt.js', '/hosted/field.js'])(
    'serves %s compressed to a browser that accepts it, and lets the browser keep it',
    async (url) => {
      const plain = await sandbox.app.inject({ method: 'GET', url });
      const brotli = await sandbox.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const gzip = await sandbox.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      for (const response of [plain, brotli, gzip])
        expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      for (const response of [brotli, gzip]) expect(response.headers.vary).toContain('accept-encoding');
    },
  );

  it('leaves the API answers the adapters parse uncompressed', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/v1/ideal/issuers',
      headers: { ...AUTH, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves /hosted/field.js, and it parses', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/hosted/field.js' });
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('fills its own Luhn check into /hosted/field.js: the frame and the token call agree', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/hosted/field.js' });
    expect(response.body).toContain(`const luhnValid = ${luhnValid.toString()};`);
  });

  it.each([
    ['number', 'cc-number'],
    ['expiry', 'cc-exp'],
    ['cvc', 'cc-csc'],
  ])('serves the %s field, frameable by its parent origin only', async (type, autocomplete) => {
    const parentOrigin = 'http://localhost:3000';
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/hosted/field?type=${type}&parentOrigin=${encodeURIComponent(parentOrigin)}&session=abc123`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${parentOrigin}`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain(`data-field="${type}"`);
    expect(response.body).toContain(`data-parent-origin="${parentOrigin}"`);
    expect(response.body).toContain(`autocomplete="${autocomplete}"`);
    expect(response.body).toContain('<script src="/hosted/field.js"></script>');
  });

  it('speaks the shop language it is given, and English otherwise', async () => {
    const field = (type: string, locale: string) =>
      sandbox.app.inject({
        method: 'GET',
        url: `/hosted/field?type=${type}&parentOrigin=${encodeURIComponent('http://localhost:3000')}&locale=${locale}`,
      });
    const number = await field('number', 'de');
    expect(number.body).toContain('<html lang="de">');
    expect(number.body).toContain('aria-label="Kartennummer"');
    const expiry = await field('expiry', 'fr-FR');
    expect(expiry.body).toContain('<html lang="fr">');
    expect(expiry.body).toContain('placeholder="MM/AA"');
    expect((await field('cvc', 'sv')).body).toContain('aria-label="Säkerhetskod"');
    expect((await field('cvc', 'en-GB')).body).toContain('<html lang="en-GB">');
    const unknown = await field('number', 'xx');
    expect(unknown.body).toContain('<html lang="en">');
    expect(unknown.body).toContain('aria-label="Card number"');
  });

  it('titles the frames in every shop language and offers showFieldErrors and focusField', async () => {
    const script = (await sandbox.app.inject({ method: 'GET', url: '/sdk/encrypt.js' })).body;
    for (const text of [
      '"de":{"number":"Kartennummer"',
      '"da":{"number":"Kortnummer"',
      'showFieldErrors',
      'focusField',
    ]) {
      expect(script).toContain(text);
    }
    expect(script).not.toContain('filled in by the sandbox');
  });

  it('accepts the older `origin` parameter name', async () => {
    const response = await sandbox.app.inject({
      method: 'GET',
      url: '/hosted/field?type=cvc&origin=http://127.0.0.1:5173',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no parent origin', '/hosted/field?type=number'],
    ['a foreign parent origin', '/hosted/field?type=number&parentOrigin=https://evil.example'],
    ['a parent origin with a path', '/hosted/field?type=number&parentOrigin=http://localhost:3000/x'],
    ['an unknown field type', '/hosted/field?type=pin&parentOrigin=http://localhost:3000'],
    ['a bad session', '/hosted/field?type=cvc&parentOrigin=http://localhost:3000&session=%3Cx%3E'],
  ])('refuses %s with 400', async (_name, url) => {
    expect((await sandbox.app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });
});
