import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closedPort,
  FAKE_API_KEY,
  FAKE_ISSUERS,
  FAKE_WEBHOOK_SECRET,
  type FakePsp,
  manualPspTimeout,
  startFakePsp,
} from '../../test/fake-psp.ts';
import { notificationHeaders } from './notification-signature.ts';
import { type CreatePaymentInput, PaymentProviderError } from './payment-provider.ts';
import { SandboxAdapter } from './sandbox-adapter.ts';

const payment = (overrides: Partial<CreatePaymentInput> = {}, withoutCard = false): CreatePaymentInput => {
  const { card: _card, ...rest } = base(overrides);
  return withoutCard ? rest : base(overrides);
};
const base = (overrides: Partial<CreatePaymentInput>): CreatePaymentInput => ({
  idempotencyKey: 'purchase:tid-1',
  reference: 'tid-1',
  method: 'card',
  amount: { value: 5000, currency: 'EUR' },
  card: { token: 'tok_success' },
  shopper: { name: 'Max Mustermann', country: 'DE' },
  returnUrl: 'http://localhost:3000/postprocessing/tid-1',
  cancelUrl: 'http://localhost:3000/',
  notificationUrl: 'http://localhost:3000/deposit/psp/notifications',
  ...overrides,
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof PaymentProviderError ? `${error.kind}:${error.code ?? ''}` : 'other';
  }
}

describe('SandboxAdapter against a fake PSP', () => {
  let fake: FakePsp;
  let adapter: SandboxAdapter;
  const timeout = manualPspTimeout();
  const adapterFor = (options: { baseUrl?: string; apiKey?: string } = {}) =>
    new SandboxAdapter({
      baseUrl: options.baseUrl ?? fake.url,
      apiKey: options.apiKey ?? FAKE_API_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      timeoutMs: 2000,
      requestSignal: timeout.signal,
    });

  beforeAll(async () => {
    fake = await startFakePsp();
    adapter = adapterFor();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.delayMs = 0;
    fake.holdRequests = false;
    fake.unavailable = false;
    fake.failNextPayment = null;
  });

  it('creates a payment with the API key and the idempotency key; the same key answers the same payment', async () => {
    const first = await adapter.createPayment(payment({ idempotencyKey: 'purchase:same' }));
    const again = await adapter.createPayment(payment({ idempotencyKey: 'purchase:same' }));
    expect(first).toMatchObject({ reference: 'tid-1', status: 'AUTHORISED', refusalCode: null, action: null });
    expect(first.card).toMatchObject({ last4: '4242', brand: 'visa', expiryMonth: null });
    expect(again.pspReference).toBe(first.pspReference);
    expect(fake.paymentHeaders.at(-1)).toEqual({
      idempotencyKey: 'purchase:same',
      authorization: `Bearer ${FAKE_API_KEY}`,
    });
    expect(await adapter.getPayment(first.pspReference)).toMatchObject({ status: 'AUTHORISED' });
  });

  it('maps refusals, redirects and bank transfers', async () => {
    const refused = await adapter.createPayment(
      payment({ idempotencyKey: 'k-refused', card: { token: 'tok_refused_8' } }),
    );
    expect(refused).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
    const redirect = await adapter.createPayment(payment({ idempotencyKey: 'k-paypal', method: 'paypal' }, true));
    expect(redirect.status).toBe('REDIRECT');
    expect(redirect.action).toEqual({ url: `${fake.url}/pay/${redirect.pspReference}`, method: 'GET' });
    const transfer = await adapter.createPayment(payment({ idempotencyKey: 'k-bank', method: 'banktransfer' }));
    expect(transfer.bankTransfer).toMatchObject({
      reference: 'GD-EU1',
      accountHolder: 'PSP Sandbox GmbH',
      routingNumber: null,
    });
  });

  it('creates mandates, reports a refused one, and lists the iDEAL issuers', async () => {
    const mandate = await adapter.createMandate({
      iban: 'DE89370400440532013000',
      holder: 'Max',
      idempotencyKey: 'm1',
    });
    expect(mandate).toMatchObject({ ok: true, creditorId: 'DE98ZZZ09999999999' });
    const refused = await adapter.createMandate({
      iban: 'DE35370400440532013002',
      holder: 'Max',
      idempotencyKey: 'm2',
    });
    expect(refused).toEqual({ ok: false, reason: 'MANDATE_REFUSED' });
    expect(await adapter.listIdealIssuers()).toEqual(FAKE_ISSUERS);
    expect(
      await adapter.createPayout({
        idempotencyKey: 'po1',
        reference: 'po1',
        amount: { value: 1000, currency: 'EUR' },
        method: 'paypal',
        account: { paypalAccount: 'a@example.com' },
        notificationUrl: 'http://localhost:3000/n',
      }),
    ).toMatchObject({ status: 'PENDING' });
  });

  it('classifies failures: unreachable, rejected (with its SPEC code), uncertain', async () => {
    expect(
      await kindOf(adapterFor({ baseUrl: `http://127.0.0.1:${await closedPort()}` }).createPayment(payment())),
    ).toBe('unreachable:');
    expect(await kindOf(adapterFor({ apiKey: 'wrong-key-123' }).createPayment(payment()))).toBe('rejected:');
    fake.failNextPayment = 'before-create';
    expect(await kindOf(adapter.createPayment(payment({ idempotencyKey: 'k-500' })))).toBe('uncertain:');
    fake.unavailable = true;
    expect(await kindOf(adapter.checkAvailability())).toBe('uncertain:');
    fake.unavailable = false;
  });

  it('gives up on a PSP that does not answer when its time-out fires: uncertain, nothing else waits', async () => {
    fake.holdRequests = true;
    const pending = kindOf(adapter.getPayment('psp_x'));
    await fake.whenHeld(1);
    timeout.fire();
    expect(await pending).toBe('uncertain:');
    fake.releaseHeld();
    fake.holdRequests = false;
    // The next request has a fresh time-out and gets its answer.
    expect(await adapter.checkAvailability()).toBeUndefined();
  });

  it('maps a refused request to the code it stands for', async () => {
    const failing = new SandboxAdapter({
      baseUrl: 'http://psp.test',
      apiKey: FAKE_API_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      timeoutMs: 1000,
      fetch: async () => new Response(JSON.stringify({ error: 'INVALID_TOKEN' }), { status: 400 }),
    });
    expect(await kindOf(failing.createPayment(payment()))).toBe('rejected:7');
    const malformed = new SandboxAdapter({
      baseUrl: 'http://psp.test',
      apiKey: FAKE_API_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      timeoutMs: 1000,
      fetch: async () => new Response('{"status":"WHATEVER"}', { status: 201 }),
    });
    expect(await kindOf(malformed.createPayment(payment()))).toBe('uncertain:');
  });

  it('verifies notifications: signature, timestamp window, body', () => {
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'payment.updated',
      pspReference: 'psp_1',
      reference: 'tid-1',
      status: 'AUTHORISED',
      refusalCode: null,
      amount: { value: 5000, currency: 'EUR' },
    });
    const now = new Date('2026-11-21T12:00:00Z');
    const seconds = now.getTime() / 1000;
    const verify = (raw: string, headers: Record<string, string>) =>
      adapter.verifyNotification({ rawBody: Buffer.from(raw), headers, now });

    const ok = verify(body, notificationHeaders(FAKE_WEBHOOK_SECRET, body, seconds));
    expect(ok).toMatchObject({
      ok: true,
      notification: { id: 'evt_1', status: 'AUTHORISED', amount: { value: 5000 } },
    });
    expect(verify(body, notificationHeaders('whsec_forged', body, seconds))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verify(`${body} `, notificationHeaders(FAKE_WEBHOOK_SECRET, body, seconds))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verify(body, {})).toEqual({ ok: false, reason: 'signature' });
    expect(verify(body, notificationHeaders(FAKE_WEBHOOK_SECRET, body, seconds - 301))).toEqual({
      ok: false,
      reason: 'timestamp',
    });
    expect(verify(body, notificationHeaders(FAKE_WEBHOOK_SECRET, body, seconds + 299)).ok).toBe(true);
    expect(verify('{"id":1}', notificationHeaders(FAKE_WEBHOOK_SECRET, '{"id":1}', seconds))).toEqual({
      ok: false,
      reason: 'body',
    });
  });
});
