// The PSP sandbox adapter (docs/psp-sandbox-api.md): every supported provider code is paid through it, over
// HTTP with the API key, an Idempotency-Key on every write, a time-out per call and errors mapped to kinds.
import {
  pspErrorSchema,
  pspIssuersSchema,
  pspMandateSchema,
  pspNotificationSchema,
  pspPaymentSchema,
  pspPayoutSchema,
  pspRefundSchema,
} from '@shop/contracts/psp-sandbox';
import { z } from 'zod';
import { parseUntrustedJson } from '../../lib/hostile-input.ts';
import { createNodeHttpFetch, type PspFetch } from './node-http-fetch.ts';
import { checkNotificationSignature } from './notification-signature.ts';
import {
  type CreateMandateResult,
  type CreatePaymentInput,
  type CreatePayoutInput,
  type CreateRefundInput,
  type DisputeResponseInput,
  type Issuer,
  type NotificationRequest,
  type NotificationVerification,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type PspPayment,
  type PspPayout,
  type PspRefund,
} from './payment-provider.ts';
import { errorStatusKind, sendPspRequest } from './psp-request.ts';

export interface SandboxAdapterOptions {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
  /**
   * The signal that ends one PSP request: `AbortSignal.timeout(timeoutMs)` unless given. Tests give a signal
   * they abort themselves, so a PSP time-out happens when the test says, never because the machine is slow.
   */
  requestSignal?: () => AbortSignal;
  /** The HTTP client: node:http with keep-alive (node-http-fetch.ts) unless given. */
  fetch?: PspFetch;
}

// The payout answer and notification carry failureReason too (docs/psp-sandbox-api.md, "Changes").
const payoutAnswerSchema = pspPayoutSchema.extend({ failureReason: z.string().nullish() });
// Recurring payments (docs/psp-sandbox-api.md, "Recurring"): stored references, returned debits, mandates.
const paymentAnswerSchema = pspPaymentSchema.extend({
  status: z.enum(['AUTHORISED', 'REFUSED', 'BLOCKED', 'PENDING', 'REDIRECT', 'CANCELLED', 'RETURNED']),
  recurringReference: z.string().nullish(),
  returnReason: z.string().nullish(),
});
const notificationSchema = pspNotificationSchema.extend({
  type: z.enum(['payment.updated', 'payout.updated', 'mandate.updated', 'refund.updated', 'chargeback.updated']),
  failureReason: z.string().nullish(),
  recurringReference: z.string().nullish(),
  returnReason: z.string().nullish(),
  mandateId: z.string().nullish(),
});

/** Sandbox refusals of a request and the SPEC §8 code each stands for (the rest: 2, nothing deducted). */
const REJECTION_CODES: Readonly<Record<string, string>> = {
  INVALID_TOKEN: '7',
  TOKEN_ALREADY_USED: '7',
  INVALID_IBAN: 'iban_wrong_format',
  MANDATE_INVALID: '30',
  MANDATE_REFUSED: '30',
  MANDATE_REVOKED: '30',
  UNKNOWN_RECURRING_REFERENCE: '30',
  AGREEMENT_CANCELLED: '30',
  UNKNOWN_ISSUER: 'bic_wrong_format',
};

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return undefined;
  // Several addresses tried (localhost → ::1 and 127.0.0.1): an AggregateError of their errors.
  const candidates = cause instanceof AggregateError ? [cause, ...cause.errors] : [cause];
  for (const candidate of candidates) {
    const code: unknown =
      typeof candidate === 'object' && candidate !== null ? Reflect.get(candidate, 'code') : undefined;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export class SandboxAdapter implements PaymentProviderAdapter {
  private readonly fetch: PspFetch;

  constructor(private readonly options: SandboxAdapterOptions) {
    this.fetch = options.fetch ?? createNodeHttpFetch();
  }

  async createPayment(input: CreatePaymentInput): Promise<PspPayment> {
    const { idempotencyKey, ...body } = input;
    return toPayment(await this.read(paymentAnswerSchema, 'payment', 'POST', '/v1/payments', { body, idempotencyKey }));
  }

  async getPayment(pspReference: string): Promise<PspPayment> {
    return toPayment(
      await this.read(paymentAnswerSchema, 'payment', 'GET', `/v1/payments/${encodeURIComponent(pspReference)}`),
    );
  }

  async findPayments(reference: string): Promise<PspPayment[]> {
    const path = `/v1/payments?reference=${encodeURIComponent(reference)}`;
    const found = await this.read(z.object({ payments: z.array(paymentAnswerSchema) }), 'payment list', 'GET', path);
    return found.payments.map(toPayment);
  }

  async createMandate(input: { iban: string; holder: string; idempotencyKey: string }): Promise<CreateMandateResult> {
    const answer = await this.call('POST', '/v1/mandates', {
      body: { iban: input.iban, holder: input.holder },
      idempotencyKey: input.idempotencyKey,
      acceptStatuses: [422],
    });
    if (answer.status === 422) return { ok: false, reason: 'MANDATE_REFUSED' };
    const mandate = this.parse(pspMandateSchema, answer.body, 'mandate');
    if (mandate.valid === false) return { ok: false, reason: 'MANDATE_REFUSED' };
    return { ok: true, mandateId: mandate.mandateId, creditorId: mandate.creditorId };
  }

  async listIdealIssuers(): Promise<Issuer[]> {
    return this.read(pspIssuersSchema, 'issuers', 'GET', '/v1/ideal/issuers');
  }

  async createPayout(input: CreatePayoutInput): Promise<PspPayout> {
    const { idempotencyKey, ...body } = input;
    return toPayout(await this.read(payoutAnswerSchema, 'payout', 'POST', '/v1/payouts', { body, idempotencyKey }));
  }

  async getPayout(pspReference: string): Promise<PspPayout> {
    return toPayout(
      await this.read(payoutAnswerSchema, 'payout', 'GET', `/v1/payouts/${encodeURIComponent(pspReference)}`),
    );
  }

  async createRefund(input: CreateRefundInput): Promise<PspRefund> {
    const { idempotencyKey, paymentPspReference, ...body } = input;
    const path = `/v1/payments/${encodeURIComponent(paymentPspReference)}/refunds`;
    const refund = await this.read(pspRefundSchema, 'refund', 'POST', path, { body, idempotencyKey });
    return { pspReference: refund.pspReference, status: refund.status, failureReason: refund.failureReason ?? null };
  }

  async respondToDispute(input: DisputeResponseInput): Promise<void> {
    await this.call('POST', `/v1/disputes/${encodeURIComponent(input.disputeId)}/respond`, {
      body: { decision: input.decision, note: input.note },
    });
  }

  async getRefund(pspReference: string): Promise<PspRefund & { reference: string }> {
    const refund = await this.read(pspRefundSchema, 'refund', 'GET', `/v1/refunds/${encodeURIComponent(pspReference)}`);
    return {
      pspReference: refund.pspReference,
      reference: refund.reference,
      status: refund.status,
      failureReason: refund.failureReason ?? null,
    };
  }

  async checkAvailability(): Promise<void> {
    await this.call('GET', '/health');
  }

  verifyNotification(request: NotificationRequest): NotificationVerification {
    const check = checkNotificationSignature({ secret: this.options.webhookSecret, ...request });
    if (check !== 'ok') return { ok: false, reason: check };
    // Signed is not harmless: the body is stored as jsonb, so it may not be deep or hold text PostgreSQL refuses.
    const document = parseUntrustedJson(request.rawBody.toString('utf8'));
    if (!document.ok) return { ok: false, reason: 'body' };
    const json = document.value;
    const parsed = notificationSchema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'body' };
    const body = parsed.data;
    return {
      ok: true,
      notification: {
        id: body.id,
        type: body.type,
        pspReference: body.pspReference,
        reference: body.reference,
        status: body.status,
        refusalCode: body.refusalCode ?? null,
        amount: body.amount ?? null,
        failureReason: body.failureReason ?? null,
        recurringReference: body.recurringReference ?? null,
        returnReason: body.returnReason ?? null,
        mandateId: body.mandateId ?? null,
        paymentPspReference: body.paymentPspReference ?? null,
        ...(body.dispute == null
          ? {}
          : {
              dispute: {
                id: body.dispute.id,
                reasonCode: body.dispute.reasonCode ?? null,
                defendable: body.dispute.defendable,
              },
            }),
        raw: json,
      },
    };
  }

  /** A call whose answer must be a `what` of `schema` ('uncertain' when it is not). */
  private async read<T>(
    schema: z.ZodType<T>,
    what: string,
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; idempotencyKey?: string },
  ): Promise<T> {
    const answer = await this.call(method, path, options);
    return this.parse(schema, answer.body, what);
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PaymentProviderError('uncertain', `PSP answered a malformed ${what}`);
    return parsed.data;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string; acceptStatuses?: readonly number[] } = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/json',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const response = await sendPspRequest(
      this.fetch,
      {
        what: `PSP ${method} ${path}`,
        url: `${this.options.baseUrl}${path}`,
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      this.options,
      causeCode,
    );
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (response.ok || options.acceptStatuses?.includes(response.status) === true) {
      return { status: response.status, body };
    }
    const detail = pspErrorSchema.safeParse(body).data?.error ?? 'no detail';
    throw new PaymentProviderError(
      errorStatusKind(response.status),
      `PSP ${method} ${path} answered ${response.status} (${detail})`,
      response.status,
      Object.hasOwn(REJECTION_CODES, detail) ? (REJECTION_CODES[detail] ?? null) : null,
    );
  }
}

function toPayout(payout: z.infer<typeof payoutAnswerSchema>): PspPayout {
  return { pspReference: payout.pspReference, status: payout.status, failureReason: payout.failureReason ?? null };
}

function toPayment(payment: z.infer<typeof paymentAnswerSchema>): PspPayment {
  const { action, bankTransfer, card } = payment;
  return {
    pspReference: payment.pspReference,
    reference: payment.reference,
    status: payment.status,
    refusalCode: payment.refusalCode ?? null,
    recurringReference: payment.recurringReference ?? null,
    returnReason: payment.returnReason ?? null,
    action:
      action === null || action === undefined
        ? null
        : { url: action.url, method: action.method, ...(action.data === undefined ? {} : { data: action.data }) },
    bankTransfer:
      bankTransfer === null || bankTransfer === undefined
        ? null
        : {
            reference: bankTransfer.reference,
            accountHolder: bankTransfer.accountHolder ?? '',
            iban: bankTransfer.iban ?? null,
            bic: bankTransfer.bic ?? null,
            routingNumber: bankTransfer.routingNumber ?? null,
            accountNumber: bankTransfer.accountNumber ?? null,
          },
    card:
      card === null || card === undefined
        ? null
        : {
            last4: card.last4,
            brand: card.brand ?? null,
            expiryMonth: card.expiryMonth ?? null,
            expiryYear: card.expiryYear ?? null,
            holder: card.holder ?? null,
          },
  };
}
