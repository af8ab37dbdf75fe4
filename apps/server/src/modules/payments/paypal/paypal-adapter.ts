// The PayPal adapter (issue 23 point 2): the `paypal` provider code on PayPal's REST APIs through the official
// `@paypal/paypal-server-sdk` — Orders v2 (create, the payer's approval, capture), vaulted payment tokens for
// saver-package bookings and express (`store_in_vault: ON_SUCCESS` on the first order, `vault_id` on later ones),
// refunds of captures — and the Payouts API, which the SDK has no controller for, called with the SDK's own OAuth
// token. Webhooks are verified the way PayPal documents: its verify-webhook-signature call, with the raw body.
//
// The SDK knows only PayPal's two hosts. The base URL (PayPal's sandbox, live, or the PSP sandbox's PayPal dialect)
// is reached through the SDK's supported client option `unstable_httpClientOptions`: an axios `adapter` that sends
// the SDK's request, unchanged but for the origin, over the shop's own keep-alive HTTP client (node-http-fetch.ts),
// with the shop's time-out and abort signal per call. The SDK's retries stay off: a PSP call that got no answer is
// the shop's to settle (PaymentProviderError `uncertain`, asked again with the same PayPal-Request-Id).
import { randomUUID } from 'node:crypto';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type OAuthToken,
  type Order,
  type OrderRequest,
  type OrdersCapture,
  OrdersController,
  PaymentInitiator,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalPaymentTokenUsageType,
  type PaypalWallet,
  PaypalWalletContextShippingPreference,
  StoredPaymentSourceUsageType,
  StoreInVaultInstruction,
  UsagePattern,
} from '@paypal/paypal-server-sdk';
import { z } from 'zod';
import { parseUntrustedJson } from '../../../lib/hostile-input.ts';
import { createNodeHttpFetch, type PspFetch } from '../node-http-fetch.ts';
import {
  type CreateMandateResult,
  type CreatePaymentInput,
  type CreatePayoutInput,
  type CreateRefundInput,
  type DisputeResponseInput,
  type Issuer,
  type Money,
  NO_NOTIFICATION_DETAILS,
  type NotificationRequest,
  type NotificationVerification,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type PspNotification,
  type PspPayment,
  type PspPayout,
  type PspRefund,
} from '../payment-provider.ts';

export interface PaypalAdapterConfig {
  /** PAYPAL_CLIENT_ID */
  clientId: string;
  /** PAYPAL_CLIENT_SECRET */
  clientSecret: string;
  /** PAYPAL_WEBHOOK_ID: the id PayPal gave the shop's webhook (developer dashboard → the app → Webhooks). */
  webhookId: string;
  /** PAYPAL_BASE_URL: https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or the PSP sandbox's origin. */
  baseUrl: string;
  timeoutMs: number;
  /** As in the sandbox adapter: tests end a request when they say, never because the machine is slow. */
  requestSignal?: () => AbortSignal;
  fetch?: PspFetch;
}

/** How far a webhook's transmission time may lie from ours (as the shop's own notifications: 300 s). */
const TRANSMISSION_TOLERANCE_SECONDS = 300;
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/** PayPal's currencies without a decimal part (its currency-codes reference); every other one has two. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export function toPaypalValue(amount: Money): string {
  if (ZERO_DECIMAL.has(amount.currency)) return String(amount.value);
  const sign = amount.value < 0 ? '-' : '';
  const abs = Math.abs(amount.value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function fromPaypalValue(value: string, currency: string): number | null {
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const minor = ZERO_DECIMAL.has(currency) ? Number(whole) : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/**
 * PayPal's issue names on a refused capture and the SPEC §8 code the shop shows for each; any other refusal is 8
 * (bank declined). INSTRUMENT_DECLINED is the usual one; the PAYER_* ones are PayPal's own (40–45).
 */
export const PAYPAL_ISSUE_CODES: Readonly<Record<string, string>> = {
  INSTRUMENT_DECLINED: '8',
  TRANSACTION_REFUSED: '9',
  PAYER_ACCOUNT_RESTRICTED: '43',
  PAYER_ACCOUNT_LOCKED_OR_CLOSED: '43',
  PAYER_COUNTRY_NOT_SUPPORTED: '44',
  PAYER_CANNOT_PAY: '45',
  BILLING_ADDRESS_INVALID: '41',
  SHIPPING_ADDRESS_INVALID: '40',
  PAYEE_BLOCKED_TRANSACTION: '47',
  COMPLIANCE_VIOLATION: '47',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: '37',
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: '42',
  AGREEMENT_ALREADY_CANCELLED: '30',
};
/** Payout item errors that say the receiving PayPal account cannot take it (SPEC: paypalAccountNotAccepted). */
const ACCOUNT_ERRORS = new Set([
  'RECEIVER_UNREGISTERED',
  'RECEIVER_ACCOUNT_LOCKED',
  'RECEIVER_UNCONFIRMED',
  'RECEIVER_COUNTRY_NOT_ALLOWED',
  'RECEIVER_STATE_RESTRICTED',
  'RECEIVER_YOUTH_ACCOUNT',
  'RECEIVING_LIMIT_EXCEEDED',
]);

const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
});

const moneySchema = z.object({
  currency_code: z.string().optional(),
  currency: z.string().optional(),
  value: z.string(),
});
const payoutItemSchema = z.object({
  payout_item_id: z.string(),
  payout_batch_id: z.string().optional(),
  transaction_status: z.string().optional(),
  payout_item: z.object({ sender_item_id: z.string().optional(), amount: moneySchema.optional() }).optional(),
  errors: z.object({ name: z.string().optional() }).nullish(),
});
const payoutBatchSchema = z.object({
  batch_header: z.object({ payout_batch_id: z.string(), batch_status: z.string() }),
  items: z.array(payoutItemSchema).optional(),
});
const webhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string(),
  resource: z.record(z.string(), z.unknown()),
});
const linkSchema = z.object({ href: z.string(), rel: z.string() });
const captureResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
  links: z.array(linkSchema).optional(),
});
const orderResourceSchema = z.object({
  id: z.string(),
  purchase_units: z.array(z.object({ amount: moneySchema.optional() })).optional(),
});
const disputeResourceSchema = z.object({
  dispute_id: z.string(),
  reason: z.string().optional(),
  status: z.string().optional(),
  dispute_outcome: z.object({ outcome_code: z.string().optional() }).optional(),
  dispute_amount: moneySchema.optional(),
  dispute_life_cycle_stage: z.string().optional(),
  disputed_transactions: z
    .array(z.object({ seller_transaction_id: z.string().optional(), custom: z.string().optional() }))
    .optional(),
  links: z.array(linkSchema).optional(),
});

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const candidates = current instanceof AggregateError ? [current, ...current.errors] : [current];
    for (const candidate of candidates) {
      const code: unknown =
        typeof candidate === 'object' && candidate !== null ? Reflect.get(candidate, 'code') : undefined;
      if (typeof code === 'string' && NOT_DELIVERED.has(code)) return code;
    }
    current = current.cause;
  }
  return undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The axios config fields the SDK's HTTP client hands its adapter. */
interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
}

export class PaypalAdapter implements PaymentProviderAdapter {
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly fetch: PspFetch;
  private readonly baseUrl: string;
  private token: OAuthToken | undefined;
  private tokenLoading: Promise<OAuthToken> | undefined;

  constructor(private readonly config: PaypalAdapterConfig) {
    this.fetch = config.fetch ?? createNodeHttpFetch();
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.client = new Client({
      environment: this.baseUrl === 'https://api-m.paypal.com' ? Environment.Production : Environment.Sandbox,
      timeout: config.timeoutMs,
      clientCredentialsAuthCredentials: {
        oAuthClientId: config.clientId,
        oAuthClientSecret: config.clientSecret,
        // One token for the SDK's calls and the adapter's own (payouts, webhook verification), fetched once.
        oAuthTokenProvider: (last, manager) => this.sharedToken(last, () => manager.fetchToken()),
      },
      httpClientOptions: { retryConfig: { maxNumberOfRetries: 0 } },
      unstable_httpClientOptions: { adapter: (request: AxiosLikeConfig) => this.send(request) },
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  async createPayment(input: CreatePaymentInput): Promise<PspPayment> {
    if (input.method !== 'paypal') {
      throw new PaymentProviderError('rejected', `PayPal cannot pay with ${input.method}`, null, '2');
    }
    const order = await this.sdk(`POST /v2/checkout/orders`, (signal) =>
      this.orders.createOrder(
        { body: orderRequestOf(input), paypalRequestId: input.idempotencyKey, prefer: 'return=representation' },
        { abortSignal: signal },
      ),
    );
    return this.settleOrder(order, input.reference);
  }

  async getPayment(pspReference: string): Promise<PspPayment> {
    const order = await this.sdk(`GET /v2/checkout/orders/${pspReference}`, (signal) =>
      this.orders.getOrder({ id: pspReference }, { abortSignal: signal }),
    );
    return this.settleOrder(order, null);
  }

  /**
   * The payer is back from PayPal's page (`?token=<order id>&PayerID=…`): the order, captured if approved. The order
   * id the pay call answered wins over the query's, which anyone can write.
   */
  async completeReturn(input: {
    pspReference: string | null;
    reference: string;
    params: Record<string, string>;
  }): Promise<PspPayment> {
    const orderId = input.pspReference ?? input.params.token ?? '';
    if (!/^[A-Z0-9]{1,36}$/.test(orderId)) {
      throw new PaymentProviderError('rejected', 'PayPal return without an order id (token)');
    }
    const payment = await this.getPayment(orderId);
    if (payment.reference !== input.reference) {
      throw new PaymentProviderError('rejected', 'PayPal order of another purchase');
    }
    return payment;
  }

  /**
   * PayPal has no search of orders by the merchant's reference (Transaction Search lists completed transactions
   * hours later), so a lost create-order answer is not found: none. A payer-approved order's money only moves when
   * the shop captures it, so an unanswered first payment took nothing; see docs/payment-providers.md for the
   * vault charge, which captures at once.
   */
  async findPayments(_reference: string): Promise<PspPayment[]> {
    return [];
  }

  async createMandate(): Promise<CreateMandateResult> {
    throw new PaymentProviderError('rejected', 'PayPal has no SEPA mandates', null, '2');
  }

  async listIdealIssuers(): Promise<Issuer[]> {
    return [];
  }

  async createPayout(input: CreatePayoutInput): Promise<PspPayout> {
    const receiver = input.account.paypalAccount;
    if (input.method !== 'paypal' || receiver === undefined) {
      throw new PaymentProviderError('rejected', 'PayPal pays out to a PayPal account only', null, '2');
    }
    // The Payouts API (v1/payments/payouts): the SDK has no model of it, so this one body is written here.
    const answer = await this.rest('POST', '/v1/payments/payouts', {
      idempotencyKey: input.idempotencyKey,
      body: {
        sender_batch_header: { sender_batch_id: input.idempotencyKey, recipient_type: 'EMAIL' },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver,
            sender_item_id: input.reference,
            amount: { currency: input.amount.currency, value: toPaypalValue(input.amount) },
          },
        ],
      },
    });
    const batch = parseOr(payoutBatchSchema, answer, 'payout batch');
    return payoutOf(batch);
  }

  async getPayout(pspReference: string): Promise<PspPayout> {
    const answer = await this.rest('GET', `/v1/payments/payouts/${encodeURIComponent(pspReference)}`);
    return payoutOf(parseOr(payoutBatchSchema, answer, 'payout batch'));
  }

  async createRefund(input: CreateRefundInput): Promise<PspRefund> {
    const order = await this.sdk(`GET /v2/checkout/orders/${input.paymentPspReference}`, (signal) =>
      this.orders.getOrder({ id: input.paymentPspReference }, { abortSignal: signal }),
    );
    const capture = captureOf(order);
    if (capture?.id === undefined) {
      throw new PaymentProviderError('rejected', 'PayPal order has no capture to refund (NOT_CAPTURED)');
    }
    const captureId = capture.id;
    const refund = await this.sdk(`POST /v2/payments/captures/${captureId}/refund`, (signal) =>
      this.payments.refundCapturedPayment(
        {
          captureId,
          paypalRequestId: input.idempotencyKey,
          prefer: 'return=representation',
          body: {
            amount: { currencyCode: input.amount.currency, value: toPaypalValue(input.amount) },
            customId: input.reference,
          },
        },
        { abortSignal: signal },
      ),
    );
    return refundOf(refund.id, refund.status);
  }

  async getRefund(pspReference: string): Promise<PspRefund & { reference: string }> {
    const refund = await this.sdk(`GET /v2/payments/refunds/${pspReference}`, (signal) =>
      this.payments.getRefund({ refundId: pspReference }, { abortSignal: signal }),
    );
    return { ...refundOf(refund.id, refund.status), reference: refund.customId ?? '' };
  }

  async checkAvailability(): Promise<void> {
    await this.accessToken();
  }

  /**
   * The operator's answer through PayPal's Disputes API (the SDK has no controller for it; the REST call carries
   * the SDK's OAuth token): accept → accept-claim (PayPal refunds the buyer; the dispute then resolves in the
   * buyer's favour); defend → provide-evidence, the note as the evidence's text (multipart/form-data, the JSON in
   * its `input` part, as PayPal documents). A refusal (422: the dispute takes no such action now) is `rejected`.
   */
  async respondToDispute(input: DisputeResponseInput): Promise<void> {
    const path = `/v1/customer/disputes/${encodeURIComponent(input.disputeId)}`;
    const note = (input.note ?? '').trim() === '' ? 'Answered by the merchant.' : (input.note ?? '');
    if (input.decision === 'accept') {
      await this.rest('POST', `${path}/accept-claim`, { body: acceptClaimBodyOf(note) });
      return;
    }
    const form = multipartOf({ input: JSON.stringify(provideEvidenceBodyOf(note)) });
    await this.rest('POST', `${path}/provide-evidence`, { rawBody: form.body, contentType: form.contentType });
  }

  /**
   * PayPal's verify-webhook-signature call with the transmission headers and the body exactly as received (spliced
   * in, not parsed and serialized again, so the CRC PayPal checks is over the same bytes), then the transmission
   * time against ours. A capture's dispute or reversal names only the capture: its order is asked of PayPal.
   */
  async verifyNotification(request: NotificationRequest): Promise<NotificationVerification> {
    const header = (name: string) => headerValue(request.headers[name])?.trim();
    const transmissionId = header('paypal-transmission-id');
    const transmissionTime = header('paypal-transmission-time');
    const transmissionSig = header('paypal-transmission-sig');
    const certUrl = header('paypal-cert-url');
    const authAlgo = header('paypal-auth-algo');
    if (!transmissionId || !transmissionTime || !transmissionSig || !certUrl || !authAlgo) {
      return { ok: false, reason: 'signature' };
    }
    const document = parseUntrustedJson(request.rawBody.toString('utf8'));
    if (!document.ok) return { ok: false, reason: 'body' };
    const headers = JSON.stringify({
      auth_algo: authAlgo,
      cert_url: certUrl,
      transmission_id: transmissionId,
      transmission_sig: transmissionSig,
      transmission_time: transmissionTime,
      webhook_id: this.config.webhookId,
    });
    const body = `${headers.slice(0, -1)},"webhook_event":${request.rawBody.toString('utf8')}}`;
    const answer = await this.rest('POST', '/v1/notifications/verify-webhook-signature', { rawBody: body });
    const status = z.object({ verification_status: z.string() }).safeParse(answer).data?.verification_status;
    if (status !== 'SUCCESS') return { ok: false, reason: 'signature' };
    const sentAt = Date.parse(transmissionTime);
    if (Number.isNaN(sentAt) || Math.abs(request.now.getTime() - sentAt) / 1000 > TRANSMISSION_TOLERANCE_SECONDS) {
      return { ok: false, reason: 'timestamp' };
    }
    const event = webhookEventSchema.safeParse(document.value);
    if (!event.success) return { ok: false, reason: 'body' };
    const notification = await this.notificationOf(event.data, document.value);
    return notification === null ? { ok: false, reason: 'body' } : { ok: true, notification };
  }

  // --- webhooks -------------------------------------------------------------------------------------------

  private async notificationOf(
    event: z.infer<typeof webhookEventSchema>,
    raw: unknown,
  ): Promise<PspNotification | null> {
    const base = {
      id: event.id,
      ...NO_NOTIFICATION_DETAILS,
      raw,
    };
    const type = event.event_type;
    if (type.startsWith('PAYMENT.PAYOUTS-ITEM.')) {
      const item = payoutItemSchema.safeParse(event.resource).data;
      if (item === undefined) return null;
      const payout = itemOutcome(item);
      return {
        ...base,
        type: 'payout.updated',
        pspReference: item.payout_batch_id ?? item.payout_item_id,
        reference: item.payout_item?.sender_item_id ?? '',
        status: payout.status,
        failureReason: payout.failureReason,
        amount: moneyOf(item.payout_item?.amount),
      };
    }
    if (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') {
      const refund = captureResourceSchema.safeParse(event.resource).data;
      if (refund === undefined) return null;
      const captureId = refund.links
        ?.find((link) => link.rel === 'up')
        ?.href.split('/')
        .pop();
      const orderId = captureId === undefined ? null : await this.orderIdOfCapture(captureId);
      if (type === 'PAYMENT.CAPTURE.REFUNDED') {
        return {
          ...base,
          type: 'refund.updated',
          pspReference: refund.id,
          reference: refund.custom_id ?? '',
          status: refund.status === 'FAILED' || refund.status === 'CANCELLED' ? 'REFUSED' : 'REFUNDED',
          failureReason: refund.status === 'FAILED' || refund.status === 'CANCELLED' ? 'REFUND_REJECTED' : null,
          amount: moneyOf(refund.amount),
          paymentPspReference: orderId,
        };
      }
      // A reversal: PayPal took the money back (a chargeback, or a dispute decided for the buyer). Its dispute is the
      // capture's latest (PayPal's Disputes API by disputed transaction), so all stages share one dispute id.
      const dispute = captureId === undefined ? null : await this.latestDisputeOf(captureId);
      return {
        ...base,
        type: 'chargeback.updated',
        pspReference: orderId ?? captureId ?? refund.id,
        reference: refund.custom_id ?? '',
        status: 'CHARGEBACK',
        amount: moneyOf(refund.amount),
        dispute: {
          id: dispute?.dispute_id ?? captureId ?? refund.id,
          reasonCode: dispute?.reason ?? null,
          // The dispute may still take the seller's evidence (PayPal's claim); a bare reversal (a card issuer's
          // chargeback without a PayPal dispute) cannot be answered here.
          defendable: dispute?.links?.some((link) => link.rel === 'provide_evidence') ?? false,
        },
      };
    }
    if (type.startsWith('PAYMENT.CAPTURE.') || type === 'CHECKOUT.ORDER.APPROVED') {
      // The order as PayPal has it now, captured here if the payer approved it and nobody captured it yet (the payer
      // closed the window on PayPal's page): the report then carries the capture's outcome and the vault id.
      const capture =
        type === 'CHECKOUT.ORDER.APPROVED' ? undefined : captureResourceSchema.safeParse(event.resource).data;
      const order = type === 'CHECKOUT.ORDER.APPROVED' ? orderResourceSchema.safeParse(event.resource).data : undefined;
      if (capture === undefined && order === undefined) return null;
      const orderId =
        order?.id ??
        capture?.supplementary_data?.related_ids?.order_id ??
        (capture === undefined ? null : await this.orderIdOfCapture(capture.id));
      if (orderId === null) return null;
      const payment = await this.getPayment(orderId);
      return {
        ...base,
        type: 'payment.updated',
        pspReference: orderId,
        reference: payment.reference,
        status: payment.status,
        refusalCode: payment.refusalCode,
        recurringReference: payment.recurringReference,
        amount: moneyOf(capture?.amount ?? order?.purchase_units?.[0]?.amount),
      };
    }
    if (type.startsWith('CUSTOMER.DISPUTE.')) {
      const dispute = disputeResourceSchema.safeParse(event.resource).data;
      if (dispute === undefined) return null;
      const transaction = dispute.disputed_transactions?.[0];
      const captureId = transaction?.seller_transaction_id;
      const orderId = captureId === undefined ? null : await this.orderIdOfCapture(captureId);
      const stage = disputeStageOf(type, dispute);
      if (stage === null) return null;
      return {
        ...base,
        type: 'chargeback.updated',
        pspReference: orderId ?? captureId ?? dispute.dispute_id,
        reference: transaction?.custom ?? '',
        status: stage,
        amount: moneyOf(dispute.dispute_amount),
        dispute: {
          id: dispute.dispute_id,
          reasonCode: dispute.reason ?? null,
          // Defendable when PayPal offers to take evidence (its HATEOAS link), else by stage: a card issuer's
          // chargeback is decided outside PayPal; PayPal's own inquiry and claim stages take the merchant's answer.
          defendable:
            dispute.links === undefined || dispute.links.length === 0
              ? dispute.dispute_life_cycle_stage !== 'CHARGEBACK'
              : dispute.links.some((link) => link.rel === 'provide_evidence'),
        },
      };
    }
    // Anything else (VAULT.PAYMENT-TOKEN.*, CHECKOUT.ORDER.COMPLETED …) is acknowledged and ignored.
    return {
      ...base,
      type: 'payment.updated',
      pspReference: '',
      reference: '',
      status: type,
      amount: null,
    };
  }

  /** The newest dispute of a capture (GET /v1/customer/disputes?disputed_transaction_id=…), or null. */
  private async latestDisputeOf(captureId: string): Promise<z.infer<typeof disputeResourceSchema> | null> {
    const answer = await this.rest(
      'GET',
      `/v1/customer/disputes?disputed_transaction_id=${encodeURIComponent(captureId)}`,
    );
    const list = z.object({ items: z.array(disputeResourceSchema).optional() }).safeParse(answer).data;
    return list?.items?.[0] ?? null;
  }

  private async orderIdOfCapture(captureId: string): Promise<string | null> {
    const capture = await this.sdk(`GET /v2/payments/captures/${captureId}`, (signal) =>
      this.payments.getCapturedPayment({ captureId }, { abortSignal: signal }),
    );
    return capture.supplementaryData?.relatedIds?.orderId ?? null;
  }

  // --- orders -----------------------------------------------------------------------------------------------

  /**
   * An order as the shop's payment. APPROVED (the payer approved it on PayPal's page) is captured here, with a
   * PayPal-Request-Id of the order's, so the shop's status checks, the return from PayPal and a webhook's
   * confirmation all capture it exactly once.
   */
  private async settleOrder(given: Order, reference: string | null): Promise<PspPayment> {
    let order = given;
    if (order.status === 'APPROVED' && order.id !== undefined) {
      const id = order.id;
      try {
        order = await this.sdk(`POST /v2/checkout/orders/${id}/capture`, (signal) =>
          this.orders.captureOrder(
            { id, paypalRequestId: `capture-${id}`, prefer: 'return=representation' },
            { abortSignal: signal },
          ),
        );
      } catch (error) {
        // Captured meanwhile (another of the shop's calls, after PayPal forgot the request id): the order says how.
        if (error instanceof PaymentProviderError && error.message.includes('(ORDER_ALREADY_CAPTURED')) {
          const current = await this.sdk(`GET /v2/checkout/orders/${id}`, (signal) =>
            this.orders.getOrder({ id }, { abortSignal: signal }),
          );
          return paymentOf(current, reference, null);
        }
        const refused = refusalOf(error);
        if (refused === null) throw error;
        return paymentOf(order, reference, { status: 'REFUSED', refusalCode: refused });
      }
    }
    return paymentOf(order, reference, null);
  }

  // --- transport --------------------------------------------------------------------------------------------

  private async sharedToken(last: OAuthToken | undefined, fetchToken: () => Promise<OAuthToken>): Promise<OAuthToken> {
    const current = this.token ?? last;
    const nowSeconds = BigInt(Math.floor(Date.now() / 1000));
    // Renewed a minute before PayPal's expiry (9 hours for a client-credentials token).
    if (current !== undefined && (current.expiry === undefined || current.expiry - 60n > nowSeconds)) return current;
    this.tokenLoading ??= fetchToken()
      .then((token) => {
        this.token = token;
        return token;
      })
      .finally(() => {
        this.tokenLoading = undefined;
      });
    return this.tokenLoading;
  }

  private async accessToken(): Promise<string> {
    const manager = this.client.clientCredentialsAuthManager;
    const token = await this.sdk('POST /v1/oauth2/token', () =>
      this.sharedToken(this.token, () => manager.fetchToken()).then((result) => ({ result })),
    );
    return token.accessToken;
  }

  /** The SDK's axios adapter: its request to the configured origin, over the shop's HTTP client. */
  private async send(request: AxiosLikeConfig) {
    const target = new URL(request.url ?? '/');
    const url = `${this.baseUrl}${target.pathname}${target.search}`;
    const headers: Record<string, string> = {};
    const given = typeof request.headers?.toJSON === 'function' ? request.headers.toJSON() : (request.headers ?? {});
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined && value !== null && typeof value !== 'function')
        headers[name.toLowerCase()] = String(value);
    }
    const signal = request.signal ?? this.config.requestSignal?.() ?? AbortSignal.timeout(this.config.timeoutMs);
    const response = await this.fetch(url, {
      method: (request.method ?? 'get').toUpperCase(),
      headers,
      ...(typeof request.data === 'string' ? { body: request.data } : {}),
      signal,
      redirect: 'error',
    });
    const data = await response.text();
    return { data, status: response.status, statusText: '', headers: response.headerValues ?? {}, config: request };
  }

  /** One SDK call with its errors mapped to the kinds the shop acts on. */
  private async sdk<T>(what: string, call: (signal: AbortSignal) => Promise<{ result: T }>): Promise<T> {
    const signal = this.config.requestSignal?.() ?? AbortSignal.timeout(this.config.timeoutMs);
    try {
      return (await call(signal)).result;
    } catch (error) {
      throw toProviderError(what, error);
    }
  }

  /** A REST call the SDK has no controller for (Payouts, webhook verification), with the SDK's OAuth token. */
  private async rest(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string; contentType?: string; idempotencyKey?: string } = {},
  ): Promise<unknown> {
    const token = await this.accessToken();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.idempotencyKey !== undefined) headers['paypal-request-id'] = options.idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: this.config.requestSignal?.() ?? AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw toProviderError(`${method} ${path}`, error);
    }
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (status >= 200 && status < 300) return parsed;
    throw httpError(`${method} ${path}`, status, parsed);
  }
}

/** accept-claim's body (PayPal's Disputes API v1): the note to PayPal, the merchant refunding the buyer. */
export function acceptClaimBodyOf(note: string): { note: string; accept_claim_type: 'REFUND' } {
  return { note: note.slice(0, 2000), accept_claim_type: 'REFUND' };
}

/** provide-evidence's `input` part: one evidence of type OTHER whose notes are the operator's note. */
export function provideEvidenceBodyOf(note: string): { evidences: { evidence_type: 'OTHER'; notes: string }[] } {
  return { evidences: [{ evidence_type: 'OTHER', notes: note.slice(0, 2000) }] };
}

/** A multipart/form-data body of JSON parts (provide-evidence's `input`). */
export function multipartOf(parts: Record<string, string>): { body: string; contentType: string } {
  const boundary = `----shop${randomUUID().replaceAll('-', '')}`;
  const body = `${Object.entries(parts)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: application/json\r\n\r\n${value}\r\n`,
    )
    .join('')}--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function createPaypalAdapter(config: PaypalAdapterConfig): PaypalAdapter {
  return new PaypalAdapter(config);
}

/** The order the SDK sends, from its own models. */
export function orderRequestOf(input: CreatePaymentInput): OrderRequest {
  const paypal: PaypalWallet =
    input.recurring === undefined
      ? {
          experienceContext: {
            returnUrl: input.returnUrl,
            cancelUrl: input.cancelUrl,
            userAction: PaypalExperienceUserAction.PayNow,
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            ...(input.shopperLocale === undefined ? {} : { locale: input.shopperLocale }),
          },
          ...(input.storePaymentMethod === true
            ? {
                attributes: {
                  vault: {
                    storeInVault: StoreInVaultInstruction.OnSuccess,
                    usageType: PaypalPaymentTokenUsageType.Merchant,
                    usagePattern:
                      input.recurringProcessingModel === 'Subscription'
                        ? UsagePattern.SubscriptionPrepaid
                        : UsagePattern.UnscheduledPrepaid,
                  },
                },
              }
            : {}),
        }
      : {
          vaultId: input.recurring.reference,
          storedCredential: {
            paymentInitiator:
              input.shopperInteraction === 'ContAuth' ? PaymentInitiator.Merchant : PaymentInitiator.Customer,
            usage: StoredPaymentSourceUsageType.Subsequent,
            usagePattern:
              input.recurringProcessingModel === 'Subscription'
                ? UsagePattern.SubscriptionPrepaid
                : UsagePattern.UnscheduledPrepaid,
          },
        };
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: 'default',
        customId: input.reference,
        amount: { currencyCode: input.amount.currency, value: toPaypalValue(input.amount) },
      },
    ],
    paymentSource: { paypal },
  };
}

function captureOf(order: Order): OrdersCapture | undefined {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0];
}

function captureStatusOf(status: string | undefined): PspPayment['status'] {
  switch (status) {
    case 'COMPLETED':
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return 'AUTHORISED';
    case 'DECLINED':
    case 'FAILED':
      return 'REFUSED';
    default:
      return 'PENDING';
  }
}

function paymentOf(
  order: Order,
  reference: string | null,
  refused: { status: 'REFUSED'; refusalCode: string } | null,
): PspPayment {
  const capture = captureOf(order);
  const payerAction = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
  let status: PspPayment['status'];
  if (refused !== null) status = 'REFUSED';
  else if (order.status === 'COMPLETED') status = captureStatusOf(capture?.status);
  else if (order.status === 'VOIDED') status = 'CANCELLED';
  else if (order.status === 'APPROVED') status = 'PENDING';
  else status = payerAction === undefined ? 'PENDING' : 'REDIRECT';
  const vault = order.paymentSource?.paypal?.attributes?.vault;
  return {
    pspReference: order.id ?? '',
    reference: reference ?? capture?.customId ?? order.purchaseUnits?.[0]?.customId ?? '',
    status,
    refusalCode: refused?.refusalCode ?? (status === 'REFUSED' ? '8' : null),
    action: status === 'REDIRECT' && payerAction !== undefined ? { url: payerAction.href, method: 'GET' } : null,
    bankTransfer: null,
    card: null,
    recurringReference: vault?.status === 'VAULTED' && vault.id !== undefined ? vault.id : null,
    returnReason: null,
  };
}

function refundOf(id: string | undefined, status: string | undefined): PspRefund {
  const refused = status === 'FAILED' || status === 'CANCELLED';
  return {
    pspReference: id ?? '',
    status: refused ? 'REFUSED' : 'REFUNDED',
    failureReason: refused ? 'REFUND_REJECTED' : null,
  };
}

function itemOutcome(item: z.infer<typeof payoutItemSchema>): PspPayout {
  const status = item.transaction_status ?? 'PENDING';
  if (status === 'SUCCESS') return { pspReference: item.payout_batch_id ?? '', status: 'SETTLED', failureReason: null };
  if (['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED', 'CANCELED'].includes(status)) {
    const name = item.errors?.name ?? '';
    return {
      pspReference: item.payout_batch_id ?? '',
      status: 'FAILED',
      failureReason: ACCOUNT_ERRORS.has(name) ? 'PAYPAL_ACCOUNT_REJECTED' : 'AMOUNT_REJECTED',
    };
  }
  return { pspReference: item.payout_batch_id ?? '', status: 'PENDING', failureReason: null };
}

function payoutOf(batch: z.infer<typeof payoutBatchSchema>): PspPayout {
  const id = batch.batch_header.payout_batch_id;
  const item = batch.items?.[0];
  if (item !== undefined) return { ...itemOutcome(item), pspReference: id };
  if (batch.batch_header.batch_status === 'DENIED') {
    return { pspReference: id, status: 'FAILED', failureReason: 'AMOUNT_REJECTED' };
  }
  return { pspReference: id, status: 'PENDING', failureReason: null };
}

function moneyOf(money: z.infer<typeof moneySchema> | undefined): Money | null {
  const currency = money?.currency_code ?? money?.currency;
  if (money === undefined || currency === undefined) return null;
  const value = fromPaypalValue(money.value, currency);
  return value === null ? null : { value, currency };
}

function disputeStageOf(
  type: string,
  dispute: z.infer<typeof disputeResourceSchema>,
): PspNotification['status'] | null {
  if (type === 'CUSTOMER.DISPUTE.CREATED') return 'NOTIFICATION_OF_CHARGEBACK';
  if (type === 'CUSTOMER.DISPUTE.RESOLVED') {
    const outcome = dispute.dispute_outcome?.outcome_code ?? '';
    // Won (or withdrawn by the buyer): the money comes back; lost: taken for good.
    if (['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED'].includes(outcome)) return 'CHARGEBACK_REVERSED';
    if (outcome === 'RESOLVED_BUYER_FAVOUR') return 'SECOND_CHARGEBACK';
    return null;
  }
  return null;
}

function parseOr<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PaymentProviderError('uncertain', `PayPal answered a malformed ${what}`);
  return parsed.data;
}

/** A capture PayPal refused (422 with an issue such as INSTRUMENT_DECLINED): the SPEC §8 code, else null. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof PaymentProviderError) || error.status !== 422) return null;
  return error.code ?? '8';
}

function httpError(what: string, status: number, body: unknown): PaymentProviderError {
  const parsed = errorBodySchema.safeParse(body).data;
  const issue = parsed?.details?.[0]?.issue ?? parsed?.name ?? 'no detail';
  const retryable = status >= 500 || status === 409 || status === 429 || status === 401;
  return new PaymentProviderError(
    retryable ? 'uncertain' : 'rejected',
    `PayPal ${what} answered ${status} (${issue}${parsed?.debug_id === undefined ? '' : `, debug_id ${parsed.debug_id}`})`,
    status,
    Object.hasOwn(PAYPAL_ISSUE_CODES, issue) ? (PAYPAL_ISSUE_CODES[issue] ?? null) : null,
  );
}

function toProviderError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof ApiError) {
    let body: unknown = error.result;
    if (typeof error.body === 'string') {
      try {
        body = JSON.parse(error.body);
      } catch {
        body = error.result;
      }
    }
    return httpError(what, error.statusCode, body);
  }
  const code = causeCode(error);
  if (code !== undefined) return new PaymentProviderError('unreachable', `PayPal ${what} not reachable (${code})`);
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'error';
  return new PaymentProviderError('uncertain', `PayPal ${what} failed (${reason})`);
}
