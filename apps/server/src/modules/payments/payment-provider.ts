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
  /**
   * id: the player's stable opaque id (the shop's user id, no personal data): a PSP that stores cards keeps all
   * of one player's stored cards under it (Adyen's shopperReference).
   */
  shopper: { name: string; country: string; id?: string };
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
  /**
   * REFUNDED: the money goes back to the payer. REFUSED: nothing was given back. RECEIVED: the PSP took the
   * request and says how it ends in a refund.updated notification (Adyen's "received").
   */
  status: 'REFUNDED' | 'REFUSED' | 'RECEIVED';
  /** Why a refund was REFUSED (e.g. REFUND_REJECTED), else null. */
  failureReason: string | null;
}

export type PspNotificationType =
  | 'payment.updated'
  | 'payout.updated'
  | 'mandate.updated'
  | 'refund.updated'
  /**
   * A card scheme or PayPal dispute on a captured payment. pspReference: the disputed payment's; status: the
   * dispute's stage (PspDisputeStage); amount: the disputed amount; dispute: the PSP's own dispute data.
   */
  | 'chargeback.updated';

/**
 * The stages of a dispute as the shop books them, in the words of Adyen's event codes; PayPal's dispute and
 * capture-reversal events map onto them in its adapter.
 * - NOTIFICATION_OF_CHARGEBACK: a dispute was opened; nothing is debited yet (PayPal CUSTOMER.DISPUTE.CREATED).
 * - CHARGEBACK: the money was taken back from the merchant (PayPal PAYMENT.CAPTURE.REVERSED).
 * - CHARGEBACK_REVERSED: the merchant won; the money comes back (PayPal CUSTOMER.DISPUTE.RESOLVED in the seller's favour).
 * - SECOND_CHARGEBACK: the merchant's defence failed; the money is taken back for good.
 */
export type PspDisputeStage = 'NOTIFICATION_OF_CHARGEBACK' | 'CHARGEBACK' | 'CHARGEBACK_REVERSED' | 'SECOND_CHARGEBACK';

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
  /**
   * chargeback.updated: the PSP's dispute (its id, the scheme's reason code, whether the PSP lets the merchant defend
   * it); absent for every other type.
   */
  dispute?: { id: string; reasonCode: string | null; defendable: boolean } | null;
  /** The body as received, kept with the processed notification. */
  raw: unknown;
}

/** A notification's optional facts, none of them set: an adapter spreads these and sets what its event carries. */
export const NO_NOTIFICATION_DETAILS = {
  refusalCode: null,
  failureReason: null,
  recurringReference: null,
  returnReason: null,
  mandateId: null,
  paymentPspReference: null,
} as const satisfies Partial<PspNotification>;

export type NotificationVerification =
  | { ok: true; notification: PspNotification }
  | { ok: false; reason: 'signature' | 'timestamp' | 'body' };

export interface NotificationRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}

/** The operator's answer to a dispute (docs/chargebacks.md). */
export interface DisputeResponseInput {
  /** The PSP's dispute id (PspNotification.dispute.id). */
  disputeId: string;
  /** The disputed payment. */
  paymentPspReference: string;
  /** accept: the merchant gives up the money; defend: the merchant contests it (only where dispute.defendable). */
  decision: 'accept' | 'defend';
  /** The operator's note, sent as the defence's text. */
  note: string | null;
}

export interface PaymentProviderAdapter {
  createPayment(input: CreatePaymentInput): Promise<PspPayment>;
  getPayment(pspReference: string): Promise<PspPayment>;
  /**
   * The payments created with the shop's `reference` (a purchase's tid), newest first; none when its pay request
   * never arrived. Creates nothing: how the shop settles a pay request whose answer was lost once sending it again
   * would no longer be right (purchase-submission.ts, the submit window).
   */
  findPayments(reference: string): Promise<PspPayment[]>;
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
  /**
   * Checks signature and timestamp of a notification and parses it. The sandbox's and Adyen's are pure (an HMAC);
   * PayPal's asks PayPal (its verify-webhook-signature call), so the answer may be a promise, and a PSP that cannot
   * be asked throws a PaymentProviderError (the notification is answered 503 and sent again).
   */
  verifyNotification(request: NotificationRequest): NotificationVerification | Promise<NotificationVerification>;
  /**
   * Optional: passes the operator's answer to a dispute on to the PSP. Without it the shop records the decision
   * only (the operator answers in the PSP's own back office). A refusal (not defendable, closed, already answered
   * otherwise) throws a `rejected` PaymentProviderError; the same answer sent again must not fail.
   */
  respondToDispute?(input: DisputeResponseInput): Promise<void>;
  /**
   * A PSP whose one notification request may carry several reports (Adyen's notificationItems): checks each and
   * parses them all. Without it, verifyNotification's one report is the request's.
   */
  verifyNotifications?(request: NotificationRequest): NotificationBatchVerification;
  /** How the PSP wants a notification acknowledged (Adyen: the text `[accepted]`); JSON {received:true} without it. */
  readonly notificationAcknowledgement?: { contentType: string; body: string };
  /**
   * Whether getPayment / getRefund / findPayments ask the PSP (true without it). Adyen has no lookup of a
   * payment: its notifications, signed with the HMAC key and sent with basic auth, are then trusted as they
   * are, and open payments wait for them instead of being asked about.
   */
  readonly looksUpPayments?: boolean;
  /**
   * A card the player keeps must be stored at the PSP (Adyen: its encrypted card fields expire and are single-use):
   * the purchase asks for it (storePaymentMethod, CardOnFile) and the recurringReference the PSP answers becomes the
   * saved card's token, never the card fields' values. Without it the card token itself is kept (the sandbox's).
   */
  readonly storesSavedCards?: boolean;
  /**
   * A PSP that sends the shopper back with data the payment needs to finish (Adyen's redirectResult after a
   * redirect or a 3-D Secure challenge, PayPal's approved order to capture): the shop hands the PSP its own
   * return route (/deposit/psp/return/<psp>/<tid>), and this completes the payment with what came back.
   */
  completeReturn?(input: PspReturnInput): Promise<PspPayment>;
}

export interface PspReturnInput {
  /** The payment's pspReference as the pay call answered it, when it did. */
  pspReference: string | null;
  /** The shop's purchase tid. */
  reference: string;
  /** The query and form fields the browser came back with. */
  params: Record<string, string>;
}

export type NotificationBatchVerification =
  | { ok: true; notifications: PspNotification[] }
  | { ok: false; reason: 'signature' | 'timestamp' | 'body' };

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
