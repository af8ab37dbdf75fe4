import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH, pay, payWithCard, setupForEachTest, waitFor } from '../../test/harness.ts';

const setup = setupForEachTest();

function refund(app: FastifyInstance, pspReference: string, body: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/v1/payments/${pspReference}/refunds`,
    headers: { ...AUTH, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('refunds', () => {
  it('refunds a captured payment in parts, never more than captured, and notifies each refund', async () => {
    const { app, receiver } = await setup();
    const payment = await payWithCard(app, '4242424242424242', { body: { notificationUrl: receiver.url } });
    expect(payment.status).toBe('AUTHORISED');
    await waitFor(() => receiver.received.length === 1);

    const first = await refund(app, payment.pspReference, { reference: 'rf-1', amount: eur(2000) }, 'k1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      pspReference: expect.stringMatching(/^rf_/),
      paymentPspReference: payment.pspReference,
      reference: 'rf-1',
      status: 'REFUNDED',
      amount: eur(2000),
    });
    const tooMuch = await refund(app, payment.pspReference, { reference: 'rf-2', amount: eur(3001) }, 'k2');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ error: 'REFUND_EXCEEDS_CAPTURED' });
    const rest = await refund(app, payment.pspReference, { reference: 'rf-3', amount: eur(3000) }, 'k3');
    expect(rest.json().status).toBe('REFUNDED');
    const oneMore = await refund(app, payment.pspReference, { reference: 'rf-4', amount: eur(1) }, 'k4');
    expect(oneMore.json()).toEqual({ error: 'REFUND_EXCEEDS_CAPTURED' });

    await waitFor(() => receiver.received.length === 3);
    const notifications = receiver.received.slice(1).map((item) => JSON.parse(item.body));
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'refund.updated',
        pspReference: first.json().pspReference,
        paymentPspReference: payment.pspReference,
        reference: 'rf-1',
        status: 'REFUNDED',
        amount: eur(2000),
        failureReason: null,
      }),
      expect.objectContaining({ type: 'refund.updated', reference: 'rf-3', status: 'REFUNDED' }),
    ]);
    const read = await app.inject({ method: 'GET', url: `/v1/refunds/${first.json().pspReference}`, headers: AUTH });
    expect(read.json()).toEqual(first.json());
  });

  it('answers a repeated Idempotency-Key with the first refund and refunds only once', async () => {
    const { app } = await setup();
    const payment = await payWithCard(app, '4242424242424242');
    const body = { reference: 'rf-1', amount: eur(5000) };
    const first = await refund(app, payment.pspReference, body, 'same');
    const again = await refund(app, payment.pspReference, body, 'same');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await refund(app, payment.pspReference, { ...body, amount: eur(1) }, 'same');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses a refund whose amount ends in 14, which gives nothing back', async () => {
    const { app, receiver } = await setup();
    const payment = await payWithCard(app, '4242424242424242', { body: { notificationUrl: receiver.url } });
    const refused = await refund(app, payment.pspReference, { reference: 'rf-1', amount: eur(1014) });
    expect(refused.statusCode).toBe(201);
    expect(refused.json()).toMatchObject({ status: 'REFUSED', failureReason: 'REFUND_REJECTED' });
    await waitFor(() => receiver.received.length === 2);
    expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({
      type: 'refund.updated',
      status: 'REFUSED',
      failureReason: 'REFUND_REJECTED',
    });
    const full = await refund(app, payment.pspReference, { reference: 'rf-2', amount: eur(5000) });
    expect(full.json().status).toBe('REFUNDED');
  });

  it('refunds only captured payments, in their currency', async () => {
    const { app } = await setup();
    const refused = await payWithCard(app, '4000000000000002');
    expect((await refund(app, refused.pspReference, { reference: 'r', amount: eur(100) })).json()).toEqual({
      error: 'PAYMENT_NOT_REFUNDABLE',
    });
    const pending = (await pay(app, { method: 'banktransfer' })).json();
    expect((await refund(app, pending.pspReference, { reference: 'r', amount: eur(100) })).statusCode).toBe(422);
    const paid = await payWithCard(app, '4242424242424242');
    const usd = await refund(app, paid.pspReference, { reference: 'r', amount: { value: 100, currency: 'USD' } });
    expect(usd.json()).toEqual({ error: 'CURRENCY_MISMATCH' });
    expect((await refund(app, 'psp_unknown', { reference: 'r', amount: eur(100) })).statusCode).toBe(404);
    const invalid = await refund(app, paid.pspReference, { reference: '', amount: eur(-1) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('INVALID_REQUEST');
    const unauthenticated = await app.inject({
      method: 'POST',
      url: `/v1/payments/${paid.pspReference}/refunds`,
      payload: { reference: 'r', amount: eur(100) },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
