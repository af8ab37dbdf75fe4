// The Adyen dialect's card fields: adyen.js and its frames are served as the sandbox's other scripts, the frames
// carry the key the fields encrypt with, and /payments takes the encrypted fields a shop hands over (decided by the
// sandbox's magic card numbers and CVCs) and refuses blobs it cannot decrypt.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness.ts';
import { BLOB_PREFIX } from './adyen-field-encryption.ts';

const ADYEN_KEY = 'adyen_sandbox_api_key_tests';
const SHOP = 'http://localhost:3000';
let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp({ PSP_SANDBOX_ADYEN_API_KEY: ADYEN_KEY, PSP_SANDBOX_ADYEN_HMAC_KEY: '00ff'.repeat(16) });
});
afterEach(async () => {
  await app.close();
});

/** The public key a secured field frame is given (data-encryption-key). */
async function frameKey(): Promise<string> {
  const query = new URLSearchParams({ type: 'number', parentOrigin: SHOP, session: 'abc' });
  const page = await app.inject({ method: 'GET', url: `/checkoutshopper/securedfields/5.68.0/field?${query}` });
  const key = /data-encryption-key="([^"]+)"/.exec(page.body)?.[1];
  if (key === undefined) throw new Error('no key in the frame');
  return key;
}

/** As the frame encrypts a field's value (RSA-OAEP, SHA-256). */
function seal(key: string, field: string, value: string): string {
  const sealed = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(JSON.stringify({ f: field, v: value, t: new Date().toISOString() })),
  );
  return BLOB_PREFIX + sealed.toString('base64');
}

function securedCard(key: string, number: string, cvc = '737') {
  const year = String(new Date().getUTCFullYear() + 2);
  return {
    type: 'scheme',
    encryptedCardNumber: seal(key, 'number', number),
    encryptedExpiryMonth: seal(key, 'expiryMonth', '03'),
    encryptedExpiryYear: seal(key, 'expiryYear', year),
    encryptedSecurityCode: seal(key, 'cvc', cvc),
    holderName: 'Max Mustermann',
  };
}

async function payAdyen(paymentMethod: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/adyen/checkout/v71/payments',
    headers: { 'x-api-key': ADYEN_KEY },
    payload: {
      merchantAccount: 'GameShopECOM',
      reference: `tid-${Math.random()}`,
      amount: { value: 2000, currency: 'EUR' },
      paymentMethod,
      returnUrl: `${SHOP}/deposit/psp/return/adyen/tid-1`,
    },
  });
}

describe("the Adyen dialect's card fields", () => {
  it('serves adyen.js for a pinned version, compressed and kept, defining AdyenCheckout', async () => {
    const url = '/checkoutshopper/sdk/5.68.0/adyen.js';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(() => new Function(plain.body)).not.toThrow();
    expect(plain.body).toContain('window.AdyenCheckout');
    // Where it came from, by the sandbox's one function for that (sdk/script-origin.js), filled in.
    expect(plain.body).toContain('const scriptOrigin = function scriptOrigin(selector) {');
    expect(plain.body).toContain('"5.68.0"');
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const css = await app.inject({ method: 'GET', url: '/checkoutshopper/sdk/5.68.0/adyen.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/checkoutshopper/sdk/latest/adyen.js' })).statusCode).toBe(404);
  });

  it('frames a secured field only for a shop origin, with the key it encrypts with', async () => {
    const good = new URLSearchParams({ type: 'cvc', parentOrigin: SHOP, session: 'abc', locale: 'de' });
    const page = await app.inject({ method: 'GET', url: `/checkoutshopper/securedfields/5.68.0/field?${good}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP}`);
    expect(page.body).toContain('data-encryption-key=');
    expect(page.body).toContain('lang="de"');
    const bad = new URLSearchParams({ type: 'cvc', parentOrigin: 'https://evil.example', session: 'abc' });
    const refused = await app.inject({ method: 'GET', url: `/checkoutshopper/securedfields/5.68.0/field?${bad}` });
    expect(refused.statusCode).toBe(400);
  });

  it('pays with the encrypted fields; the magic numbers and CVCs decide', async () => {
    const key = await frameKey();
    const authorised = await payAdyen(securedCard(key, '4242424242424242'));
    expect(authorised.statusCode).toBe(200);
    expect(authorised.json()).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '4242' } });
    const declined = await payAdyen(securedCard(key, '4000000000000002'));
    expect(declined.json()).toMatchObject({ resultCode: 'Refused' });
    const challenge = await payAdyen(securedCard(key, '4000002760003184'));
    expect(challenge.json()).toMatchObject({ resultCode: 'RedirectShopper' });
    const wrongCvc = await payAdyen(securedCard(key, '4242424242424242', '000'));
    expect(wrongCvc.json()).toMatchObject({ resultCode: 'Refused' });
  });

  it('refuses blobs it cannot decrypt, or one field given as another', async () => {
    const key = await frameKey();
    const card = securedCard(key, '4242424242424242');
    const forged = await payAdyen({ ...card, encryptedCardNumber: `${BLOB_PREFIX}bm90IGEgYmxvYg==` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ errorCode: '174' });
    const swapped = await payAdyen({ ...card, encryptedCardNumber: card.encryptedSecurityCode });
    expect(swapped.json()).toMatchObject({ errorCode: '174' });
  });
});
