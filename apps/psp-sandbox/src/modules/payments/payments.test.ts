import { describe, expect, it } from 'vitest';
import { MAGIC_CARDS, POLLS_BEFORE_AUTHORISED } from '../../magic/magic-values.ts';
import {
  AUTH,
  appForEachTest,
  getPayment,
  type PaymentAnswer,
  pay,
  payWithCard,
  tokenize,
} from '../../test/harness.ts';

const sandbox = appForEachTest();

describe('POST /v1/payments idempotency', () => {
  it('answers the same key and body with the first answer (200) and makes one payment', async () => {
    const { token } = await tokenize(sandbox.app, '4242424242424242');
    const body = { method: 'card', card: { token }, reference: 'tid-once', notificationUrl: 'http://127.0.0.1:9/n' };
    const first = await pay(sandbox.app, body, 'key-1');
    const again = await pay(sandbox.app, body, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const listed = await sandbox.app.inject({
      method: 'GET',
      url: '/v1/test/notifications?reference=tid-once',
      headers: AUTH,
    });
    expect(listed.json().notifications).toHaveLength(1);
  });

  it('makes one payment of two identical requests sent at the same time (a double click)', async () => {
    const body = { method: 'paypal', reference: 'tid-double' };
    const answers = await Promise.all([pay(sandbox.app, body, 'key-double'), pay(sandbox.app, body, 'key-double')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().pspReference).toBe(answers[1]?.json().pspReference);
  });

  it('treats JSON key order as the same body', async () => {
    const body = { method: 'paypal', reference: 'tid-9' };
    const first = await pay(sandbox.app, body, 'key-order');
    const reordered = await sandbox.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...AUTH, 'idempotency-key': 'key-order', 'content-type': 'application/json' },
      payload: JSON.stringify({
        returnUrl: 'http://localhost:3000/postprocessing/tid-1',
        amount: { currency: 'EUR', value: 5000 },
        reference: 'tid-9',
        method: 'paypal',
      }),
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().pspReference).toBe(first.json().pspReference);
  });

  it('answers the same key with another body with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const { token } = await tokenize(sandbox.app, '4242424242424242');
    await pay(sandbox.app, { method: 'card', card: { token } }, 'key-2');
    const conflict = await pay(
      sandbox.app,
      { method: 'card', card: { token }, amount: { value: 9900, currency: 'EUR' } },
      'key-2',
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('does not remember a request that failed validation', async () => {
    const invalid = await pay(sandbox.app, { method: 'card' }, 'key-3');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'INVALID_REQUEST', issues: [{ path: 'card' }] });
    const { token } = await tokenize(sandbox.app, '4242424242424242');
    expect((await pay(sandbox.app, { method: 'card', card: { token } }, 'key-3')).statusCode).toBe(201);
  });
});

describe('magic cards', () => {
  const expected: Record<string, Partial<PaymentAnswer>> = {
    authorise: { status: 'AUTHORISED' },
    challenge: { status: 'REDIRECT' },
    block: { status: 'BLOCKED', refusalCode: '47' },
    pendingForever: { status: 'PENDING' },
    authoriseAfterPolls: { status: 'PENDING' },
  };
  it.each(MAGIC_CARDS.map((card) => [card.number, card.meaning, card] as const))(
    '%s (%s)',
    async (number, _m, card) => {
      const answer = await payWithCard(sandbox.app, number);
      const outcome = card.outcome;
      const wanted =
        outcome.kind === 'refuse' ? { status: 'REFUSED', refusalCode: outcome.refusalCode } : expected[outcome.kind];
      expect(answer).toMatchObject(wanted ?? {});
      if (answer.status !== 'REFUSED' && answer.status !== 'BLOCKED') expect(answer.refusalCode).toBeUndefined();
    },
  );

  it('says which card was charged (never the whole number)', async () => {
    const answer = await payWithCard(sandbox.app, '4242424242424242');
    expect(answer).toMatchObject({
      card: { last4: '4242', brand: 'visa', expiryMonth: 12, holder: 'Max Mustermann' },
    });
    expect(JSON.stringify(answer)).not.toContain('4242424242424242');
  });

  it('sends 4000 0027 6000 3184 to the 3-D Secure page', async () => {
    const answer = await payWithCard(sandbox.app, '4000002760003184');
    expect(answer.action).toEqual({
      type: 'redirect',
      url: `http://localhost:3001/pay/${answer.pspReference}`,
      method: 'GET',
    });
  });

  it('refuses any card with CVC 000 with code 7, and accepts 737 or no CVC', async () => {
    expect(await payWithCard(sandbox.app, '4242424242424242', { tokenOverrides: { cvc: '000' } })).toMatchObject({
      status: 'REFUSED',
      refusalCode: '7',
    });
    expect(await payWithCard(sandbox.app, '4242424242424242', { tokenOverrides: { cvc: '' } })).toMatchObject({
      status: 'AUTHORISED',
    });
  });

  it('keeps a card payment of an amount ending in 77 PENDING', async () => {
    const answer = await payWithCard(sandbox.app, '4242424242424242', {
      body: { amount: { value: 1077, currency: 'EUR' } },
    });
    expect(answer.status).toBe('PENDING');
    expect((await getPayment(sandbox.app, answer.pspReference)).status).toBe('PENDING');
  });

  it(`authorises 4000 0000 0000 3220 on the status GET after ${POLLS_BEFORE_AUTHORISED} PENDING ones`, async () => {
    const answer = await payWithCard(sandbox.app, '4000000000003220');
    expect(answer.status).toBe('PENDING');
    for (let poll = 1; poll <= POLLS_BEFORE_AUTHORISED; poll += 1) {
      expect((await getPayment(sandbox.app, answer.pspReference)).status, `poll ${poll}`).toBe('PENDING');
    }
    expect((await getPayment(sandbox.app, answer.pspReference)).status).toBe('AUTHORISED');
    expect((await getPayment(sandbox.app, answer.pspReference)).status).toBe('AUTHORISED');
  });

  it('finds the payments of a shop reference without creating one, or none (a pay request that never arrived)', async () => {
    const created = (await pay(sandbox.app, { method: 'paypal', reference: 'tid-lookup' }, 'key-lookup')).json();
    const lookup = (reference: string) =>
      sandbox.app.inject({ method: 'GET', url: `/v1/payments?reference=${reference}`, headers: AUTH });
    const found = await lookup('tid-lookup');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ payments: [created] });
    expect((await lookup('tid-never-sent')).json()).toEqual({ payments: [] });
    expect((await sandbox.app.inject({ method: 'GET', url: '/v1/payments', headers: AUTH })).statusCode).toBe(400);
    expect((await sandbox.app.inject({ method: 'GET', url: '/v1/payments?reference=tid-lookup' })).statusCode).toBe(
      401,
    );
  });

  it('answers GET for an unknown payment with 404', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/v1/payments/psp_nope', headers: AUTH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND' });
  });
});

describe('other methods', () => {
  it('redirects paypal, paysafecard, skrill, bank and ideal to the hosted page', async () => {
    for (const method of ['paypal', 'paysafecard', 'skrill', 'bank', 'ideal']) {
      const response = await pay(sandbox.app, { method, ideal: { issuer: 'RABONL2U' } });
      expect(response.statusCode, method).toBe(201);
      const answer = response.json<PaymentAnswer>();
      expect(answer.status).toBe('REDIRECT');
      expect(answer.action?.url).toBe(`http://localhost:3001/pay/${answer.pspReference}`);
    }
    const unknownIssuer = await pay(sandbox.app, { method: 'ideal', ideal: { issuer: 'XXXXNL2A' } });
    expect(unknownIssuer.statusCode).toBe(400);
    expect(unknownIssuer.json()).toEqual({ error: 'UNKNOWN_ISSUER' });
  });

  it('authorises gdDummyPay (dummy) at once, or keeps it PENDING for an amount ending in 77', async () => {
    expect((await pay(sandbox.app, { method: 'dummy' })).json().status).toBe('AUTHORISED');
    expect((await pay(sandbox.app, { method: 'dummy', amount: { value: 177, currency: 'EUR' } })).json().status).toBe(
      'PENDING',
    );
  });

  it('gives bank-transfer instructions: IBAN/BIC, or routing and account number for US shoppers', async () => {
    const sepa = (await pay(sandbox.app, { method: 'banktransfer', shopper: { name: 'Max', country: 'DE' } })).json();
    expect(sepa).toMatchObject({
      status: 'PENDING',
      bankTransfer: { iban: 'DE41500105170123456789', bic: 'INGDDEFFXXX' },
    });
    expect(sepa.bankTransfer.reference).toMatch(/^GD-[A-Z2-9]{8}$/);
    expect(sepa.bankTransfer.routingNumber).toBeUndefined();
    const us = (await pay(sandbox.app, { method: 'banktransfer', shopper: { country: 'US' } })).json();
    expect(us.bankTransfer).toMatchObject({ routingNumber: '110000000', accountNumber: '000123456789' });
    expect(us.bankTransfer.iban).toBeUndefined();
  });

  it('settles a bank transfer through the test call, and only a PENDING payment', async () => {
    const { pspReference } = (await pay(sandbox.app, { method: 'banktransfer' })).json();
    const url = `/v1/test/payments/${pspReference}/settle`;
    const settled = await sandbox.app.inject({ method: 'POST', url, headers: AUTH });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().status).toBe('AUTHORISED');
    expect((await getPayment(sandbox.app, pspReference)).status).toBe('AUTHORISED');
    expect((await sandbox.app.inject({ method: 'POST', url, headers: AUTH })).json()).toEqual({ error: 'NOT_PENDING' });
    const unknown = await sandbox.app.inject({ method: 'POST', url: '/v1/test/payments/psp_x/settle', headers: AUTH });
    expect(unknown.statusCode).toBe(404);
  });

  it('forgets everything on POST /v1/test/reset', async () => {
    const { pspReference } = (await pay(sandbox.app, { method: 'dummy' }, 'key-r')).json();
    expect((await sandbox.app.inject({ method: 'POST', url: '/v1/test/reset', headers: AUTH })).statusCode).toBe(204);
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `/v1/payments/${pspReference}`, headers: AUTH })).statusCode,
    ).toBe(404);
    expect((await pay(sandbox.app, { method: 'dummy' }, 'key-r')).statusCode).toBe(201);
  });
});
