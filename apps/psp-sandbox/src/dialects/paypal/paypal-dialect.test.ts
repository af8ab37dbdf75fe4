// The PayPal dialect's wire format as PayPal's REST APIs answer (the shop's adapter is tested against it in
// apps/server/src/modules/payments/paypal): OAuth, error bodies, PayPal-Request-Id, the approve page's redirects.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { TEST_SECRETS } from '../../test/harness.ts';

const BASIC = `Basic ${Buffer.from('client:secret-for-tests').toString('base64')}`;

describe('PayPal dialect', () => {
  let app: FastifyInstance;
  let bearer: string;

  beforeAll(async () => {
    app = await buildApp(loadConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent', PSP_PAYOUT_SETTLE_MS: '0' }), {
      paypal: { clientId: 'client', clientSecret: 'secret-for-tests', webhook: null },
    });
    const token = await app.inject({
      method: 'POST',
      url: '/paypal/v1/oauth2/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 });
    bearer = `Bearer ${token.json().access_token}`;
  });
  afterAll(async () => app.close());

  const order = (headers: Record<string, string> = {}, amount = '10.00') =>
    app.inject({
      method: 'POST',
      url: '/paypal/v2/checkout/orders',
      headers: { authorization: bearer, ...headers },
      payload: {
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'tid-1', amount: { currency_code: 'EUR', value: amount } }],
        payment_source: {
          paypal: {
            experience_context: { return_url: 'http://localhost:3000/r', cancel_url: 'http://localhost:3000/c' },
          },
        },
      },
    });

  it('refuses a wrong client secret and a missing token as PayPal does', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/paypal/v1/oauth2/token',
      headers: { authorization: `Basic ${Buffer.from('client:nope').toString('base64')}` },
      payload: { grant_type: 'client_credentials' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const anonymous = await app.inject({ method: 'GET', url: '/paypal/v2/checkout/orders/X' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('answers PayPal’s error bodies and repeats the first answer for the same PayPal-Request-Id', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/paypal/v2/checkout/orders/NOPE',
      headers: { authorization: bearer },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      debug_id: expect.any(String),
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    const first = await order({ 'paypal-request-id': 'req-1' });
    const again = await order({ 'paypal-request-id': 'req-1' });
    expect(first.json().id).toBe(again.json().id);
    expect(first.json()).toMatchObject({ status: 'PAYER_ACTION_REQUIRED' });
    expect((await order({ 'paypal-request-id': 'req-2' })).json().id).not.toBe(first.json().id);
    const malformed = await order({}, '10.001');
    expect(malformed.statusCode).toBe(422);
  });

  it('sends the payer back with token and PayerID, captures once, and refuses a second capture', async () => {
    const created = (await order()).json();
    const approveLink = created.links.find((link: { rel: string }) => link.rel === 'payer-action').href as string;
    const page = await app.inject({ method: 'GET', url: new URL(approveLink).pathname + new URL(approveLink).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="psp-choice-approve"');
    const approved = await app.inject({
      method: 'POST',
      url: `/paypal/checkoutnow?token=${created.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toMatch(new RegExp(`^http://localhost:3000/r\\?token=${created.id}&PayerID=`));
    const capture = await app.inject({
      method: 'POST',
      url: `/paypal/v2/checkout/orders/${created.id}/capture`,
      headers: { authorization: bearer, 'content-type': 'application/json' },
    });
    expect(capture.statusCode).toBe(201);
    expect(capture.json().purchase_units[0].payments.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '10.00' },
      supplementary_data: { related_ids: { order_id: created.id } },
    });
    const twice = await app.inject({
      method: 'POST',
      url: `/paypal/v2/checkout/orders/${created.id}/capture`,
      headers: { authorization: bearer },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('fails a webhook signature it did not make', async () => {
    const verify = await app.inject({
      method: 'POST',
      url: '/paypal/v1/notifications/verify-webhook-signature',
      headers: { authorization: bearer },
      payload: {
        auth_algo: 'SHA256withRSA',
        cert_url: 'http://localhost:3001/paypal/v1/notifications/certs/CERT-psp-sandbox',
        transmission_id: 'x',
        transmission_sig: 'AAAA',
        transmission_time: new Date().toISOString(),
        webhook_id: 'WH-PSP-SANDBOX',
        webhook_event: { id: 'WH-1' },
      },
    });
    expect(verify.json()).toEqual({ verification_status: 'FAILURE' });
  });
});
