import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEPA_RETURN_DAYS, SEPA_RETURNED_IBAN } from '../../magic/magic-values.ts';
import {
  AUTH,
  buildTestApp,
  chargeAgain,
  DAY_SECONDS,
  getPayment,
  moveClock,
  pay,
  startReceiver,
  WEBHOOK_SECRET,
  waitFor,
} from '../../test/harness.ts';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeEach(async () => {
  [app, receiver] = await Promise.all([buildTestApp(), startReceiver()]);
});
afterEach(async () => {
  await Promise.all([app.close(), receiver.close()]);
});

const returned = { iban: SEPA_RETURNED_IBAN, holder: 'Max Mustermann' };

function bodies(): Record<string, unknown>[] {
  return receiver.received.map((item) => JSON.parse(item.body));
}

async function firstDebit(sepa: Record<string, string>) {
  const response = await pay(app, {
    method: 'sepa',
    sepa,
    storePaymentMethod: true,
    notificationUrl: receiver.url,
  });
  return response.json();
}

describe(`returned debits (IBAN ${SEPA_RETURNED_IBAN})`, () => {
  it(`authorises the debit, then returns it ${SEPA_RETURN_DAYS} days later with a signed notification`, async () => {
    const first = await firstDebit(returned);
    expect(first).toMatchObject({ status: 'AUTHORISED', recurringReference: expect.stringMatching(/^SBX-/) });
    await moveClock(app, { advanceSeconds: (SEPA_RETURN_DAYS - 1) * DAY_SECONDS });
    expect((await getPayment(app, first.pspReference)).status).toBe('AUTHORISED');

    const moved = await moveClock(app, { advanceSeconds: DAY_SECONDS });
    const payment = await getPayment(app, first.pspReference);
    expect(payment).toMatchObject({ status: 'RETURNED', returnReason: 'MD06' });
    expect(payment.recurringReference).toBe(first.recurringReference);

    await waitFor(() => bodies().some((body) => body.status === 'RETURNED'));
    const notification = receiver.received.find((item) => JSON.parse(item.body).status === 'RETURNED');
    if (notification === undefined) throw new Error('no RETURNED notification');
    const timestamp = String(notification.headers['psp-timestamp']);
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${notification.body}`).digest('hex');
    expect(notification.headers['psp-signature']).toBe(`v1=${signature}`);
    // Signed at sandbox time: five days ahead of the wall clock.
    const clockSeconds = Date.parse(moved.json().now) / 1000;
    expect(Math.abs(Number(timestamp) - clockSeconds)).toBeLessThan(5);
    expect(JSON.parse(notification.body)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'payment.updated',
      pspReference: first.pspReference,
      reference: 'tid-1',
      status: 'RETURNED',
      refusalCode: null,
      amount: { value: 5000, currency: 'EUR' },
      recurringReference: first.recurringReference,
      returnReason: 'MD06',
      createdAt: expect.any(String),
    });
  });

  it('returns the later ContAuth debits too, each its own days after success', async () => {
    const first = await firstDebit(returned);
    await moveClock(app, { advanceSeconds: 2 * DAY_SECONDS });
    const second = (await chargeAgain(app, 'sepa', first.recurringReference)).json();
    expect(second.status).toBe('AUTHORISED');
    await moveClock(app, { advanceSeconds: 3 * DAY_SECONDS });
    expect((await getPayment(app, first.pspReference)).status).toBe('RETURNED');
    expect((await getPayment(app, second.pspReference)).status).toBe('AUTHORISED');
    await moveClock(app, { advanceSeconds: 2 * DAY_SECONDS });
    expect((await getPayment(app, second.pspReference)).status).toBe('RETURNED');
  });

  it('never returns a debit of another IBAN', async () => {
    const first = await firstDebit({ iban: 'DE89370400440532013000', holder: 'Max Mustermann' });
    await moveClock(app, { advanceSeconds: 60 * DAY_SECONDS });
    const payment = await getPayment(app, first.pspReference);
    expect(payment.status).toBe('AUTHORISED');
    expect(payment.returnReason).toBeUndefined();
  });
});

describe('mandate revocation (POST /v1/test/mandates/:mandateId/revoke)', () => {
  async function revoke(mandateId: string, payload?: Record<string, unknown>) {
    const url = `/v1/test/mandates/${mandateId}/revoke`;
    return app.inject({ method: 'POST', url, headers: AUTH, ...(payload === undefined ? {} : { payload }) });
  }

  it('notifies mandate.updated REVOKED to the last payment, and refuses later debits with 422', async () => {
    const sepa = { iban: 'DE89370400440532013000', holder: 'Max Mustermann' };
    const first = await firstDebit(sepa);
    const mandateId: string = first.recurringReference;
    const response = await revoke(mandateId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mandateId, status: 'REVOKED' });

    await waitFor(() => bodies().some((body) => body.type === 'mandate.updated'));
    expect(bodies().find((body) => body.type === 'mandate.updated')).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'mandate.updated',
      pspReference: mandateId,
      reference: mandateId,
      status: 'REVOKED',
      refusalCode: null,
      mandateId,
      createdAt: expect.any(String),
    });

    const again = await chargeAgain(app, 'sepa', mandateId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: 'MANDATE_REVOKED' });
    const customerPresent = await pay(app, { method: 'sepa', sepa: { ...sepa, mandateId } });
    expect(customerPresent.statusCode).toBe(422);
    expect(customerPresent.json()).toEqual({ error: 'MANDATE_REVOKED' });
  });

  it('sends to the notificationUrl of the call when given, once however often it is revoked', async () => {
    const mandate = await app.inject({
      method: 'POST',
      url: '/v1/mandates',
      headers: AUTH,
      payload: { iban: 'DE89370400440532013000', holder: 'Max Mustermann' },
    });
    const { mandateId } = mandate.json();
    expect((await revoke(mandateId, { notificationUrl: receiver.url })).statusCode).toBe(200);
    expect((await revoke(mandateId, { notificationUrl: receiver.url })).json()).toEqual({
      mandateId,
      status: 'REVOKED',
    });
    await waitFor(() => receiver.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodies()).toMatchObject([{ type: 'mandate.updated', mandateId }]);
  });

  it('answers an unknown mandate with 404 and a bad notificationUrl with 400', async () => {
    const unknown = await revoke('SBX-0000000000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND' });
    expect((await revoke('SBX-0000000000-000000000000', { notificationUrl: 'nope' })).statusCode).toBe(400);
  });
});
