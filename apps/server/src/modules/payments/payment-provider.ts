// The one interface every payment service provider sits behind. The sandbox adapter is the first
// implementation; a real provider later is another class with the same methods.
import type { PspMethod } from '../../db/database.ts';

export interface Money {
  /** Integer minor units. */
  value: number;
  currency: string;
}

export interface CreatePaymentInput {
  /** Same key → same answer and no second payment at the provider; derived from the purchase tid. */
  idempotencyKey: string;
  /** The shop's purchase tid. */
  reference: string;
  method: PspMethod;
  amount: Money;
  /** securityCodeToken: a CVC tokenized alone (a saved card paid with the shopper present). */
  card?: { token: string; securityCodeToken?: string };
  sepa?: { iban: string; holder: string; mandateId: string };
  ideal?: { issuer: string };
  shopper: { name: string; country: string };
  /** The shopper's language for the provider's own pages: the purchase's locale (e.g. de-DE). */
  shopperLocale?: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
  /** The first payment of a saver package: the PSP keeps the method and answers a recurringReference. */
  storePaymentMethod?: boolean;
  /** Subscription: a saver package. CardOnFile: an express payment with a stored method, the shopper present. */
  recurringProcessingModel?: 'Subscription' | 'CardOnFile';
  /** A merchant-initiated charge of a stored method (a monthly booking): no redirect, no challenge. */
  shopperInteraction?: 'Ecommerce' | 'ContAuth';
  recurring?: { reference: string };
}

export type PspPaymentStatus =
  | 'AUTHORISED'
  | 'REFUSED'
  | 'BLOCKED'
  | 'PENDING'
  | 'REDIRECT'
  | 'CANCELLED'
  /** A direct debit the bank gave back days after it succeeded. */
  | 'RETURNED';

export interface PspRedirectAction {
  url: string;
  method: 'GET' | 'POST';
  /** Form fields for a POST redirect. */
  data?: Record<string, string>;
}

export interface PspBankTransfer {
  reference: string;
  accountHolder: string;
  iban: string | null;
  bic: string | null;
  routingNumber: string | null;
  accountNumber: string | null;
}

/** What the provider knows about the card it charged (to show a saved card later). */
export interface PspCardSummary {
  last4: string;
  brand: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  holder: string | null;
}

export interface PspPayment {
  pspReference: string;
  reference: string;
  status: PspPaymentStatus;
  refusalCode: string | null;
  action: PspRedirectAction | null;
  bankTransfer: PspBankTransfer | null;
  card: PspCardSummary | null;
  /** What a later merchant-initiated charge uses (stored card, SEPA mandate, PayPal agreement), if asked for. */
  recurringReference: string | null;
  returnReason: string | null;
}

export type CreateMandateResult =
  | { ok: true; mandateId: string; creditorId: string }
  | { ok: false; reason: 'MANDATE_REFUSED' };

export interface Issuer {
  bic: string;
  name: string;
}

export interface CreatePayoutInput {
  idempotencyKey: string;
  reference: string;
  amount: Money;
  method: 'banktransfer' | 'paypal';
  account: {
    iban?: string;
    bic?: string;
    holder?: string;
    /** US bank payouts (SPEC §9 region US) instead of iban/bic. */
    routingNumber?: string;
    accountNumber?: string;
    paypalAccount?: string;
  };
  notificationUrl: string;
}

export interface PspPayout {
  pspReference: string;
  /** PENDING, SETTLED or FAILED (anything else is treated as still open). */
  status: string;
  /** Why a FAILED payout failed (AMOUNT_REJECTED, ACCOUNT_CLOSED, PAYPAL_ACCOUNT_REJECTED), else null. */
  failureReason: string | null;
}

export interface CreateRefundInput {
  /** Same key → the first answer again and no second refund at the provider. */
  idempotencyKey: string;
  /** The provider's reference of the captured payment. */
  paymentPspReference: string;
  /** The shop's own reference of the refund. */
  reference: string;
  /** In the payment's currency; the provider refuses more than is left of the payment. */
  amount: Money;
  notificationUrl: string;
}

export interface PspRefund {
  pspReference: string;
  /** REFUNDED: the money goes back to the payer. REFUSED: nothing was given back. */
  status: 'REFUNDED' | 'REFUSED';
  /** Why a refund was REFUSED (e.g. REFUND_REJECTED), else null. */
  failureReason: string | null;
}

export type PspNotificationType = 'payment.updated' | 'payout.updated' | 'mandate.updated' | 'refund.updated';

export interface PspNotification {
  id: string;
  type: PspNotificationType;
  pspReference: string;
  reference: string;
  status: string;
  refusalCode: string | null;
  amount: Money | null;
  /** payout.updated: why it FAILED, else null. */
  failureReason: string | null;
  recurringReference: string | null;
  returnReason: string | null;
  /** mandate.updated: the mandate (REVOKED). */
  mandateId: string | null;
  /** refund.updated: the refunded payment (pspReference is the refund's own). */
  paymentPspReference: string | null;
  /** The body as received, kept with the processed notification. */
  raw: unknown;
}

export type NotificationVerification =
  | { ok: true; notification: PspNotification }
  | { ok: false; reason: 'signature' | 'timestamp' | 'body' };

export interface NotificationRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}

export interface PaymentProviderAdapter {
  createPayment(input: CreatePaymentInput): Promise<PspPayment>;
  getPayment(pspReference: string): Promise<PspPayment>;
  createMandate(input: { iban: string; holder: string; idempotencyKey: string }): Promise<CreateMandateResult>;
  listIdealIssuers(): Promise<Issuer[]>;
  createPayout(input: CreatePayoutInput): Promise<PspPayout>;
  getPayout(pspReference: string): Promise<PspPayout>;
  /**
   * Gives back part or all of a captured payment. A refusal of the request itself (4xx: not refundable, more
   * than is left) throws a `rejected` PaymentProviderError whose message names the provider's reason.
   */
  createRefund(input: CreateRefundInput): Promise<PspRefund>;
  getRefund(pspReference: string): Promise<PspRefund & { reference: string }>;
  /** Throws when the provider cannot be reached (used before showing a form that needs it). */
  checkAvailability(): Promise<void>;
  /** Checks signature and timestamp of a notification and parses it. Pure: no I/O. */
  verifyNotification(request: NotificationRequest): NotificationVerification;
}

/**
 * A call that did not give an answer to act on.
 * - unreachable: the request never reached the provider (connection refused, DNS): nothing happened there.
 * - rejected: the provider refused the request itself (4xx): nothing happened there.
 * - uncertain: sent, but no usable answer (time-out, 5xx, malformed): it may have happened; ask again
 *   with the same idempotency key.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    readonly kind: 'unreachable' | 'rejected' | 'uncertain',
    message: string,
    readonly status: number | null = null,
    /** For a rejection: the SPEC §8 code it stands for, when the adapter knows one (e.g. an unknown card token → 7). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}
