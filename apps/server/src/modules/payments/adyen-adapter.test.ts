// Contract tests of the Adyen adapter (issue 23 points 1, 4, 5) against the PSP sandbox's Adyen dialect over
// HTTP: every request body is the SDK's own model serialisation (ObjectSerializer round trip), Adyen's headers
// are sent, the magic values come back in Adyen's words, and the sandbox's notifications pass the official
// library's hmacValidator. No database: the adapter alone.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import adyen from '@adyen/api-library';
import { ObjectSerializer as DisputesSerializer } from '@adyen/api-library/lib/src/typings/disputes/models';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portToListenOn } from '../../test/fake-psp.ts';
import { sandboxAvailable, startSandbox, TEST_ADYEN } from '../../test/sandbox-harness.ts';
import { TEST_SECRETS } from '../../test/test-app.ts';
import { AdyenAdapter } from './adyen-adapter.ts';
import { ADYEN_WEB_VERSION } from './adyen-card-fields.ts';
import { createNodeHttpFetch, type PspFetch } from './node-http-fetch.ts';
import { type CreatePaymentInput, PaymentProviderError } from './payment-provider.ts';

const { hmacValidator, Types } = adyen;
const { ObjectSerializer } = Types.checkout;

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function recordingFetch(sent: SentRequest[]): PspFetch {
  const inner = createNodeHttpFetch();
  return (url, init = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers ?? {},
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    });
    return inner(url, init);
  };
}

describe.skipIf(!sandboxAvailable)('the Adyen adapter against the sandbox’s Adyen dialect', () => {
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let receiver: Server;
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const sent: SentRequest[] = [];
  let adapter: AdyenAdapter;

  const input = (overrides: Partial<CreatePaymentInput>): CreatePaymentInput => ({
    idempotencyKey: crypto.randomUUID(),
    reference: `tid-${crypto.randomUUID()}`,
    method: 'card',
    amount: { value: 1000, currency: 'EUR' },
    shopper: { name: 'Max Mustermann', country: 'DE' },
    shopperLocale: 'de-DE',
    returnUrl: 'http://shop.example/deposit/psp/return/adyen/tid',
    cancelUrl: 'http://shop.example/',
    notificationUrl: 'http://shop.example/deposit/psp/notifications/adyen',
    ...overrides,
  });

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('[accepted]');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/adyen`;
    const port = await portToListenOn();
    sandboxUrl = `http://127.0.0.1:${port}`;
    sandbox = await startSandbox(port, {
      PSP_SANDBOX_ADYEN_API_KEY: TEST_ADYEN.apiKey,
      PSP_SANDBOX_ADYEN_HMAC_KEY: TEST_ADYEN.hmacKey,
      PSP_SANDBOX_ADYEN_NOTIFICATION_URL: receiverUrl,
      PSP_SANDBOX_ADYEN_NOTIFICATION_USERNAME: TEST_ADYEN.notificationUsername,
      PSP_SANDBOX_ADYEN_NOTIFICATION_PASSWORD: TEST_ADYEN.notificationPassword,
    });
    adapter = new AdyenAdapter({
      config: {
        ...TEST_ADYEN,
        baseUrl: `${sandboxUrl}/adyen/checkout`,
        clientUrl: sandboxUrl,
        disputesBaseUrl: `${sandboxUrl}/adyen/ca/services/DisputeService`,
      },
      timeoutMs: 10_000,
      fetch: recordingFetch(sent),
    });
  });
  afterAll(async () => {
    const closing = sandbox?.close();
    sandbox?.server.closeAllConnections();
    await closing;
    await new Promise((resolve) => receiver?.close(resolve));
  });

  async function waitForNotifications(count: number) {
    const deadline = Date.now() + 10_000;
    while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return received;
  }

  it('builds every request with the SDK’s models and sends Adyen’s headers to the configured base URL', async () => {
    sent.length = 0;
    const request = input({ card: { token: 'tok_visa' }, storePaymentMethod: true });
    const payment = await adapter.createPayment(request);
    expect(payment).toMatchObject({ status: 'AUTHORISED', reference: request.reference, refusalCode: null });
    expect(payment.card).toMatchObject({ last4: '4242', expiryMonth: 12, expiryYear: 2034 });
    expect(payment.recurringReference).toMatch(/^shop-tid-.+\|rec_/);
    const [call] = sent;
    expect(call?.url).toBe(`${sandboxUrl}/adyen/checkout/v72/payments`);
    expect(call?.headers).toMatchObject({ 'x-api-key': TEST_ADYEN.apiKey, 'idempotency-key': request.idempotencyKey });
    // The body is exactly what the SDK's ObjectSerializer makes of its PaymentRequest model.
    const model = ObjectSerializer.deserialize(call?.body, 'PaymentRequest');
    expect(ObjectSerializer.serialize(model, 'PaymentRequest')).toEqual(call?.body);
    expect(call?.body).toMatchObject({
      merchantAccount: TEST_ADYEN.merchantAccount,
      reference: request.reference,
      amount: { value: 1000, currency: 'EUR' },
      paymentMethod: { type: 'scheme', encryptedCard: 'tok_visa', holderName: 'Max Mustermann' },
      shopperInteraction: 'Ecommerce',
      storePaymentMethod: true,
      recurringProcessingModel: 'Subscription',
      shopperReference: `shop-${request.reference}`,
      returnUrl: request.returnUrl,
      shopperLocale: 'de-DE',
      countryCode: 'DE',
    });

    // A monthly booking charges the stored card merchant-initiated, with no redirect.
    sent.length = 0;
    const booking = await adapter.createPayment(
      input({
        recurring: { reference: payment.recurringReference ?? '' },
        shopperInteraction: 'ContAuth',
        recurringProcessingModel: 'Subscription',
      }),
    );
    expect(booking.status).toBe('AUTHORISED');
    expect(sent[0]?.body).toMatchObject({
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'Subscription',
      shopperReference: `shop-${request.reference}`,
      paymentMethod: { type: 'scheme', storedPaymentMethodId: expect.stringMatching(/^rec_/) },
    });
    const bookingModel = ObjectSerializer.deserialize(sent[0]?.body, 'PaymentRequest');
    expect(ObjectSerializer.serialize(bookingModel, 'PaymentRequest')).toEqual(sent[0]?.body);
  });

  /** As Adyen's secured CVC frame (here the sandbox's) encrypts a value: with the key its page carries. */
  async function sealCvc(value: string): Promise<string> {
    const query = new URLSearchParams({ type: 'cvc', parentOrigin: 'http://localhost:3000', session: 'tests' });
    const page = await fetch(`${sandboxUrl}/checkoutshopper/securedfields/${ADYEN_WEB_VERSION}/field?${query}`);
    const key = /data-encryption-key="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const sealed = publicEncrypt(
      {
        key: createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(JSON.stringify({ f: 'cvc', v: value })),
    );
    return `adyensandbox_0_1$${sealed.toString('base64')}`;
  }

  it('stores a card the player keeps on file under the player, and pays it later with the stored id and a CVC', async () => {
    sent.length = 0;
    const shopper = { name: 'Max Mustermann', country: 'DE', id: '4711' };
    const first = await adapter.createPayment(
      input({ card: { token: 'tok_visa' }, shopper, storePaymentMethod: true, recurringProcessingModel: 'CardOnFile' }),
    );
    expect(first.status).toBe('AUTHORISED');
    // The stored card's reference, never the card fields' values, is what the shop keeps.
    expect(first.recurringReference).toMatch(/^shop-player-4711\|rec_/);
    expect(sent[0]?.body).toMatchObject({
      storePaymentMethod: true,
      shopperReference: 'shop-player-4711',
      recurringProcessingModel: 'CardOnFile',
      shopperInteraction: 'Ecommerce',
    });
    const firstModel = ObjectSerializer.deserialize(sent[0]?.body, 'PaymentRequest');
    expect(ObjectSerializer.serialize(firstModel, 'PaymentRequest')).toEqual(sent[0]?.body);

    // The saved card with the shopper present: storedPaymentMethodId + the CVC frame's blob, card-on-file.
    const saved = first.recurringReference ?? '';
    const storedId = saved.split('|')[1];
    const withCvc = async (cvc: string, token = saved) => {
      sent.length = 0;
      const securityCodeToken = await sealCvc(cvc);
      return adapter.createPayment(input({ card: { token, securityCodeToken }, shopper }));
    };
    const paid = await withCvc('737');
    expect(paid.status).toBe('AUTHORISED');
    expect(sent[0]?.body).toEqual(
      expect.objectContaining({
        shopperReference: 'shop-player-4711',
        shopperInteraction: 'Ecommerce',
        recurringProcessingModel: 'CardOnFile',
        paymentMethod: {
          type: 'scheme',
          storedPaymentMethodId: storedId,
          encryptedSecurityCode: expect.stringMatching(/^adyensandbox_0_1\$/),
        },
      }),
    );
    expect(sent[0]?.body).not.toHaveProperty('storePaymentMethod');
    const paidModel = ObjectSerializer.deserialize(sent[0]?.body, 'PaymentRequest');
    expect(ObjectSerializer.serialize(paidModel, 'PaymentRequest')).toEqual(sent[0]?.body);
    // The sandbox's wrong CVC is refused (CVC Declined → the shop's 7).
    expect(await withCvc('000')).toMatchObject({ status: 'REFUSED', refusalCode: '7' });
    // Another shopper's stored id is refused, as at Adyen.
    await expect(withCvc('737', `shop-player-4712|${storedId}`)).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('answers the same payment again for the same idempotency key', async () => {
    const request = input({ card: { token: 'tok_mastercard' } });
    const first = await adapter.createPayment(request);
    const again = await adapter.createPayment(request);
    expect(again.pspReference).toBe(first.pspReference);
  });

  it('maps Adyen’s refusals to the shop’s codes (bank declined 8)', async () => {
    const refused = await adapter.createPayment(input({ card: { token: 'tok_chargeDeclined' } }));
    expect(refused).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
  });

  it('sends the shopper to the 3-D Secure page and completes the payment with the redirectResult', async () => {
    const request = input({ card: { token: 'tok_threeDSecure' } });
    const challenged = await adapter.createPayment(request);
    expect(challenged.status).toBe('REDIRECT');
    expect(challenged.action?.url).toBe(`${sandboxUrl}/pay/${challenged.pspReference}`);
    const page = await fetch(challenged.action?.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=approve',
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    const back = new URL(page.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(request.returnUrl);
    const redirectResult = back.searchParams.get('redirectResult') ?? '';
    sent.length = 0;
    const completed = await adapter.completeReturn({
      pspReference: challenged.pspReference,
      reference: request.reference,
      params: { redirectResult },
    });
    expect(completed).toMatchObject({ status: 'AUTHORISED', pspReference: challenged.pspReference });
    expect(sent[0]?.url).toBe(`${sandboxUrl}/adyen/checkout/v72/payments/details`);
    expect(sent[0]?.body).toEqual({ details: { redirectResult } });
  });

  it('debits SEPA (received, then notified) and redirects iDEAL to its page', async () => {
    const sepa = await adapter.createPayment(
      input({ method: 'sepa', sepa: { iban: 'DE89370400440532013000', holder: 'Max Mustermann', mandateId: '' } }),
    );
    expect(sepa.status).toBe('PENDING');
    expect(sent.at(-1)?.body).toMatchObject({
      paymentMethod: { type: 'sepadirectdebit', iban: 'DE89370400440532013000', ownerName: 'Max Mustermann' },
    });
    const ideal = await adapter.createPayment(input({ method: 'ideal', ideal: { issuer: 'INGBNL2A' } }));
    expect(ideal.status).toBe('REDIRECT');
    expect(sent.at(-1)?.body).toMatchObject({ paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' } });
    expect(await adapter.listIdealIssuers()).toContainEqual({ bic: 'INGBNL2A', name: 'ING' });
  });

  it('refunds by pspReference (received; the outcome comes by notification) and refuses more than was paid', async () => {
    const payment = await adapter.createPayment(input({ card: { token: 'tok_visa' } }));
    sent.length = 0;
    const refund = await adapter.createRefund({
      idempotencyKey: crypto.randomUUID(),
      paymentPspReference: payment.pspReference,
      reference: crypto.randomUUID(),
      amount: { value: 400, currency: 'EUR' },
      notificationUrl: 'http://shop.example/deposit/psp/notifications/adyen',
    });
    expect(refund).toMatchObject({ status: 'RECEIVED', pspReference: expect.stringMatching(/^rf_/) });
    expect(sent[0]?.url).toBe(`${sandboxUrl}/adyen/checkout/v72/payments/${payment.pspReference}/refunds`);
    const model = ObjectSerializer.deserialize(sent[0]?.body, 'PaymentRefundRequest');
    expect(ObjectSerializer.serialize(model, 'PaymentRefundRequest')).toEqual(sent[0]?.body);
    const tooMuch = adapter.createRefund({
      idempotencyKey: crypto.randomUUID(),
      paymentPspReference: payment.pspReference,
      reference: crypto.randomUUID(),
      amount: { value: 5000, currency: 'EUR' },
      notificationUrl: 'http://shop.example/',
    });
    await expect(tooMuch).rejects.toMatchObject({ kind: 'rejected', status: 422 });
    const cancelled = await adapter.cancelPayment({
      paymentPspReference: payment.pspReference,
      reference: 'cancel-1',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(cancelled).toMatch(/^cancel_/);
  });

  it('is refused without the right API key, and says so as a rejection', async () => {
    const wrong = new AdyenAdapter({
      config: {
        ...TEST_ADYEN,
        apiKey: 'AQE_wrong_key',
        baseUrl: `${sandboxUrl}/adyen/checkout`,
        clientUrl: sandboxUrl,
      },
      timeoutMs: 10_000,
    });
    const error = await wrong.createPayment(input({ card: { token: 'tok_visa' } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'rejected', status: 401 });
  });

  it('gets the sandbox’s notifications past the official hmacValidator, with basic auth, and parses them', async () => {
    received.length = 0;
    const authorised = await adapter.createPayment(input({ card: { token: 'tok_visa' } }));
    const dispute = await fetch(`${sandboxUrl}/adyen/test/payments/${authorised.pspReference}/dispute`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_ADYEN.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ eventCode: 'NOTIFICATION_OF_CHARGEBACK', reasonCode: '10.4' }),
    });
    expect(dispute.status).toBe(202);
    const notifications = await waitForNotifications(2);
    expect(notifications).toHaveLength(2);
    for (const notification of notifications) {
      const body = JSON.parse(notification.body);
      const item = body.notificationItems[0].NotificationRequestItem;
      // The library's own validator (never our HMAC code) accepts the sandbox's signature.
      expect(new hmacValidator().validateHMAC(item, TEST_ADYEN.hmacKey)).toBe(true);
      expect(new hmacValidator().validateHMAC({ ...item, success: 'false' }, TEST_ADYEN.hmacKey)).toBe(false);
      const verified = adapter.verifyNotifications({
        rawBody: Buffer.from(notification.body),
        headers: notification.headers as Record<string, string>,
        now: new Date(),
      });
      expect(verified.ok, notification.body).toBe(true);
    }
    const [auth, chargeback] = notifications.map((notification) =>
      adapter.verifyNotifications({
        rawBody: Buffer.from(notification.body),
        headers: notification.headers as Record<string, string>,
        now: new Date(),
      }),
    );
    expect(auth).toMatchObject({
      ok: true,
      notifications: [
        {
          id: `adyen:${authorised.pspReference}:AUTHORISATION:true`,
          type: 'payment.updated',
          status: 'AUTHORISED',
          pspReference: authorised.pspReference,
        },
      ],
    });
    expect(chargeback).toMatchObject({
      ok: true,
      notifications: [
        {
          type: 'chargeback.updated',
          status: 'NOTIFICATION_OF_CHARGEBACK',
          pspReference: authorised.pspReference,
          dispute: { reasonCode: '10.4', defendable: true },
        },
      ],
    });

    // Wrong basic auth, a tampered amount, another merchant account: refused.
    const first = notifications[0];
    if (first === undefined) throw new Error('no notification');
    const headers = first.headers as Record<string, string>;
    const refusedAuth = adapter.verifyNotifications({
      rawBody: Buffer.from(first.body),
      headers: { ...headers, authorization: `Basic ${Buffer.from('adyen-webhook:wrong').toString('base64')}` },
      now: new Date(),
    });
    expect(refusedAuth).toEqual({ ok: false, reason: 'signature' });
    const tampered = first.body.replace('"value":1000', '"value":100000');
    expect(adapter.verifyNotifications({ rawBody: Buffer.from(tampered), headers, now: new Date() })).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(adapter.verifyNotifications({ rawBody: Buffer.from('{"nope":1}'), headers, now: new Date() })).toEqual({
      ok: false,
      reason: 'body',
    });
  });

  describe('answering disputes through the Disputes API (DisputesAPI of the library)', () => {
    async function openDispute(eventCode: string, extra: Record<string, unknown> = {}) {
      const paid = await adapter.createPayment(input({ card: { token: 'tok_visa' } }));
      const opened = await fetch(`${sandboxUrl}/adyen/test/payments/${paid.pspReference}/dispute`, {
        method: 'POST',
        headers: { 'x-api-key': TEST_ADYEN.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ eventCode, ...extra }),
      });
      expect(opened.status).toBe(202);
      const { disputePspReference } = (await opened.json()) as { disputePspReference: string };
      return { paid, disputePspReference };
    }

    async function sandboxDispute(id: string) {
      const answer = await fetch(`${sandboxUrl}/v1/disputes/${id}`, {
        headers: { authorization: `Bearer ${TEST_SECRETS.PSP_SANDBOX_API_KEY}` },
      });
      return (await answer.json()) as { stage: string; response: { decision: string } | null; documents?: unknown[] };
    }

    it('defends with the note as a PDF of the chosen reason’s document type, each body the library’s model', async () => {
      const { paid, disputePspReference } = await openDispute('CHARGEBACK');
      sent.length = 0;
      const note = 'The credit was delivered at once and played (logs: 2026-11-29 10:00, game round 4711).';
      await adapter.respondToDispute({
        disputeId: disputePspReference,
        paymentPspReference: paid.pspReference,
        decision: 'defend',
        note,
      });
      const base = `${sandboxUrl}/adyen/ca/services/DisputeService/v30`;
      expect(sent.map((call) => call.url)).toEqual([
        `${base}/retrieveApplicableDefenseReasons`,
        `${base}/supplyDefenseDocument`,
        `${base}/defendDispute`,
      ]);
      const models = ['DefenseReasonsRequest', 'SupplyDefenseDocumentRequest', 'DefendDisputeRequest'];
      sent.forEach((call, index) => {
        const type = models[index] ?? '';
        expect(call.headers).toMatchObject({ 'x-api-key': TEST_ADYEN.apiKey });
        // Exactly what the library's disputes ObjectSerializer makes of its model.
        const model = DisputesSerializer.deserialize(call.body, type);
        expect(DisputesSerializer.serialize(model, type)).toEqual(call.body);
        expect(call.body).toMatchObject({
          disputePspReference,
          merchantAccountCode: TEST_ADYEN.merchantAccount,
        });
      });
      const supply = sent[1]?.body as { defenseDocuments: { content: string; contentType: string }[] };
      expect(supply.defenseDocuments[0]).toMatchObject({
        contentType: 'application/pdf',
        defenseDocumentTypeCode: 'DefenseMaterial',
      });
      const pdf = Buffer.from(supply.defenseDocuments[0]?.content ?? '', 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).toContain('The credit was delivered at once and played');
      expect(sent[2]?.body).toMatchObject({ defenseReasonCode: 'SupplyDefenseMaterial' });
      expect(await sandboxDispute(disputePspReference)).toMatchObject({
        stage: 'CHARGEBACK',
        response: { decision: 'defend' },
      });
      // The same answer again (a retry after a lost answer) does not fail.
      await adapter.respondToDispute({
        disputeId: disputePspReference,
        paymentPspReference: paid.pspReference,
        decision: 'defend',
        note,
      });
      // Accepting after the defence is refused by Adyen: a rejection the operator is told about.
      const refused = await adapter
        .respondToDispute({
          disputeId: disputePspReference,
          paymentPspReference: paid.pspReference,
          decision: 'accept',
          note: 'changed my mind',
        })
        .catch((caught: unknown) => caught);
      expect(refused).toBeInstanceOf(PaymentProviderError);
      expect(refused).toMatchObject({ kind: 'rejected' });
      expect(String((refused as Error).message)).toContain('already been defended');
    });

    it('accepts with acceptDispute: a notice accepted is charged back and notified; not defendable is refused', async () => {
      const { paid, disputePspReference } = await openDispute('NOTIFICATION_OF_CHARGEBACK');
      sent.length = 0;
      await adapter.respondToDispute({
        disputeId: disputePspReference,
        paymentPspReference: paid.pspReference,
        decision: 'accept',
        note: 'not worth defending',
      });
      expect(sent.map((call) => call.url)).toEqual([
        `${sandboxUrl}/adyen/ca/services/DisputeService/v30/acceptDispute`,
      ]);
      const model = DisputesSerializer.deserialize(sent[0]?.body, 'AcceptDisputeRequest');
      expect(DisputesSerializer.serialize(model, 'AcceptDisputeRequest')).toEqual(sent[0]?.body);
      // The payment's and the notice's notifications may still be on their way: the chargeback's is the one.
      const deadline = Date.now() + 10_000;
      const isChargeback = (body: string) =>
        body.includes('"eventCode":"CHARGEBACK"') && body.includes(disputePspReference);
      while (!received.some((entry) => isChargeback(entry.body)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const notification = received.find((entry) => isChargeback(entry.body));
      const parsed = adapter.verifyNotifications({
        rawBody: Buffer.from(notification?.body ?? ''),
        headers: notification?.headers as Record<string, string>,
        now: new Date(),
      });
      expect(parsed).toMatchObject({
        ok: true,
        notifications: [{ type: 'chargeback.updated', status: 'CHARGEBACK', dispute: { id: disputePspReference } }],
      });

      const undefendable = await openDispute('CHARGEBACK', { defendable: false });
      const error = await adapter
        .respondToDispute({
          disputeId: undefendable.disputePspReference,
          paymentPspReference: undefendable.paid.pspReference,
          decision: 'defend',
          note: 'delivered',
        })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'rejected' });
      expect(String((error as Error).message)).toContain('not defendable');
      expect(await sandboxDispute(undefendable.disputePspReference)).toMatchObject({ response: null });
      const unknown = await adapter
        .respondToDispute({ disputeId: 'dsp_unknown', paymentPspReference: 'x', decision: 'accept', note: 'n' })
        .catch((caught: unknown) => caught);
      expect(unknown).toMatchObject({ kind: 'rejected' });
    });

    it('refuses an answer when no Disputes API host is configured, sending nothing', async () => {
      const without = new AdyenAdapter({
        config: { ...TEST_ADYEN, baseUrl: `${sandboxUrl}/adyen/checkout`, clientUrl: sandboxUrl },
        timeoutMs: 10_000,
      });
      const error = await without
        .respondToDispute({ disputeId: 'dsp_1', paymentPspReference: 'psp_1', decision: 'accept', note: 'n' })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'rejected' });
      expect(String((error as Error).message)).toContain('ADYEN_DISPUTES_BASE_URL');
    });
  });
});
