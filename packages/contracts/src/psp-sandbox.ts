// The server ↔ PSP sandbox wire (docs/psp-sandbox-api.md): payments, mandates, iDEAL issuers, payouts and
// the signed notifications. The shop server parses every sandbox answer with these; the sandbox may too.
import { z } from 'zod';

export const PSP_METHODS = [
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
export const pspMethodSchema = z.enum(PSP_METHODS);

export const pspMoneySchema = z.object({ value: z.number().int(), currency: z.string().min(1) });

/** RETURNED: a SEPA debit the shopper's bank gave back days after it was AUTHORISED (see returnReason). */
export const pspPaymentStatusSchema = z.enum([
  'AUTHORISED',
  'REFUSED',
  'BLOCKED',
  'PENDING',
  'REDIRECT',
  'CANCELLED',
  'RETURNED',
]);

/** A SPEC §8 code; a number is read as its text. */
const codeSchema = z.union([z.string(), z.number().int()]).transform(String);

/** POST /v1/payments request body. */
export const pspPaymentRequestSchema = z.object({
  reference: z.string().min(1),
  method: pspMethodSchema,
  amount: pspMoneySchema,
  card: z.object({ token: z.string().min(1) }).optional(),
  sepa: z.object({ iban: z.string(), holder: z.string(), mandateId: z.string() }).optional(),
  ideal: z.object({ issuer: z.string() }).optional(),
  shopper: z.object({ name: z.string(), country: z.string() }),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  notificationUrl: z.string(),
  /** Keep the method (card, sepa, paypal) for later merchant-initiated charges: answers carry recurringReference. */
  storePaymentMethod: z.boolean().optional(),
  /** Informational. */
  recurringProcessingModel: z.enum(['Subscription', 'CardOnFile', 'UnscheduledCardOnFile']).optional(),
  /** ContAuth: a merchant-initiated charge of `recurring.reference` (no redirect, no 3-D Secure). */
  shopperInteraction: z.enum(['Ecommerce', 'ContAuth']).optional(),
  recurring: z.object({ reference: z.string().min(1) }).optional(),
});
export type PspPaymentRequest = z.infer<typeof pspPaymentRequestSchema>;

/** POST /v1/payments and GET /v1/payments/:pspReference answer. Unknown fields are ignored. */
export const pspPaymentSchema = z.object({
  pspReference: z.string().min(1),
  reference: z.string(),
  status: pspPaymentStatusSchema,
  refusalCode: codeSchema.nullish(),
  action: z
    .object({
      type: z.string().optional(),
      url: z.string().min(1),
      method: z.enum(['GET', 'POST']).default('GET'),
      data: z.record(z.string(), z.string()).optional(),
    })
    .nullish(),
  bankTransfer: z
    .object({
      reference: z.string().min(1),
      accountHolder: z.string().nullish(),
      iban: z.string().nullish(),
      bic: z.string().nullish(),
      routingNumber: z.string().nullish(),
      accountNumber: z.string().nullish(),
    })
    .nullish(),
  /** Method card: what was charged, so the shop can show the saved card (never the full number). Optional. */
  card: z
    .object({
      last4: z.string().regex(/^\d{4}$/),
      brand: z.string().nullish(),
      expiryMonth: z.coerce.number().int().min(1).max(12).nullish(),
      expiryYear: z.coerce.number().int().nullish(),
      holder: z.string().nullish(),
    })
    .nullish()
    .catch(null),
  /** Stored payment method: `rec_…` (card), the mandate id (sepa), `BA-…` (paypal); or, ContAuth, the one charged. */
  recurringReference: z.string().nullish(),
  /** RETURNED only: the SEPA return reason code, e.g. MD06. */
  returnReason: z.string().nullish(),
});
export type PspPayment = z.infer<typeof pspPaymentSchema>;

/** POST /v1/mandates: 201 answer. */
export const pspMandateSchema = z.object({
  mandateId: z.string().min(1),
  creditorId: z.string().min(1),
  valid: z.boolean().optional(),
});

/** GET /v1/ideal/issuers. */
export const pspIssuersSchema = z.array(z.object({ bic: z.string().min(1), name: z.string().min(1) }));

/** POST /v1/payouts: 201 answer. */
export const pspPayoutSchema = z.object({ pspReference: z.string().min(1), status: z.string().min(1) });

/** Error answers: `{ error: "…" }`. */
export const pspErrorSchema = z.object({ error: z.string() });

export const PSP_SIGNATURE_HEADER = 'psp-signature';
export const PSP_TIMESTAMP_HEADER = 'psp-timestamp';
/** Seconds a notification's timestamp may be away from the receiver's clock. */
export const PSP_NOTIFICATION_TOLERANCE_SECONDS = 300;

/** The body of a notification (signed: `Psp-Signature: v1=<hex HMAC-SHA256("<timestamp>.<raw body>")>`). */
export const pspNotificationSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.updated', 'payout.updated', 'mandate.updated', 'refund.updated', 'chargeback.updated']),
  pspReference: z.string().min(1),
  reference: z.string(),
  status: z.string().min(1),
  refusalCode: codeSchema.nullish(),
  amount: pspMoneySchema.nullish(),
  createdAt: z.string().optional(),
  recurringReference: z.string().nullish(),
  returnReason: z.string().nullish(),
  /** mandate.updated: the mandate (also in pspReference and reference). */
  mandateId: z.string().nullish(),
  /** refund.updated: the payment the refund belongs to (pspReference is the refund's own). */
  paymentPspReference: z.string().nullish(),
  /** chargeback.updated: the dispute on the payment of pspReference (status: its stage, docs/chargebacks.md). */
  dispute: z
    .object({ id: z.string().min(1).max(200), reasonCode: z.string().max(100).nullish(), defendable: z.boolean() })
    .nullish(),
});

/** A refund's answer (POST /v1/payments/:pspReference/refunds, GET /v1/refunds/:pspReference). */
export const pspRefundSchema = z.object({
  pspReference: z.string().min(1),
  paymentPspReference: z.string().min(1),
  reference: z.string(),
  status: z.enum(['REFUNDED', 'REFUSED']),
  amount: pspMoneySchema,
  failureReason: z.string().nullish(),
});
export type PspNotificationBody = z.infer<typeof pspNotificationSchema>;
