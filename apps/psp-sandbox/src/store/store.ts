// The sandbox's state. It is a simulator, so everything lives in memory and a restart forgets it
// (the fixed test tokens and the HMAC-derived mandate ids are the exceptions, see the README).
import type { Money } from '../lib/money.ts';

export const PAYMENT_METHODS = [
  'card',
  'sepa',
  'ideal',
  'banktransfer',
  'paypal',
  'paysafecard',
  'skrill',
  'bank',
  'dummy',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** RETURNED: a SEPA debit the shopper's bank gave back days after it was AUTHORISED. */
export type PaymentStatus = 'AUTHORISED' | 'REFUSED' | 'BLOCKED' | 'PENDING' | 'REDIRECT' | 'CANCELLED' | 'RETURNED';

/** Methods whose payment method the sandbox can store for merchant-initiated charges. */
export const RECURRING_METHODS = ['card', 'sepa', 'paypal'] as const;
export type RecurringMethod = (typeof RECURRING_METHODS)[number];

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

/** A tokenized card. The number stays inside the sandbox; the CVC is kept only as its check result. */
export interface CardRecord {
  token: string;
  number: string;
  holder: string;
  expiryMonth: number;
  expiryYear: number;
  brand: CardBrand;
  last4: string;
  cvcCheck: 'match' | 'mismatch' | 'absent';
  /** CVC re-entry tokens for a saved card serve one payment; card tokens stand for the stored card. */
  singleUse: boolean;
  used: boolean;
}

/** A CVC tokenized alone (a saved card's re-entry): it pays once, together with the saved card's token. */
export interface SecurityCodeRecord {
  token: string;
  cvcCheck: 'match' | 'mismatch';
  used: boolean;
}

export interface BankTransferInstructions {
  reference: string;
  accountHolder: string;
  iban?: string;
  bic?: string;
  routingNumber?: string;
  accountNumber?: string;
}

/** How the shopper finishes a REDIRECT payment: the 3-D Secure page or the provider's hosted page. */
export type RedirectFlow = 'challenge' | 'hosted';

export interface Payment {
  pspReference: string;
  reference: string;
  method: PaymentMethod;
  amount: Money;
  status: PaymentStatus;
  refusalCode: string | null;
  flow: RedirectFlow | null;
  /** Status GETs still answered PENDING before the payment authorises (magic card 3220). */
  pollsBeforeAuthorised: number | null;
  /** Method card: what was charged, so the shop can show the saved card (never the full number). */
  card: { last4: string; brand: CardBrand; expiryMonth: number; expiryYear: number; holder: string } | null;
  /** Method card: the card record charged, kept so a recurring reference can be bound to it. */
  chargedCard: CardRecord | null;
  /** Method sepa: the mandate debited. */
  mandate: { mandateId: string; iban: string; holder: string } | null;
  /** The shop asked to store the payment method: a recurring reference is issued once AUTHORISED. */
  storePaymentMethod: boolean;
  /** The stored reference: issued for this payment, or (ContAuth) the one charged. */
  recurringReference: string | null;
  /** When (sandbox clock, ISO) a magic-IBAN debit comes back as RETURNED; null when it will not. */
  returnDueAt: string | null;
  /** A SEPA return reason code (e.g. MD06) once RETURNED. */
  returnReason: string | null;
  idealIssuer: string | null;
  bankTransfer: BankTransferInstructions | null;
  shopperName: string | null;
  /** The shop's language for the hosted pages; null: English. */
  shopperLocale: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  notificationUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export type PayoutStatus = 'PENDING' | 'SETTLED' | 'FAILED';

/** A refund of (part of) an AUTHORISED payment: decided at once, REFUSED by a magic amount. */
export interface Refund {
  pspReference: string;
  paymentPspReference: string;
  /** The shop's own reference of the refund. */
  reference: string;
  amount: Money;
  status: 'REFUNDED' | 'REFUSED';
  /** Why a refund was refused (REFUND_REJECTED), else null. */
  failureReason: string | null;
  notificationUrl: string | null;
  createdAt: string;
}

/** A dispute on an AUTHORISED payment, opened and advanced by the test tools (docs/chargebacks.md). */
export interface Dispute {
  /** `dp_<payment pspReference>`: one dispute per payment, stable over all its stages. */
  id: string;
  paymentPspReference: string;
  stage: 'NOTIFICATION_OF_CHARGEBACK' | 'CHARGEBACK' | 'CHARGEBACK_REVERSED' | 'SECOND_CHARGEBACK';
  amount: Money;
  reasonCode: string;
  defendable: boolean;
  /** The merchant's answer (POST /v1/disputes/:id/respond, or Adyen's acceptDispute / defendDispute), null until given. */
  response: { decision: 'accept' | 'defend'; note: string | null } | null;
  /** Adyen's Disputes API: the defense documents supplied (their type codes and content types). */
  documents?: { typeCode: string; contentType: string; bytes: number }[];
}

export interface Payout {
  pspReference: string;
  reference: string;
  method: 'banktransfer' | 'paypal';
  amount: Money;
  status: PayoutStatus;
  /** Why a payout failed: AMOUNT_REJECTED, ACCOUNT_CLOSED or PAYPAL_ACCOUNT_REJECTED. */
  failureReason: string | null;
  notificationUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryAttempt {
  number: number;
  at: string;
  /** The receiver's HTTP status, or null when no answer came (refused, time-out). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface NotificationDelivery {
  id: string;
  type: 'payment.updated' | 'payout.updated' | 'mandate.updated' | 'refund.updated' | 'chargeback.updated';
  pspReference: string;
  reference: string;
  status: string;
  url: string;
  /** The raw JSON body: every retry sends the very same bytes (with a fresh timestamp and signature). */
  body: string;
  /** A dialect's own headers (Adyen: basic auth; its HMAC is inside the body); absent: the sandbox's signature. */
  headers?: Record<string, string>;
  state: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
  /** Set on reset or close: an answer still in flight then changes nothing. */
  cancelled: boolean;
}

/**
 * A stored card or PayPal billing agreement, by recurring reference (`rec_…`, `BA-…`). SEPA needs no
 * entry: its recurring reference is the mandate id (see MandateRecord).
 */
export interface RecurringDetail {
  recurringReference: string;
  method: 'card' | 'paypal';
  /** Card: a reusable copy of the card record, so a single-use CVC token's card stays chargeable. */
  card: CardRecord | null;
  /** Merchant-initiated charges made so far (magic card 9995 alternates by it). */
  charges: number;
}

/** A mandate the sandbox issued or debited: its id carries no revocation nor where to notify. */
export interface MandateRecord {
  mandateId: string;
  iban: string;
  holder: string;
  status: 'ACTIVE' | 'REVOKED';
  /** The notificationUrl of the last payment that used this mandate. */
  notificationUrl: string | null;
}

export interface IdempotencyRecord {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

export interface SandboxStore {
  cards: Map<string, CardRecord>;
  securityCodes: Map<string, SecurityCodeRecord>;
  payments: Map<string, Payment>;
  payouts: Map<string, Payout>;
  refunds: Map<string, Refund>;
  disputes: Map<string, Dispute>;
  notifications: Map<string, NotificationDelivery>;
  recurring: Map<string, RecurringDetail>;
  mandates: Map<string, MandateRecord>;
  /** `<call>:<Idempotency-Key>` → the first answer. */
  idempotency: Map<string, IdempotencyRecord>;
  /** Adyen's dialect: the shopperReference a payment stored its method for, by pspReference. */
  adyenShopperReferences: Map<string, string>;
}

export function createStore(): SandboxStore {
  return {
    cards: new Map(),
    securityCodes: new Map(),
    payments: new Map(),
    payouts: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    notifications: new Map(),
    recurring: new Map(),
    mandates: new Map(),
    idempotency: new Map(),
    adyenShopperReferences: new Map(),
  };
}

export function clearStore(store: SandboxStore): void {
  for (const delivery of store.notifications.values()) delivery.cancelled = true;
  store.cards.clear();
  store.securityCodes.clear();
  store.payments.clear();
  store.payouts.clear();
  store.refunds.clear();
  store.disputes.clear();
  store.notifications.clear();
  store.recurring.clear();
  store.mandates.clear();
  store.idempotency.clear();
}
