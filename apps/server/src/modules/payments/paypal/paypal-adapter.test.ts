// The PayPal adapter against the PSP sandbox's PayPal dialect (apps/psp-sandbox, /paypal), both on real local
// ports: the adapter runs as it would against PayPal, only its base URL differs. The requests it sends are recorded
// to show they are the SDK's serialization of the SDK's own models (snake_case PayPal JSON the adapter never writes).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, portToListenOn } from '../../../test/fake-psp.ts';
import { eventually, sandboxAvailable, startSandbox } from '../../../test/sandbox-harness.ts';
import { createNodeHttpFetch, type PspFetch } from '../node-http-fetch.ts';
import { type CreatePaymentInput, PaymentProviderError } from '../payment-provider.ts';
import {
  createPaypalAdapter,
  orderRequestOf,
  type PaypalAdapter,
  type PaypalAdapterConfig,
  toPaypalValue,
} from './paypal-adapter.ts';

const CLIENT_ID = 'shop-paypal-tests';
const CLIENT_SECRET = 'paypal-secret-tests-only';
const WEBHOOK_ID = 'WH-TESTS';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  idempotencyKey: `purchase:${Math.random()}`,
  reference: 'tid-paypal-1',
  method: 'paypal',
  amount: { value: 2500, currency: 'EUR' },
  shopper: { name: 'Max Mustermann', country: 'DE' },
  shopperLocale: 'de-DE',
  returnUrl: 'http://127.0.0.1:1/postprocessing/tid-paypal-1',
  cancelUrl: 'http://127.0.0.1:1/',
  notificationUrl: 'http://127.0.0.1:1/deposit/psp/notifications',
  ...overrides,
});

describe.skipIf(!sandboxAvailable)('PayPal adapter against the sandbox’s PayPal dialect', () => {
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let receiver: Server;
  const received: Received[] = [];
  const sent: { method: string; url: string; headers: Record<string, string>; body: string | undefined }[] = [];
  let adapter: PaypalAdapter;

  beforeAll(async () => {
    const [sandboxPort, receiverPort] = [await portToListenOn(), await portToListenOn()];
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
    sandbox = await startSandbox(
      sandboxPort,
      {},
      {
        paypal: {
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          webhook: { id: WEBHOOK_ID, url: `http://127.0.0.1:${receiverPort}/deposit/psp/notifications` },
        },
      },
    );
    const http = createNodeHttpFetch();
    const recording: PspFetch = (url, init) => {
      sent.push({ method: init?.method ?? 'GET', url, headers: init?.headers ?? {}, body: init?.body });
      return http(url, init);
    };
    adapter = adapterWith({ fetch: recording });
  });
  afterAll(async () => {
    await sandbox?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  /** The payer's choice on the approve page, as the browser posts it. */
  async function approve(url: string, form: Record<string, string> = { choice: 'approve' }): Promise<URL> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  }

  /** An adapter on the sandbox with the test app's credentials, but for `overrides`. */
  const adapterWith = (overrides: Partial<PaypalAdapterConfig> = {}) =>
    createPaypalAdapter({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookId: WEBHOOK_ID,
      baseUrl: `${sandboxUrl}/paypal`,
      timeoutMs: 10_000,
      ...overrides,
    });

  const webhooksOf = (type: string) =>
    received.filter((item) => JSON.parse(item.body.toString('utf8')).event_type === type);

  /** The first webhook of `type` the receiver got, once one arrived. */
  async function firstWebhook(type: string): Promise<Received | undefined> {
    const [webhook] = await eventually(
      async () => webhooksOf(type),
      (list) => list.length > 0,
    );
    return webhook;
  }

  const verify = (webhook: Received | undefined, now = new Date()) =>
    adapter.verifyNotification({ rawBody: webhook?.body ?? Buffer.alloc(0), headers: webhook?.headers ?? {}, now });

  /** Expects the first webhook of `type` to verify, as a notification matching `notification`. */
  async function expectFirstWebhook(type: string, notification: Record<string, unknown>) {
    expect(await verify(await firstWebhook(type))).toMatchObject({ ok: true, notification });
  }

  /** The notifications of every verified webhook of `types`, type by type in that order. */
  async function verifiedWebhooks(types: string[]) {
    const found = [];
    for (const type of types) {
      for (const webhook of webhooksOf(type)) {
        const verified = await verify(webhook);
        if (verified.ok) found.push(verified.notification);
      }
    }
    return found;
  }

  /** A payment of `reference` the payer approved, captured by the adapter's getPayment. */
  async function capturedPayment(reference: string) {
    const created = await adapter.createPayment(input({ reference }));
    await approve(created.action?.url ?? '');
    await adapter.getPayment(created.pspReference);
    return created;
  }

  /** The capture id of an order, as PayPal shows the order (with the adapter's last bearer token). */
  async function captureIdOf(pspReference: string): Promise<string> {
    const order = await fetch(`${sandboxUrl}/paypal/v2/checkout/orders/${pspReference}`, {
      headers: { authorization: sent.at(-1)?.headers.authorization ?? '' },
    }).then(
      (response) => response.json() as Promise<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>,
    );
    return order.purchase_units[0]?.payments.captures[0]?.id ?? '';
  }

  /** The sandbox's PayPal test tools (disputes, reversals). */
  const testTool = (path: string, body: unknown) =>
    fetch(`${sandboxUrl}/paypal/v1/test${path}`, {
      method: 'POST',
      headers: { authorization: sent.at(-1)?.headers.authorization ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ dispute_id: string }>);

  const refundOf = (paymentPspReference: string, idempotencyKey: string, reference: string, value: number) =>
    adapter.createRefund({
      idempotencyKey,
      paymentPspReference,
      reference,
      amount: { value, currency: 'EUR' },
      notificationUrl: 'http://127.0.0.1:1/',
    });

  /** A payout of 20.00 EUR numbered `number` to the PayPal account `paypalAccount`. */
  const payoutTo = (number: number, paypalAccount: string) =>
    adapter.createPayout({
      idempotencyKey: `payout:${number}`,
      reference: `payout-${number}`,
      amount: { value: 2000, currency: 'EUR' },
      method: 'paypal',
      account: { paypalAccount },
      notificationUrl: 'http://127.0.0.1:1/',
    });

  const finalPayout = (pspReference: string) =>
    eventually(
      () => adapter.getPayout(pspReference),
      (answer) => answer.status !== 'PENDING',
    );

  it('creates an order from the SDK’s models, sends the payer to approve, captures once and hears the webhook', async () => {
    const payment = input();
    const created = await adapter.createPayment(payment);
    expect(created).toMatchObject({ status: 'REDIRECT', reference: 'tid-paypal-1' });
    expect(created.action?.url).toBe(`${sandboxUrl}/paypal/checkoutnow?token=${created.pspReference}`);

    // The SDK's serialization of orderRequestOf(): PayPal's snake_case, the PayPal-Request-Id, OAuth bearer.
    const request = sent.find((item) => item.method === 'POST' && item.url.endsWith('/paypal/v2/checkout/orders'));
    expect(request?.headers['paypal-request-id']).toBe(payment.idempotencyKey);
    expect(request?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'default', custom_id: 'tid-paypal-1', amount: { currency_code: 'EUR', value: '25.00' } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: payment.returnUrl,
            cancel_url: payment.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: 'de-DE',
          },
        },
      },
    });
    expect(orderRequestOf(payment).purchaseUnits[0]?.customId).toBe('tid-paypal-1');

    const page = await fetch(created.action?.url ?? '');
    expect(await page.text()).toContain('25,00');
    const back = await approve(created.action?.url ?? '');
    expect(back.searchParams.get('token')).toBe(created.pspReference);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const paid = await adapter.getPayment(created.pspReference);
    expect(paid).toMatchObject({ status: 'AUTHORISED', pspReference: created.pspReference, recurringReference: null });
    expect(await adapter.getPayment(created.pspReference)).toMatchObject({ status: 'AUTHORISED' });
    const again = await fetch(`${sandboxUrl}/paypal/v2/checkout/orders/${created.pspReference}/capture`, {
      method: 'POST',
      headers: { authorization: sent.at(-1)?.headers.authorization ?? '', 'paypal-request-id': 'another-id' },
    });
    expect(again.status).toBe(422);
    const captures = sent.filter((item) => item.url.endsWith(`/orders/${created.pspReference}/capture`));
    expect(captures).toHaveLength(1);
    expect(captures[0]?.headers['paypal-request-id']).toBe(`capture-${created.pspReference}`);

    const webhook = await firstWebhook('PAYMENT.CAPTURE.COMPLETED');
    expect(webhook).toBeDefined();
    const verified = await verify(webhook);
    expect(verified).toMatchObject({
      ok: true,
      notification: {
        type: 'payment.updated',
        pspReference: created.pspReference,
        reference: 'tid-paypal-1',
        status: 'AUTHORISED',
        amount: { value: 2500, currency: 'EUR' },
      },
    });

    const tampered = Buffer.from(webhook?.body.toString('utf8').replace('25.00', '2500.00') ?? '');
    expect(await verify({ headers: webhook?.headers ?? {}, body: tampered })).toEqual({
      ok: false,
      reason: 'signature',
    });
    const late = new Date(Date.now() + 10 * 60_000);
    expect(await verify(webhook, late)).toEqual({ ok: false, reason: 'timestamp' });
  });

  it('vaults the PayPal account on the first saver payment and charges later months with the vault id', async () => {
    const first = await adapter.createPayment(
      input({ reference: 'tid-saver-1', storePaymentMethod: true, recurringProcessingModel: 'Subscription' }),
    );
    const firstBody = JSON.parse(sent.at(-1)?.body ?? '{}');
    expect(firstBody.payment_source.paypal.attributes).toEqual({
      vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', usage_pattern: 'SUBSCRIPTION_PREPAID' },
    });
    await approve(first.action?.url ?? '');
    const paid = await adapter.getPayment(first.pspReference);
    expect(paid.status).toBe('AUTHORISED');
    expect(paid.recurringReference).toMatch(/^[a-z0-9]{8}$/);

    const month = await adapter.createPayment(
      input({
        reference: 'booking:1:2',
        recurring: { reference: paid.recurringReference ?? '' },
        shopperInteraction: 'ContAuth',
        recurringProcessingModel: 'Subscription',
      }),
    );
    expect(JSON.parse(sent.at(-1)?.body ?? '{}').payment_source).toEqual({
      paypal: {
        vault_id: paid.recurringReference,
        stored_credential: {
          payment_initiator: 'MERCHANT',
          usage: 'SUBSEQUENT',
          usage_pattern: 'SUBSCRIPTION_PREPAID',
        },
      },
    });
    expect(month).toMatchObject({ status: 'AUTHORISED', action: null, reference: 'booking:1:2' });
  });

  it('declines later charges of a vault the payer approved with “every later charge declined”', async () => {
    const first = await adapter.createPayment(
      input({ storePaymentMethod: true, recurringProcessingModel: 'Subscription' }),
    );
    await approve(first.action?.url ?? '', { choice: 'approve', vaultBehaviour: 'declineAll' });
    const paid = await adapter.getPayment(first.pspReference);
    const month = await adapter.createPayment(
      input({ recurring: { reference: paid.recurringReference ?? '' }, shopperInteraction: 'ContAuth' }),
    );
    expect(month).toMatchObject({ status: 'REFUSED', refusalCode: '8' });
  });

  it.each([
    ['8', '8'],
    ['43', '43'],
    ['44', '44'],
  ])('maps a capture declined with decline code %s to refusal %s', async (code, refusal) => {
    const created = await adapter.createPayment(input());
    await approve(created.action?.url ?? '', { choice: 'decline', refusalCode: code });
    expect(await adapter.getPayment(created.pspReference)).toMatchObject({ status: 'REFUSED', refusalCode: refusal });
  });

  it('completes a payment on the payer’s return with the order of the purchase only', async () => {
    const created = await adapter.createPayment(input({ reference: 'tid-return' }));
    const back = await approve(created.action?.url ?? '');
    const params = Object.fromEntries(back.searchParams);
    await expect(adapter.completeReturn({ pspReference: null, reference: 'tid-other', params })).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(await adapter.completeReturn({ pspReference: null, reference: 'tid-return', params })).toMatchObject({
      status: 'AUTHORISED',
      pspReference: created.pspReference,
    });
  });

  it('leaves an amount ending in 77 pending, and a cancelled approval open', async () => {
    const pending = await adapter.createPayment(input({ amount: { value: 1077, currency: 'EUR' } }));
    await approve(pending.action?.url ?? '');
    expect(await adapter.getPayment(pending.pspReference)).toMatchObject({ status: 'PENDING' });
    const cancelled = await adapter.createPayment(input());
    const back = await approve(cancelled.action?.url ?? '', { choice: 'cancel' });
    expect(back.toString()).toBe(`http://127.0.0.1:1/?token=${cancelled.pspReference}`);
    expect(await adapter.getPayment(cancelled.pspReference)).toMatchObject({ status: 'REDIRECT' });
  });

  it('refunds a capture (SDK models), refuses more than is left, and hears PAYMENT.CAPTURE.REFUNDED', async () => {
    const created = await capturedPayment('tid-refund');
    const refund = await refundOf(created.pspReference, 'refund:1', '0b0e0f3a-1111-4222-8333-444455556666', 1000);
    expect(refund).toMatchObject({ status: 'REFUNDED', failureReason: null });
    expect(JSON.parse(sent.at(-1)?.body ?? '{}')).toEqual({
      amount: { currency_code: 'EUR', value: '10.00' },
      custom_id: '0b0e0f3a-1111-4222-8333-444455556666',
    });
    expect(await adapter.getRefund(refund.pspReference)).toMatchObject({
      reference: '0b0e0f3a-1111-4222-8333-444455556666',
      status: 'REFUNDED',
    });
    const tooMuch = refundOf(created.pspReference, 'refund:2', 'r2', 2000);
    await expect(tooMuch).rejects.toMatchObject({ kind: 'rejected', status: 422 });
    await expect(tooMuch).rejects.toThrow(/REFUND_AMOUNT_EXCEEDED, debug_id/);

    await expectFirstWebhook('PAYMENT.CAPTURE.REFUNDED', {
      type: 'refund.updated',
      pspReference: refund.pspReference,
      reference: '0b0e0f3a-1111-4222-8333-444455556666',
      status: 'REFUNDED',
      paymentPspReference: created.pspReference,
    });
  });

  it('pays out to a PayPal account through the Payouts API, and fails the magic accounts and amounts', async () => {
    const payout = await payoutTo(1, 'player@example.com');
    expect(payout).toMatchObject({ status: 'PENDING', failureReason: null });
    const request = sent.find((item) => item.url.endsWith('/paypal/v1/payments/payouts'));
    expect(request?.headers['paypal-request-id']).toBe('payout:1');
    expect(request?.headers.authorization).toMatch(/^Bearer A21AA/);
    const settled = await finalPayout(payout.pspReference);
    expect(settled).toEqual({ pspReference: payout.pspReference, status: 'SETTLED', failureReason: null });

    const rejected = await payoutTo(2, 'player@fail.example');
    const failed = await finalPayout(rejected.pspReference);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'PAYPAL_ACCOUNT_REJECTED' });

    await expectFirstWebhook('PAYMENT.PAYOUTS-ITEM.FAILED', {
      type: 'payout.updated',
      pspReference: rejected.pspReference,
      reference: 'payout-2',
      status: 'FAILED',
      failureReason: 'PAYPAL_ACCOUNT_REJECTED',
    });
  });

  it('maps a dispute and a reversal to the chargeback stages', async () => {
    const created = await capturedPayment('tid-dispute');
    const captureId = await captureIdOf(created.pspReference);
    const dispute = await testTool(`/captures/${captureId}/dispute`, { stage: 'INQUIRY' });
    await testTool(`/disputes/${dispute.dispute_id}/resolve`, { outcome: 'RESOLVED_SELLER_FAVOUR' });
    await testTool(`/captures/${captureId}/reverse`, {});
    const stages = async () =>
      (
        await verifiedWebhooks(['CUSTOMER.DISPUTE.CREATED', 'CUSTOMER.DISPUTE.RESOLVED', 'PAYMENT.CAPTURE.REVERSED'])
      ).filter((notification) => notification.pspReference === created.pspReference);
    const notifications = await eventually(stages, (list) => list.length === 3);
    expect(notifications.map((item) => [item.type, item.status, item.reference])).toEqual([
      ['chargeback.updated', 'NOTIFICATION_OF_CHARGEBACK', 'tid-dispute'],
      ['chargeback.updated', 'CHARGEBACK_REVERSED', 'tid-dispute'],
      ['chargeback.updated', 'CHARGEBACK', 'tid-dispute'],
    ]);
    expect(notifications[0]?.dispute).toEqual({ id: dispute.dispute_id, reasonCode: 'UNAUTHORISED', defendable: true });
    // Every stage names the same dispute, the reversal's too.
    expect(new Set(notifications.map((item) => item.dispute?.id))).toEqual(new Set([dispute.dispute_id]));
  });

  it('answers disputes: provide-evidence (multipart, the note as evidence) and accept-claim, as PayPal documents', async () => {
    const captured = async (reference: string) => {
      const created = await capturedPayment(reference);
      return { created, captureId: await captureIdOf(created.pspReference) };
    };
    const show = (id: string) =>
      fetch(`${sandboxUrl}/paypal/v1/customer/disputes/${id}`, {
        headers: { authorization: sent.at(-1)?.headers.authorization ?? '' },
      }).then((response) => response.json() as Promise<Record<string, unknown>>);

    // Defend: the note goes as an OTHER evidence in the `input` part of a multipart/form-data request.
    const first = await captured('tid-defend');
    const inquiry = await testTool(`/captures/${first.captureId}/dispute`, { stage: 'INQUIRY' });
    sent.length = 0;
    const answer = {
      disputeId: inquiry.dispute_id,
      paymentPspReference: first.created.pspReference,
      decision: 'defend' as const,
      note: 'Credit delivered at once and played; logs attached.',
    };
    await adapter.respondToDispute(answer);
    const evidence = sent.find((item) =>
      item.url.endsWith(`/v1/customer/disputes/${inquiry.dispute_id}/provide-evidence`),
    );
    expect(evidence?.method).toBe('POST');
    expect(evidence?.headers.authorization).toMatch(/^Bearer /);
    const boundary = /boundary=(.+)$/.exec(evidence?.headers['content-type'] ?? '')?.[1] ?? '';
    expect(evidence?.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    const inputPart = (evidence?.body ?? '').split(`--${boundary}`)[1] ?? '';
    expect(inputPart).toContain('Content-Disposition: form-data; name="input"');
    expect(JSON.parse(inputPart.slice(inputPart.indexOf('\r\n\r\n') + 4))).toEqual({
      evidences: [{ evidence_type: 'OTHER', notes: answer.note }],
    });
    expect(await show(inquiry.dispute_id)).toMatchObject({
      status: 'UNDER_REVIEW',
      evidences: [{ evidence_type: 'OTHER', notes: answer.note }],
    });
    // The same answer again is answered again; accepting now is refused (422), a rejection.
    await adapter.respondToDispute(answer);
    const refused = await adapter
      .respondToDispute({ ...answer, decision: 'accept' })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ kind: 'rejected', status: 422 });

    // Accept: accept-claim with the note; PayPal resolves the dispute for the buyer (CUSTOMER.DISPUTE.RESOLVED).
    const second = await captured('tid-accept');
    const claim = await testTool(`/captures/${second.captureId}/dispute`, { stage: 'CHARGEBACK' });
    sent.length = 0;
    await adapter.respondToDispute({
      disputeId: claim.dispute_id,
      paymentPspReference: second.created.pspReference,
      decision: 'accept',
      note: 'Not worth defending.',
    });
    const accept = sent.find((item) => item.url.endsWith(`/v1/customer/disputes/${claim.dispute_id}/accept-claim`));
    expect(accept?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(accept?.body ?? '{}')).toEqual({ note: 'Not worth defending.', accept_claim_type: 'REFUND' });
    const resolved = await eventually(
      async () =>
        (await verifiedWebhooks(['CUSTOMER.DISPUTE.RESOLVED'])).find(
          (notification) => notification.dispute?.id === claim.dispute_id,
        ) ?? null,
      (found) => found !== null,
    );
    expect(resolved).toMatchObject({
      type: 'chargeback.updated',
      status: 'SECOND_CHARGEBACK',
      reference: 'tid-accept',
    });
    // A chargeback-stage dispute takes no evidence: refused, nothing recorded.
    const third = await captured('tid-no-evidence');
    const chargeback = await testTool(`/captures/${third.captureId}/dispute`, { stage: 'CHARGEBACK' });
    const noEvidence = await adapter
      .respondToDispute({ ...answer, disputeId: chargeback.dispute_id })
      .catch((caught: unknown) => caught);
    expect(noEvidence).toMatchObject({ kind: 'rejected', status: 422 });
    expect(await show(chargeback.dispute_id)).toMatchObject({ status: 'OPEN' });
  });

  it('answers a wrong secret, an unreachable PayPal and unsigned webhooks as the shop expects', async () => {
    const wrong = adapterWith({ clientSecret: 'not-the-secret' });
    await expect(wrong.createPayment(input())).rejects.toBeInstanceOf(PaymentProviderError);
    const closed = adapterWith({ baseUrl: `http://127.0.0.1:${await closedPort()}/paypal` });
    await expect(closed.checkAvailability()).rejects.toMatchObject({ kind: 'unreachable' });
    expect(await adapter.verifyNotification({ rawBody: Buffer.from('{}'), headers: {}, now: new Date() })).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(toPaypalValue({ value: 105, currency: 'EUR' })).toBe('1.05');
    expect(toPaypalValue({ value: 105, currency: 'JPY' })).toBe('105');
  });
});
