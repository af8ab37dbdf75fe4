import { describe, expect, it } from 'vitest';
import {
  AUTH,
  appForEachTest,
  buildTestApp,
  chargeAgain,
  choose,
  getPayment,
  type PaymentAnswer,
  pay,
  payWithCard,
  startReceiver,
  tokenize,
  waitFor,
} from '../../test/harness.ts';

const sandbox = appForEachTest();

const STORE = { storePaymentMethod: true, recurringProcessingModel: 'Subscription' };

/** The first payment of a subscription with a stored card; its recurring reference. */
async function storeCard(number: string): Promise<string> {
  const answer = await payWithCard(sandbox.app, number, { body: STORE });
  expect(answer.status).toBe('AUTHORISED');
  expect(answer.recurringReference).toMatch(/^rec_[0-9a-f]{20}$/);
  return answer.recurringReference ?? '';
}

async function chargeStatuses(method: string, reference: string, times: number): Promise<string[]> {
  const statuses: string[] = [];
  for (let month = 1; month <= times; month += 1) {
    const answer = (await chargeAgain(sandbox.app, method, reference, { reference: `tid-month-${month}` })).json();
    statuses.push(answer.status === 'REFUSED' ? `REFUSED ${answer.refusalCode}` : answer.status);
  }
  return statuses;
}

describe('storing a card and charging it again (ContAuth)', () => {
  it('answers a rec_ reference once AUTHORISED, in the answer, the GET and the notification', async () => {
    const receiver = await startReceiver();
    try {
      const answer = await payWithCard(sandbox.app, '4242424242424242', {
        body: { ...STORE, notificationUrl: receiver.url },
      });
      expect(answer.recurringReference).toMatch(/^rec_/);
      expect((await getPayment(sandbox.app, answer.pspReference)).recurringReference).toBe(answer.recurringReference);
      await waitFor(() => receiver.received.length === 1);
      const body = JSON.parse(receiver.received[0]?.body ?? '{}');
      expect(body).toMatchObject({ status: 'AUTHORISED', recurringReference: answer.recurringReference });
    } finally {
      await receiver.close();
    }
  });

  it('charges the reference without card, returnUrl, redirect or challenge, and says which card', async () => {
    const reference = await storeCard('5555555555554444');
    const response = await chargeAgain(sandbox.app, 'card', reference);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      status: 'AUTHORISED',
      method: 'card',
      amount: { value: 2000, currency: 'EUR' },
      recurringReference: reference,
      card: { last4: '4444', brand: 'mastercard' },
    });
    expect(answer.action).toBeUndefined();
  });

  it('keeps the card chargeable when the first payment used a single-use CVC token', async () => {
    const saved = await tokenize(sandbox.app, '4242424242424242');
    const cvcToken = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/tokens',
      payload: { cvc: '737', savedCardToken: saved.token },
    });
    const first = (await pay(sandbox.app, { method: 'card', card: { token: cvcToken.json().token }, ...STORE })).json();
    expect(first.status).toBe('AUTHORISED');
    expect(await chargeStatuses('card', first.recurringReference, 2)).toEqual(['AUTHORISED', 'AUTHORISED']);
  });

  it('issues the reference of a 3-D Secure card after the challenge, and charges it without one', async () => {
    const first = await payWithCard(sandbox.app, '4000002760003184', { body: STORE });
    expect(first.status).toBe('REDIRECT');
    expect(first.recurringReference).toBeUndefined();
    await choose(sandbox.app, first.pspReference, 'approve');
    const { recurringReference } = await getPayment(sandbox.app, first.pspReference);
    expect(recurringReference).toMatch(/^rec_/);
    expect(await chargeStatuses('card', recurringReference ?? '', 1)).toEqual(['AUTHORISED']);
  });

  it('issues nothing without storePaymentMethod, for a refused payment, or for other methods', async () => {
    expect((await payWithCard(sandbox.app, '4242424242424242')).recurringReference).toBeUndefined();
    const refused = await payWithCard(sandbox.app, '4000000000000002', { body: STORE });
    expect(refused).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
    expect(refused.recurringReference).toBeUndefined();
    expect((await pay(sandbox.app, { method: 'dummy', ...STORE })).json().recurringReference).toBeUndefined();
  });

  it('keeps an amount ending in 77 PENDING on a ContAuth charge', async () => {
    const reference = await storeCard('4242424242424242');
    const answer = (
      await chargeAgain(sandbox.app, 'card', reference, { amount: { value: 1077, currency: 'EUR' } })
    ).json();
    expect(answer.status).toBe('PENDING');
  });
});

describe('recurring magic cards', () => {
  it('4000 0000 0000 0341: stored at the first payment, every later charge REFUSED 8', async () => {
    const reference = await storeCard('4000000000000341');
    expect(await chargeStatuses('card', reference, 3)).toEqual(['REFUSED 8', 'REFUSED 8', 'REFUSED 8']);
  });

  it('4000 0000 0000 9995: later charges REFUSED 8 on odd attempts, AUTHORISED on even ones', async () => {
    const reference = await storeCard('4000000000009995');
    const other = await storeCard('4000000000009995');
    expect(await chargeStatuses('card', reference, 4)).toEqual(['REFUSED 8', 'AUTHORISED', 'REFUSED 8', 'AUTHORISED']);
    // Counted per recurring reference.
    expect(await chargeStatuses('card', other, 1)).toEqual(['REFUSED 8']);
  });
});

describe('storing SEPA and PayPal', () => {
  const sepa = { iban: 'DE89370400440532013000', holder: 'Max Mustermann' };

  it('answers the mandate created on the fly as the SEPA reference, and charges it without IBAN', async () => {
    const first = (await pay(sandbox.app, { method: 'sepa', sepa, ...STORE })).json();
    expect(first).toMatchObject({ status: 'AUTHORISED', recurringReference: expect.stringMatching(/^SBX-/) });
    expect(await chargeStatuses('sepa', first.recurringReference, 2)).toEqual(['AUTHORISED', 'AUTHORISED']);
  });

  it('answers the given mandate id as the SEPA reference', async () => {
    const mandate = await sandbox.app.inject({ method: 'POST', url: '/v1/mandates', headers: AUTH, payload: sepa });
    const { mandateId } = mandate.json();
    const first = (await pay(sandbox.app, { method: 'sepa', sepa: { ...sepa, mandateId }, ...STORE })).json();
    expect(first.recurringReference).toBe(mandateId);
  });

  it('recognises a mandate issued before a restart when the charge names its IBAN', async () => {
    const first = (await pay(sandbox.app, { method: 'sepa', sepa, ...STORE })).json();
    const restarted = await buildTestApp();
    try {
      const forgotten = await chargeAgain(restarted, 'sepa', first.recurringReference);
      expect(forgotten.json()).toEqual({ error: 'UNKNOWN_RECURRING_REFERENCE' });
      const named = await chargeAgain(restarted, 'sepa', first.recurringReference, { sepa });
      expect(named.json()).toMatchObject({ status: 'AUTHORISED', recurringReference: first.recurringReference });
    } finally {
      await restarted.close();
    }
  });

  it('creates a BA- billing agreement when the shopper approves PayPal, and charges it', async () => {
    const receiver = await startReceiver();
    try {
      const first = (await pay(sandbox.app, { method: 'paypal', ...STORE, notificationUrl: receiver.url })).json();
      expect(first.status).toBe('REDIRECT');
      expect(first.recurringReference).toBeUndefined();
      const page = await sandbox.app.inject({ method: 'GET', url: `/pay/${first.pspReference}` });
      expect(page.body).toContain('Billing agreement');
      await choose(sandbox.app, first.pspReference, 'approve');
      const approved = await getPayment(sandbox.app, first.pspReference);
      expect(approved).toMatchObject({ status: 'AUTHORISED', recurringReference: expect.stringMatching(/^BA-/) });
      await waitFor(() => receiver.received.length === 1);
      expect(JSON.parse(receiver.received[0]?.body ?? '{}').recurringReference).toBe(approved.recurringReference);
      const again = (await chargeAgain(sandbox.app, 'paypal', approved.recurringReference ?? '')).json();
      expect(again).toMatchObject({ status: 'AUTHORISED', recurringReference: approved.recurringReference });
      expect(again.action).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });

  it('issues no agreement when the shopper declines', async () => {
    const first = (await pay(sandbox.app, { method: 'paypal', ...STORE })).json();
    await choose(sandbox.app, first.pspReference, 'decline');
    expect((await getPayment(sandbox.app, first.pspReference)).recurringReference).toBeUndefined();
  });
});

describe('ContAuth errors', () => {
  it('answers an unknown reference with 400 UNKNOWN_RECURRING_REFERENCE', async () => {
    for (const [method, reference] of [
      ['card', 'rec_nope'],
      ['paypal', 'BA-NOPE'],
      ['sepa', 'SBX-0000000000-000000000000'],
    ] as const) {
      const response = await chargeAgain(sandbox.app, method, reference);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toEqual({ error: 'UNKNOWN_RECURRING_REFERENCE' });
    }
  });

  it('answers a method that does not match the reference with 400 RECURRING_METHOD_MISMATCH', async () => {
    const card = await storeCard('4242424242424242');
    const sepa = (
      await pay(sandbox.app, { method: 'sepa', sepa: { iban: 'DE89370400440532013000', holder: 'Max M' }, ...STORE })
    ).json();
    for (const [method, reference] of [
      ['paypal', card],
      ['sepa', card],
      ['card', sepa.recurringReference],
    ] as const) {
      const response = await chargeAgain(sandbox.app, method, reference);
      expect(response.statusCode, `${method} ${reference}`).toBe(400);
      expect(response.json()).toEqual({ error: 'RECURRING_METHOD_MISMATCH' });
    }
  });

  it('rejects ContAuth without recurring, recurring without ContAuth, and ContAuth for other methods', async () => {
    const withoutReference = await pay(sandbox.app, { method: 'card', shopperInteraction: 'ContAuth' });
    expect(withoutReference.json()).toMatchObject({ error: 'INVALID_REQUEST', issues: [{ path: 'recurring' }] });
    const { token } = await tokenize(sandbox.app, '4242424242424242');
    const stray = await pay(sandbox.app, { method: 'card', card: { token }, recurring: { reference: 'rec_x' } });
    expect(stray.json()).toMatchObject({ error: 'INVALID_REQUEST', issues: [{ path: 'recurring' }] });
    const ideal = await chargeAgain(sandbox.app, 'ideal', 'rec_x');
    expect(ideal.json()).toMatchObject({ error: 'INVALID_REQUEST', issues: [{ path: 'method' }] });
  });
});

describe('ContAuth idempotency', () => {
  it('replays the first answer for the same key and body, without counting a second charge', async () => {
    const reference = await storeCard('4000000000009995');
    const first = await chargeAgain(sandbox.app, 'card', reference, {}, 'month-1');
    const again = await chargeAgain(sandbox.app, 'card', reference, {}, 'month-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<PaymentAnswer>()).toEqual(first.json<PaymentAnswer>());
    expect(first.json()).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
    // The replay was not a second attempt: the next month's charge is the 2nd, which succeeds.
    expect((await chargeAgain(sandbox.app, 'card', reference, {}, 'month-2')).json().status).toBe('AUTHORISED');
    const conflict = await chargeAgain(
      sandbox.app,
      'card',
      reference,
      { amount: { value: 1, currency: 'EUR' } },
      'month-1',
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
