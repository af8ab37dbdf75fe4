// The Adyen adapter (issue 23 point 1) on the official @adyen/api-library: Checkout API payments,
// payments/details, refunds and cancels by pspReference; standard notifications checked with the library's own
// hmacValidator plus basic auth. Requests are the SDK's models, serialised by the SDK. The SDK's hosts are fixed
// (checkout-test.adyen.com, or a live prefix): it is given our own ClientInterface (the supported
// `new Client(config, httpClient)`), which sends each call to the configured ADYEN_BASE_URL instead, with the
// API key and the idempotency key as Adyen's headers. Every Adyen-specific line of the shop is in this file.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Types } from '@adyen/api-library';
import adyen from '@adyen/api-library';
import type {
  AcceptDisputeRequest,
  DefendDisputeRequest,
  DefenseReason,
  DefenseReasonsRequest,
  DisputeServiceResult,
  SupplyDefenseDocumentRequest,
} from '@adyen/api-library/lib/src/typings/disputes/models';
import { ADYEN_ENCRYPTED_CARD_FIELDS, type AdyenEncryptedCardField } from '@shop/contracts/psp-encrypt-key';
import { type AdyenConfig, adyenDisputesBaseUrlOf } from '../../config/env.ts';
import { parseUntrustedJson } from '../../lib/hostile-input.ts';
import { notePdf } from './dispute-note-pdf.ts';
import { createNodeHttpFetch, type PspFetch } from './node-http-fetch.ts';
import {
  type CreateMandateResult,
  type CreatePaymentInput,
  type CreatePayoutInput,
  type CreateRefundInput,
  type DisputeResponseInput,
  type Issuer,
  NO_NOTIFICATION_DETAILS,
  type NotificationBatchVerification,
  type NotificationRequest,
  type NotificationVerification,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type PspDisputeStage,
  type PspNotification,
  type PspPayment,
  type PspPaymentStatus,
  type PspPayout,
  type PspRefund,
  type PspReturnInput,
} from './payment-provider.ts';
import { errorStatusKind, sendPspRequest } from './psp-request.ts';

const { CheckoutAPI, Client, Config, DisputesAPI, EnvironmentEnum, hmacValidator, Types: Models } = adyen;
const {
  PaymentRequest: PaymentRequestModel,
  CardDetails: CardModel,
  SepaDirectDebitDetails: SepaModel,
  IdealDetails: IdealModel,
} = Models.checkout;
const INTERACTION = PaymentRequestModel.ShopperInteractionEnum;
const PROCESSING_MODEL = PaymentRequestModel.RecurringProcessingModelEnum;
type Checkout = InstanceType<typeof CheckoutAPI>;
type Disputes = InstanceType<typeof DisputesAPI>['DisputesApi'];
type PaymentRequest = Types.checkout.PaymentRequest;
type PaymentResponse = Types.checkout.PaymentResponse;
type PaymentDetailsResponse = Types.checkout.PaymentDetailsResponse;
type NotificationRequestItem = Types.notification.NotificationRequestItem;
type ClientInterface = ConstructorParameters<typeof Client>[1] & {};
type SdkConfig = InstanceType<typeof Config>;

/** The host the SDK writes into every Checkout URL in its TEST environment; ours replaces it. */
const SDK_CHECKOUT_HOST = 'https://checkout-test.adyen.com';
/** The base the SDK writes into every Disputes API URL in its TEST environment (then `/v30/<call>`). */
const SDK_DISPUTES_BASE = 'https://ca-test.adyen.com/ca/services/DisputeService';

export interface AdyenAdapterOptions {
  config: AdyenConfig;
  timeoutMs: number;
  /** As SandboxAdapterOptions.requestSignal: tests end a request themselves. */
  requestSignal?: () => AbortSignal;
  fetch?: PspFetch;
}

/**
 * Adyen's refusalReasonCode → the shop's SPEC §8 code the player reads. Adyen's FRAUD family is BLOCKED (47);
 * anything else is code 1 ("failed, try later or another method").
 */
const REFUSAL_CODES: Readonly<Record<string, string>> = {
  '2': '8', // Refused
  '3': '8', // Referral
  '4': '9', // Acquirer Error
  '5': '48', // Blocked Card (lost or stolen)
  '6': '6', // Expired Card
  '8': '7', // Invalid Card Number
  '9': '9', // Issuer Unavailable
  '10': '5', // Not supported
  '11': '7', // 3D Not Authenticated
  '12': '8', // Not enough balance
  '24': '7', // CVC Declined
  '25': '5', // Restricted Card
  '27': '8', // Declined Non Generic
  '32': '4', // AVS Declined
  '38': '49', // Authentication required (PSD2 SCA)
};
const FRAUD_CODES = new Set(['14', '20', '22', '31']);
/** Adyen's refusal reason texts in notifications (they carry no code) → refusalReasonCode. */
const REFUSAL_REASON_CODES: Readonly<Record<string, string>> = {
  Refused: '2',
  Referral: '3',
  'Acquirer Error': '4',
  'Blocked Card': '5',
  'Expired Card': '6',
  'Invalid Card Number': '8',
  'Issuer Unavailable': '9',
  'Not supported': '10',
  '3D Not Authenticated': '11',
  'Not enough balance': '12',
  'Acquirer Fraud': '14',
  FRAUD: '20',
  'FRAUD-CANCELLED': '22',
  'CVC Declined': '24',
  'Restricted Card': '25',
  'Declined Non Generic': '27',
  'Issuer Suspected Fraud': '31',
  'AVS Declined': '32',
  'Authentication required': '38',
};

/** What a later charge of a stored method needs at Adyen: the shopper it is stored for and its id. */
function recurringReferenceOf(shopperReference: string, storedPaymentMethodId: string): string {
  return `${shopperReference}|${storedPaymentMethodId}`;
}

/**
 * The card of a purchase's token: the JSON object of Adyen's secured card fields' encrypted values (the web's Adyen
 * card fields, contracts/psp-encrypt-key.ts), passed to the scheme paymentMethod as they are; any other token is a
 * single encrypted card (encryptedCard), as the sandbox's own card script gives.
 */
export function encryptedCardOf(token: string): Partial<Types.checkout.CardDetails> {
  const result = token.startsWith('{') ? parseUntrustedJson(token) : { ok: false as const };
  const parsed = result.ok ? result.value : undefined;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const fields: Partial<Record<AdyenEncryptedCardField, string>> = {};
    for (const name of ADYEN_ENCRYPTED_CARD_FIELDS) {
      const value: unknown = Reflect.get(parsed, name);
      if (typeof value === 'string' && value.length > 0) fields[name] = value;
    }
    if (fields.encryptedCardNumber !== undefined) return fields;
  }
  return { encryptedCard: token };
}

function parseRecurringReference(reference: string): { shopperReference: string; storedPaymentMethodId: string } {
  const separator = reference.lastIndexOf('|');
  if (separator <= 0) {
    throw new PaymentProviderError('rejected', 'not an Adyen stored payment method reference', null, '1');
  }
  return { shopperReference: reference.slice(0, separator), storedPaymentMethodId: reference.slice(separator + 1) };
}

/**
 * A saved card's token that is a card stored at Adyen (`<shopperReference>|<storedPaymentMethodId>`, kept since
 * cards are stored on file); null for a new card and for a card saved before, whose token is still the encrypted
 * fields' JSON (or a sandbox card token): those are sent as encrypted values, as before.
 */
function savedCardOf(input: CreatePaymentInput): { shopperReference: string; storedPaymentMethodId: string } | null {
  if (input.recurring !== undefined || input.method !== 'card' || input.card === undefined) return null;
  const token = input.card.token;
  if (token.startsWith('{') || !STORED_CARD_TOKEN.test(token)) return null;
  return parseRecurringReference(token);
}
const STORED_CARD_TOKEN = /^[^|{]+\|[^|]+$/;

/** The shopper a player's kept cards are stored for: the shop's user id, nothing personal. */
function playerShopperReferenceOf(playerId: string): string {
  return `shop-player-${playerId}`;
}

/** The shopper a method is stored for: the purchase's own reference (no personal data goes to Adyen). */
function shopperReferenceOf(reference: string): string {
  return `shop-${reference}`;
}

/**
 * The ClientInterface the SDK sends through: its Checkout URL with our base URL, the API key as X-API-Key, the
 * idempotency key as Idempotency-Key, a time-out, and failures as PaymentProviderError kinds.
 */
export class AdyenHttpClient implements ClientInterface {
  private readonly fetch: PspFetch;

  constructor(
    private readonly options: {
      baseUrl: string;
      /** Where the Disputes API's calls go (AdyenConfig.disputesBaseUrl); absent: they are refused. */
      disputesBaseUrl?: string | undefined;
      timeoutMs: number;
      requestSignal?: () => AbortSignal;
      fetch?: PspFetch;
    },
  ) {
    this.fetch = options.fetch ?? createNodeHttpFetch();
  }

  async request(
    endpoint: string,
    json: string | Buffer,
    config: SdkConfig,
    _isApiKeyRequired: boolean,
    requestOptions: { method?: string | undefined; idempotencyKey?: string | undefined; params?: unknown } = {},
  ): Promise<string> {
    const url = new URL(this.urlOf(endpoint));
    const params = requestOptions.params;
    if (params !== undefined && params !== null && typeof params === 'object') {
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    }
    const method = requestOptions.method ?? 'POST';
    const path = url.pathname;
    const headers: Record<string, string> = {
      'x-api-key': config.apiKey ?? '',
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (requestOptions.idempotencyKey !== undefined) headers['idempotency-key'] = requestOptions.idempotencyKey;
    const body = method === 'GET' ? undefined : json.toString();
    const response = await sendPspRequest(
      this.fetch,
      { what: `Adyen ${method} ${path}`, url: url.toString(), method, headers, body },
      this.options,
      causeCode,
    );
    const text = await response.text().catch(() => '');
    if (response.ok) return text;
    // The Disputes API refuses with { status, errorCode, message } too, or with a 200 whose disputeServiceResult
    // says why (respondToDispute reads that).
    // Adyen's error body: { status, errorCode, message, errorType, pspReference }.
    const parsed = parseUntrustedJson(text);
    const error = (parsed.ok ? parsed.value : null) as { errorCode?: unknown; message?: unknown } | null;
    const detail =
      error !== null && typeof error === 'object'
        ? `${String(error.errorCode ?? 'no code')}: ${String(error.message ?? '')}`
        : 'no detail';
    throw new PaymentProviderError(
      errorStatusKind(response.status),
      `Adyen ${method} ${path} answered ${response.status} (${detail})`,
      response.status,
    );
  }

  /** Our URL of an SDK endpoint: the Checkout API on baseUrl, the Disputes API on disputesBaseUrl. */
  private urlOf(endpoint: string): string {
    if (endpoint.startsWith(SDK_CHECKOUT_HOST)) {
      return `${this.options.baseUrl}${endpoint.slice(SDK_CHECKOUT_HOST.length)}`;
    }
    if (endpoint.startsWith(`${SDK_DISPUTES_BASE}/`)) {
      if (this.options.disputesBaseUrl === undefined) {
        throw new PaymentProviderError(
          'rejected',
          'the Adyen Disputes API is not configured (ADYEN_DISPUTES_BASE_URL)',
        );
      }
      return `${this.options.disputesBaseUrl}${endpoint.slice(SDK_DISPUTES_BASE.length)}`;
    }
    throw new Error(`unexpected Adyen endpoint ${endpoint}`);
  }
}

export class AdyenAdapter implements PaymentProviderAdapter {
  readonly notificationAcknowledgement = { contentType: 'text/plain; charset=utf-8', body: '[accepted]' };
  /** Adyen has no lookup of a payment by reference: notifications (HMAC + basic auth) are believed as signed. */
  readonly looksUpPayments = false;
  /** A kept card is stored at Adyen (card-on-file): its encrypted fields expire and are single-use. */
  readonly storesSavedCards = true;
  private readonly checkout: Checkout;
  private readonly disputes: Disputes;
  private readonly config: AdyenConfig;

  constructor(options: AdyenAdapterOptions) {
    this.config = options.config;
    const client = new Client(
      new Config({ apiKey: options.config.apiKey, environment: EnvironmentEnum.TEST }),
      new AdyenHttpClient({
        baseUrl: options.config.baseUrl,
        disputesBaseUrl: options.config.disputesBaseUrl ?? adyenDisputesBaseUrlOf(options.config.baseUrl),
        timeoutMs: options.timeoutMs,
        ...(options.requestSignal === undefined ? {} : { requestSignal: options.requestSignal }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      }),
    );
    this.checkout = new CheckoutAPI(client);
    this.disputes = new DisputesAPI(client).DisputesApi;
  }

  /** The PaymentRequest (the SDK's model) of a shop payment. Public for the contract tests. */
  paymentRequestOf(input: CreatePaymentInput): PaymentRequest {
    const request: PaymentRequest = {
      merchantAccount: this.config.merchantAccount,
      reference: input.reference,
      amount: { value: input.amount.value, currency: input.amount.currency },
      paymentMethod: this.paymentMethodOf(input),
      returnUrl: input.returnUrl,
      countryCode: input.shopper.country,
      shopperName: shopperNameOf(input.shopper.name),
      ...(input.shopperLocale === undefined ? {} : { shopperLocale: input.shopperLocale }),
      channel: PaymentRequestModel.ChannelEnum.Web,
    };
    const savedCard = savedCardOf(input);
    if (savedCard !== null) {
      // A card stored at Adyen paid with the shopper present (card-on-file, the CVC entered again): Ecommerce,
      // CardOnFile, for the shopper it was stored for.
      request.shopperReference = savedCard.shopperReference;
      request.shopperInteraction = INTERACTION.Ecommerce;
      request.recurringProcessingModel = PROCESSING_MODEL.CardOnFile;
    } else if (input.recurring !== undefined) {
      const stored = parseRecurringReference(input.recurring.reference);
      request.shopperReference = stored.shopperReference;
      // A monthly booking is merchant-initiated (ContAuth); an express payment with the stored card has the
      // shopper present (Ecommerce, CardOnFile).
      request.shopperInteraction =
        input.shopperInteraction === 'Ecommerce' ? INTERACTION.Ecommerce : INTERACTION.ContAuth;
      request.recurringProcessingModel =
        input.recurringProcessingModel === 'CardOnFile' ? PROCESSING_MODEL.CardOnFile : PROCESSING_MODEL.Subscription;
    } else {
      request.shopperInteraction = INTERACTION.Ecommerce;
      if (input.storePaymentMethod === true) {
        request.storePaymentMethod = true;
        const cardOnFile = input.recurringProcessingModel === 'CardOnFile';
        // A card the player keeps is stored under the player (all their cards under one shopperReference); a
        // saver package's method under the package's first purchase.
        request.shopperReference =
          cardOnFile && input.shopper.id !== undefined
            ? playerShopperReferenceOf(input.shopper.id)
            : shopperReferenceOf(input.reference);
        request.recurringProcessingModel = cardOnFile ? PROCESSING_MODEL.CardOnFile : PROCESSING_MODEL.Subscription;
      }
    }
    return request;
  }

  private paymentMethodOf(input: CreatePaymentInput): PaymentRequest['paymentMethod'] {
    const savedCard = savedCardOf(input);
    if (savedCard !== null) {
      const card: Types.checkout.CardDetails = {
        type: CardModel.TypeEnum.Scheme,
        storedPaymentMethodId: savedCard.storedPaymentMethodId,
        ...(input.card?.securityCodeToken === undefined ? {} : { encryptedSecurityCode: input.card.securityCodeToken }),
      };
      return card;
    }
    if (input.recurring !== undefined) {
      const { storedPaymentMethodId } = parseRecurringReference(input.recurring.reference);
      if (input.method === 'sepa') {
        const sepa: Types.checkout.SepaDirectDebitDetails = {
          type: SepaModel.TypeEnum.Sepadirectdebit,
          storedPaymentMethodId,
        };
        return sepa;
      }
      const card: Types.checkout.CardDetails = {
        type: CardModel.TypeEnum.Scheme,
        storedPaymentMethodId,
        ...(input.card?.securityCodeToken === undefined ? {} : { encryptedSecurityCode: input.card.securityCodeToken }),
      };
      return card;
    }
    switch (input.method) {
      case 'card': {
        if (input.card === undefined) throw new PaymentProviderError('rejected', 'a card payment without card data');
        // The card fields' client-side encrypted card (Adyen's encryptedCard); a saved card's CVC alone is
        // encryptedSecurityCode.
        const card: Types.checkout.CardDetails = {
          type: CardModel.TypeEnum.Scheme,
          ...encryptedCardOf(input.card.token),
          ...(input.card.securityCodeToken === undefined
            ? {}
            : { encryptedSecurityCode: input.card.securityCodeToken }),
          holderName: input.shopper.name,
        };
        return card;
      }
      case 'sepa': {
        if (input.sepa === undefined) throw new PaymentProviderError('rejected', 'a SEPA payment without an account');
        const sepa: Types.checkout.SepaDirectDebitDetails = {
          type: SepaModel.TypeEnum.Sepadirectdebit,
          iban: input.sepa.iban,
          ownerName: input.sepa.holder,
        };
        return sepa;
      }
      case 'ideal': {
        const ideal: Types.checkout.IdealDetails = {
          type: IdealModel.TypeEnum.Ideal,
          ...(input.ideal?.issuer === undefined ? {} : { issuer: input.ideal.issuer }),
        };
        return ideal;
      }
      default:
        throw new PaymentProviderError('rejected', `Adyen does not serve ${input.method} in this shop`, null, '1');
    }
  }

  async createPayment(input: CreatePaymentInput): Promise<PspPayment> {
    const response = await this.checkout.PaymentsApi.payments(this.paymentRequestOf(input), {
      idempotencyKey: input.idempotencyKey,
    });
    return toPayment(response, input.reference);
  }

  async completeReturn(input: PspReturnInput): Promise<PspPayment> {
    const redirectResult = input.params.redirectResult;
    if (redirectResult === undefined || redirectResult === '') {
      throw new PaymentProviderError('rejected', 'the shopper came back without a redirectResult');
    }
    const request: Types.checkout.PaymentDetailsRequest = { details: { redirectResult } };
    const response: PaymentDetailsResponse = await this.checkout.PaymentsApi.paymentsDetails(request, {
      // The same return twice (a reload) asks once.
      idempotencyKey: `details:${input.reference}:${createHash('sha256').update(redirectResult).digest('hex').slice(0, 32)}`,
    });
    return toPayment(response, input.reference);
  }

  /** Adyen has no lookup of a payment: open payments wait for the notification (looksUpPayments is false). */
  async getPayment(pspReference: string): Promise<PspPayment> {
    throw new PaymentProviderError(
      'uncertain',
      `Adyen has no payment lookup (${pspReference}): waiting for its notification`,
    );
  }

  /** Nothing to find without a lookup: the caller keeps the purchase open for the notification. */
  async findPayments(reference: string): Promise<PspPayment[]> {
    throw new PaymentProviderError(
      'uncertain',
      `Adyen has no payment search (${reference}): waiting for its notification`,
    );
  }

  /** Adyen creates the SEPA mandate with the payment itself: the shop's mandate step only names it. */
  async createMandate(input: { iban: string; holder: string; idempotencyKey: string }): Promise<CreateMandateResult> {
    return { ok: true, mandateId: `adyen-${input.idempotencyKey}`.slice(0, 35), creditorId: '' };
  }

  /** The iDEAL issuers of /paymentMethods (none with iDEAL 2.0, where the bank is chosen on iDEAL's page). */
  async listIdealIssuers(): Promise<Issuer[]> {
    const request: Types.checkout.PaymentMethodsRequest = {
      merchantAccount: this.config.merchantAccount,
      allowedPaymentMethods: ['ideal'],
    };
    const answer = await this.checkout.PaymentsApi.paymentMethods(request);
    const ideal = answer.paymentMethods?.find((method) => method.type === 'ideal');
    return (ideal?.issuers ?? [])
      .filter((issuer) => issuer.disabled !== true)
      .map((issuer) => ({ bic: issuer.id, name: issuer.name }));
  }

  /**
   * Not through Adyen: payouts to bank accounts need Adyen's Balance Platform (Transfers API) or the legacy
   * Payout API with its separate reviewer credentials; see docs/payment-providers.md. Refused, nothing sent.
   */
  async createPayout(_input: CreatePayoutInput): Promise<PspPayout> {
    throw new PaymentProviderError('rejected', 'payouts are not made through Adyen in this shop');
  }

  async getPayout(pspReference: string): Promise<PspPayout> {
    throw new PaymentProviderError('rejected', `payouts are not made through Adyen (${pspReference})`);
  }

  async createRefund(input: CreateRefundInput): Promise<PspRefund> {
    const request: Types.checkout.PaymentRefundRequest = {
      merchantAccount: this.config.merchantAccount,
      amount: { value: input.amount.value, currency: input.amount.currency },
      reference: input.reference,
    };
    const answer = await this.checkout.ModificationsApi.refundCapturedPayment(input.paymentPspReference, request, {
      idempotencyKey: input.idempotencyKey,
    });
    // "received": the outcome arrives as a REFUND or REFUND_FAILED notification.
    return { pspReference: answer.pspReference, status: 'RECEIVED', failureReason: null };
  }

  /** Cancels an authorised payment that was not captured (by pspReference); the outcome is a CANCELLATION notification. */
  async cancelPayment(input: {
    paymentPspReference: string;
    reference: string;
    idempotencyKey: string;
  }): Promise<string> {
    const request: Types.checkout.PaymentCancelRequest = {
      merchantAccount: this.config.merchantAccount,
      reference: input.reference,
    };
    const answer = await this.checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
      input.paymentPspReference,
      request,
      { idempotencyKey: input.idempotencyKey },
    );
    return answer.pspReference;
  }

  async getRefund(pspReference: string): Promise<PspRefund & { reference: string }> {
    throw new PaymentProviderError(
      'uncertain',
      `Adyen has no refund lookup (${pspReference}): waiting for its notification`,
    );
  }

  /**
   * The operator's answer through Adyen's Disputes API (docs/chargebacks.md), the dispute named by its
   * disputePspReference (PspNotification.dispute.id). Accept: acceptDispute. Defend: the applicable defense reasons,
   * the note as a PDF defense document of the chosen reason's document type (supplyDefenseDocument), then
   * defendDispute with that reason. A refusal (a 4xx, or a disputeServiceResult without success) is `rejected`.
   */
  async respondToDispute(input: DisputeResponseInput): Promise<void> {
    const dispute = { disputePspReference: input.disputeId, merchantAccountCode: this.config.merchantAccount };
    if (input.decision === 'accept') {
      const request: AcceptDisputeRequest = { ...dispute };
      checkDisputeResult('acceptDispute', (await this.disputes.acceptDispute(request)).disputeServiceResult);
      return;
    }
    const reasonsRequest: DefenseReasonsRequest = { ...dispute };
    const reasons = await this.disputes.retrieveApplicableDefenseReasons(reasonsRequest);
    checkDisputeResult('retrieveApplicableDefenseReasons', reasons.disputeServiceResult);
    const choice = defenseChoiceOf(reasons.defenseReasons ?? []);
    if (choice === null) {
      throw new PaymentProviderError('rejected', `Adyen offers no defense reason for dispute ${input.disputeId}`);
    }
    if (choice.documentTypeCode !== null) {
      const supply: SupplyDefenseDocumentRequest = {
        ...dispute,
        defenseDocuments: [
          {
            content: notePdf(`Dispute ${input.disputeId}`, input.note ?? '').toString('base64'),
            contentType: 'application/pdf',
            defenseDocumentTypeCode: choice.documentTypeCode,
          },
        ],
      };
      checkDisputeResult(
        'supplyDefenseDocument',
        (await this.disputes.supplyDefenseDocument(supply)).disputeServiceResult,
      );
    }
    const defend: DefendDisputeRequest = { ...dispute, defenseReasonCode: choice.reasonCode };
    checkDisputeResult('defendDispute', (await this.disputes.defendDispute(defend)).disputeServiceResult);
  }

  /** Asks for the payment methods: Adyen answers with the API key's merchant account when it is up. */
  async checkAvailability(): Promise<void> {
    await this.checkout.PaymentsApi.paymentMethods({ merchantAccount: this.config.merchantAccount });
  }

  verifyNotification(request: NotificationRequest): NotificationVerification {
    const verified = this.verifyNotifications(request);
    if (!verified.ok) return verified;
    const [first] = verified.notifications;
    return first === undefined ? { ok: false, reason: 'body' } : { ok: true, notification: first };
  }

  /**
   * Basic auth (the Customer Area's webhook user), then each NotificationRequestItem's HMAC with the library's
   * hmacValidator; one item failing fails the request (Adyen sends it again). Event codes the shop does not book
   * are left out (still acknowledged).
   */
  verifyNotifications(request: NotificationRequest): NotificationBatchVerification {
    if (!this.basicAuthMatches(request.headers.authorization)) return { ok: false, reason: 'signature' };
    const parsed = parseUntrustedJson(request.rawBody.toString('utf8'));
    const body = (parsed.ok ? parsed.value : null) as { live?: unknown; notificationItems?: unknown } | null;
    if (body === null || typeof body !== 'object' || !Array.isArray(body.notificationItems)) {
      return { ok: false, reason: 'body' };
    }
    const notifications: PspNotification[] = [];
    for (const entry of body.notificationItems) {
      const item = (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem as
        | NotificationRequestItem
        | undefined;
      if (!isNotificationItem(item)) return { ok: false, reason: 'body' };
      if (item.merchantAccountCode !== this.config.merchantAccount) return { ok: false, reason: 'signature' };
      let valid = false;
      try {
        valid = new hmacValidator().validateHMAC(item, this.config.hmacKey);
      } catch {
        valid = false;
      }
      if (!valid) return { ok: false, reason: 'signature' };
      const notification = toNotification(item, entry);
      if (notification !== null) notifications.push(notification);
    }
    return { ok: true, notifications };
  }

  private basicAuthMatches(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || !header.startsWith('Basic ')) return false;
    const given = Buffer.from(header.slice('Basic '.length).trim(), 'base64');
    const expected = Buffer.from(`${this.config.notificationUsername}:${this.config.notificationPassword}`, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export function createAdyenAdapter(config: {
  adyen: AdyenConfig | null;
  pspRequestTimeoutMs: number;
}): PaymentProviderAdapter {
  if (config.adyen === null) throw new Error('Adyen is not configured');
  return new AdyenAdapter({ config: config.adyen, timeoutMs: config.pspRequestTimeoutMs });
}

/** A Disputes API answer that did not succeed: Adyen's errorMessage says why (closed, not defendable …). */
function checkDisputeResult(call: string, result: DisputeServiceResult | undefined): void {
  if (result?.success === true) return;
  throw new PaymentProviderError(
    'rejected',
    `Adyen ${call} refused: ${result?.errorMessage ?? 'no disputeServiceResult'}`,
    422,
  );
}

/**
 * The defense reason the operator's note can carry: one that needs at most one document we do not have yet
 * (the note becomes that document), preferring a reason whose document is Adyen's general defense material;
 * null when every reason needs more than one document.
 */
export function defenseChoiceOf(
  reasons: readonly DefenseReason[],
): { reasonCode: string; documentTypeCode: string | null } | null {
  const candidates = reasons.flatMap((reason) => {
    const types = reason.defenseDocumentTypes ?? [];
    const missing = types.filter((type) => type.requirementLevel === 'Required' && !type.available);
    if (missing.length > 1) return [];
    const documentType = missing[0] ?? types.find((type) => !type.available) ?? types[0];
    return [{ reasonCode: reason.defenseReasonCode, documentTypeCode: documentType?.defenseDocumentTypeCode ?? null }];
  });
  const general = candidates.find((candidate) => /DefenseMaterial/i.test(candidate.documentTypeCode ?? ''));
  return general ?? candidates[0] ?? null;
}

function shopperNameOf(name: string): Types.checkout.ShopperName {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
  return { firstName: parts.join(' '), lastName };
}

/** The SPEC §8 code of an Adyen refusal, and whether it is BLOCKED (fraud). */
function refusalOf(code: string | undefined): { status: 'REFUSED' | 'BLOCKED'; refusalCode: string } {
  if (code !== undefined && FRAUD_CODES.has(code)) return { status: 'BLOCKED', refusalCode: '47' };
  return { status: 'REFUSED', refusalCode: (code === undefined ? undefined : REFUSAL_CODES[code]) ?? '1' };
}

function toPayment(response: PaymentResponse | PaymentDetailsResponse, reference: string): PspPayment {
  const additional = response.additionalData ?? {};
  let status: PspPaymentStatus;
  let refusalCode: string | null = null;
  let action: PspPayment['action'] = null;
  switch (response.resultCode) {
    case 'Authorised':
      status = 'AUTHORISED';
      break;
    case 'Refused':
    case 'Error': {
      const refusal = refusalOf(response.refusalReasonCode);
      status = refusal.status;
      refusalCode = refusal.refusalCode;
      break;
    }
    case 'Cancelled':
      status = 'CANCELLED';
      break;
    case 'RedirectShopper':
    case 'ChallengeShopper':
    case 'IdentifyShopper': {
      const redirect = response.action as Types.checkout.CheckoutRedirectAction | undefined | null;
      if (redirect?.url === undefined) {
        // A native 3-D Secure action needs Adyen's web component; the shop asks for redirects only.
        throw new PaymentProviderError('uncertain', `Adyen answered ${response.resultCode} without a redirect url`);
      }
      status = 'REDIRECT';
      const method = (redirect.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
      action = { url: redirect.url, method, ...(redirect.data === undefined ? {} : { data: redirect.data }) };
      break;
    }
    default:
      // Pending, Received (SEPA, iDEAL waiting for the bank): the notification says how it ends.
      status = 'PENDING';
  }
  const storedId =
    additional['tokenization.storedPaymentMethodId'] ?? additional['recurring.recurringDetailReference'] ?? undefined;
  const shopperReference = additional['tokenization.shopperReference'] ?? additional['recurring.shopperReference'];
  const last4 = additional.cardSummary;
  const expiry = additional.expiryDate?.split('/');
  return {
    pspReference: response.pspReference ?? '',
    reference: response.merchantReference ?? reference,
    status,
    refusalCode,
    action,
    bankTransfer: null,
    card:
      last4 === undefined
        ? null
        : {
            last4,
            brand: response.paymentMethod?.brand ?? additional.paymentMethod ?? null,
            expiryMonth: expiry?.[0] === undefined ? null : Number(expiry[0]),
            expiryYear: expiry?.[1] === undefined ? null : Number(expiry[1]),
            holder: additional.cardHolderName ?? null,
          },
    recurringReference:
      storedId !== undefined && shopperReference !== undefined
        ? recurringReferenceOf(shopperReference, storedId)
        : null,
    returnReason: null,
  };
}

function isNotificationItem(item: unknown): item is NotificationRequestItem {
  if (item === null || typeof item !== 'object') return false;
  const value = item as Record<string, unknown>;
  const amount = value.amount as Record<string, unknown> | undefined;
  return (
    typeof value.pspReference === 'string' &&
    typeof value.eventCode === 'string' &&
    typeof value.merchantAccountCode === 'string' &&
    typeof value.merchantReference === 'string' &&
    (value.success === 'true' || value.success === 'false') &&
    amount !== undefined &&
    amount !== null &&
    typeof amount.value === 'number' &&
    typeof amount.currency === 'string'
  );
}

const DISPUTE_STAGES: readonly string[] = [
  'NOTIFICATION_OF_CHARGEBACK',
  'CHARGEBACK',
  'CHARGEBACK_REVERSED',
  'SECOND_CHARGEBACK',
] satisfies readonly PspDisputeStage[];

/** One NotificationRequestItem as the shop books it; null for an event the shop does not act on. */
function toNotification(item: NotificationRequestItem, raw: unknown): PspNotification | null {
  const success = item.success === 'true';
  const additional = item.additionalData ?? {};
  const base = {
    // Adyen's own deduplication key: pspReference + eventCode + success.
    id: `adyen:${item.pspReference}:${item.eventCode}:${item.success}`,
    reference: item.merchantReference,
    amount: { value: item.amount.value ?? 0, currency: item.amount.currency ?? '' },
    ...NO_NOTIFICATION_DETAILS,
    raw,
  };
  const eventCode = String(item.eventCode);
  const sepa = (item.paymentMethod ?? '').startsWith('sepadirectdebit');
  switch (eventCode) {
    case 'AUTHORISATION': {
      const storedId =
        additional['tokenization.storedPaymentMethodId'] ?? additional['recurring.recurringDetailReference'];
      const shopperReference = additional['tokenization.shopperReference'] ?? additional['recurring.shopperReference'];
      if (success) {
        return {
          ...base,
          type: 'payment.updated',
          pspReference: item.pspReference,
          status: 'AUTHORISED',
          recurringReference:
            storedId !== undefined && shopperReference !== undefined
              ? recurringReferenceOf(shopperReference, storedId)
              : null,
        };
      }
      const refusal = refusalOf(REFUSAL_REASON_CODES[item.reason ?? ''] ?? additional.refusalReasonCode);
      return {
        ...base,
        type: 'payment.updated',
        pspReference: item.pspReference,
        status: refusal.status,
        refusalCode: refusal.refusalCode,
      };
    }
    case 'CANCELLATION':
      if (!success) return null;
      return {
        ...base,
        type: 'payment.updated',
        pspReference: item.originalReference ?? item.pspReference,
        status: 'CANCELLED',
      };
    case 'REFUND':
    case 'REFUND_FAILED':
      return {
        ...base,
        type: 'refund.updated',
        pspReference: item.pspReference,
        paymentPspReference: item.originalReference ?? null,
        status: success && eventCode === 'REFUND' ? 'REFUNDED' : 'REFUSED',
        failureReason: success && eventCode === 'REFUND' ? null : (item.reason ?? eventCode),
      };
    default:
      break;
  }
  if (!DISPUTE_STAGES.includes(eventCode)) return null;
  const paymentPspReference = item.originalReference ?? item.pspReference;
  // A SEPA direct debit taken back by the bank comes as a CHARGEBACK: the shop's returned debit.
  if (sepa && eventCode === 'CHARGEBACK') {
    return {
      ...base,
      type: 'payment.updated',
      pspReference: paymentPspReference,
      status: 'RETURNED',
      returnReason: additional.chargebackReasonCode ?? item.reason ?? null,
    };
  }
  return {
    ...base,
    type: 'chargeback.updated',
    pspReference: paymentPspReference,
    status: eventCode,
    dispute: {
      id: item.pspReference,
      reasonCode: additional.chargebackReasonCode ?? null,
      defendable: additional.defendable === 'true',
    },
  };
}

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
