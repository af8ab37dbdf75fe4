import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, FUTURE, pay, tokenize } from '../../test/harness.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const card = { holder: 'Max Mustermann', number: '4242 4242 4242 4242', ...FUTURE, cvc: '737' };

async function postToken(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/v1/tokens', payload, headers });
}

describe('POST /v1/tokens', () => {
  it('turns card data into a token with last4, brand, expiry and holder, never echoing number or CVC', async () => {
    const response = await postToken(card);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_[0-9a-f]{20}$/),
      last4: '4242',
      brand: 'visa',
      expiryMonth: 12,
      expiryYear: Number(FUTURE.expiryYear),
      holder: 'Max Mustermann',
      singleUse: false,
    });
    expect(response.body).not.toContain('4242424242424242');
    // The token is random hex and may contain "737" by chance: look for the CVC everywhere but there.
    const { token: _token, ...rest } = body as Record<string, unknown>;
    expect(JSON.stringify(rest)).not.toContain('737');
    expect(response.body).not.toContain('cvc');
  });

  it('accepts two-digit years and numeric fields', async () => {
    const year = (new Date().getUTCFullYear() + 1) % 100;
    const response = await postToken({ ...card, expiryMonth: 1, expiryYear: year });
    expect(response.statusCode).toBe(201);
    expect(response.json().expiryYear).toBe(2000 + year);
  });

  it.each([
    ['an empty holder', { holder: '  ' }, 'INVALID_HOLDER'],
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'INVALID_NUMBER'],
    ['a too short number', { number: '4242' }, 'INVALID_NUMBER'],
    ['letters in the number', { number: '4242x4242x4242x4242' }, 'INVALID_NUMBER'],
    ['a past expiry', { expiryMonth: '01', expiryYear: '2020' }, 'EXPIRED'],
    ['month 13', { expiryMonth: '13' }, 'EXPIRED'],
    ['a two-digit CVC', { cvc: '73' }, 'INVALID_CVC'],
    ['a letter CVC', { cvc: 'abc' }, 'INVALID_CVC'],
  ])('refuses %s with 400 {error:%j}', async (_name, change, error) => {
    const response = await postToken({ ...card, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers CORS preflights and posts from localhost origins only', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/tokens',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    const allowed = await postToken(card, { origin: 'http://127.0.0.1:3000' });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');

    const foreign = await app.inject({
      method: 'OPTIONS',
      url: '/v1/tokens',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await postToken(card, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});

describe('saved card CVC re-entry', () => {
  it('binds a fresh CVC to a saved card in a single-use token', async () => {
    const saved = await tokenize(app, '4242424242424242');
    const response = await postToken({ holder: 'Max Mustermann', cvc: '737', savedCardToken: saved.token });
    expect(response.statusCode).toBe(201);
    const cvcToken = response.json();
    expect(cvcToken).toMatchObject({ last4: '4242', singleUse: true });
    expect(cvcToken.token).not.toBe(saved.token);

    const first = await pay(app, { method: 'card', card: { token: cvcToken.token } });
    expect(first.json().status).toBe('AUTHORISED');
    const second = await pay(app, { method: 'card', card: { token: cvcToken.token }, reference: 'tid-2' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'TOKEN_ALREADY_USED' });
    // The saved card's own token stays usable (saver-package bookings, the next saved-card purchase).
    expect((await pay(app, { method: 'card', card: { token: saved.token } })).json().status).toBe('AUTHORISED');
  });

  it('works for the fixed test tokens, checks the CVC format and refuses unknown saved cards', async () => {
    const fixed = await postToken({ holder: 'Max Mustermann', cvc: '737', savedCardToken: 'tok_visa' });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json()).toMatchObject({ last4: '4242', expiryMonth: 12, expiryYear: 2034 });
    const badCvc = await postToken({ holder: 'Max Mustermann', cvc: '7', savedCardToken: 'tok_visa' });
    expect(badCvc.json()).toEqual({ error: 'INVALID_CVC' });
    const unknown = await postToken({ holder: 'Max Mustermann', cvc: '737', savedCardToken: 'tok_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'FAILED' });
  });

  it('makes a wrong CVC (000) refuse the payment with code 7', async () => {
    const response = await postToken({ holder: 'Max Mustermann', cvc: '000', savedCardToken: 'tok_visa' });
    const payment = await pay(app, { method: 'card', card: { token: response.json().token } });
    expect(payment.json()).toMatchObject({ status: 'REFUSED', refusalCode: '7' });
  });
});

describe('a CVC tokenized alone (cvcOnly), paid with a saved card', () => {
  it('pays once with the saved token and the CVC token, and refuses a wrong CVC, an unknown or a used CVC token', async () => {
    const saved = await tokenize(app, '4242424242424242');
    const response = await postToken({ cvc: '737', cvcOnly: true });
    expect(response.statusCode).toBe(201);
    const code = response.json();
    expect(code).toEqual({ token: expect.stringMatching(/^cvc_/), singleUse: true });

    const card = { token: saved.token, securityCodeToken: code.token };
    expect((await pay(app, { method: 'card', card })).json().status).toBe('AUTHORISED');
    const again = await pay(app, { method: 'card', card, reference: 'tid-2' });
    expect([again.statusCode, again.json()]).toEqual([400, { error: 'TOKEN_ALREADY_USED' }]);
    const unknown = await pay(app, {
      method: 'card',
      card: { ...card, securityCodeToken: 'cvc_nope' },
      reference: 'tid-3',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: 'INVALID_TOKEN' }]);

    const wrong = (await postToken({ cvc: '000', cvcOnly: true })).json();
    const refused = await pay(app, {
      method: 'card',
      card: { token: 'tok_visa', securityCodeToken: wrong.token },
      reference: 'tid-4',
    });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', refusalCode: '7' });
    expect((await postToken({ cvc: '7', cvcOnly: true })).json()).toEqual({ error: 'INVALID_CVC' });
  });
});

describe('payments with tokens', () => {
  it('refuses an unknown token with 400 INVALID_TOKEN', async () => {
    const response = await pay(app, { method: 'card', card: { token: 'tok_unknown' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_TOKEN' });
  });
});
