// The body of POST /v1/payments, parsed with zod; method-specific parts are required per method, except
// for a merchant-initiated (ContAuth) charge, which needs only the stored reference.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, RECURRING_METHODS } from '../../store/store.ts';

export const moneySchema = z.object({
  value: z.number().int().positive().max(1_000_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR'),
});

export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** Methods that may send the shopper to a sandbox page (a card only for its 3-D Secure challenge). */
export const REDIRECTING_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'card',
  'ideal',
  'paypal',
  'paysafecard',
  'skrill',
  'bank',
]);

const RECURRING_CHARGE_METHODS: ReadonlySet<PaymentMethod> = new Set(RECURRING_METHODS);

export const paymentRequestSchema = z
  .object({
    reference: z.string().trim().min(1).max(128),
    method: z.enum(PAYMENT_METHODS),
    amount: moneySchema,
    /** securityCodeToken: a CVC tokenized alone (cvcOnly), paid once with a saved card's token. */
    card: z.object({ token: z.string().min(1), securityCodeToken: z.string().min(1).optional() }).optional(),
    sepa: z
      .object({
        iban: z.string().min(1),
        holder: z.string().trim().min(1).max(100),
        // An empty mandateId counts as none: the mandate is then checked on the fly.
        mandateId: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(35).optional()),
      })
      .optional(),
    ideal: z.object({ issuer: z.string().min(1) }).optional(),
    shopper: z
      .object({
        name: z.string().max(200).optional(),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code such as DE')
          .optional(),
      })
      .optional(),
    /** The shopper's language for the hosted pages (e.g. de-DE, en-GB), as Adyen's shopperLocale. */
    shopperLocale: z.string().trim().max(35).optional(),
    returnUrl: httpUrlSchema.optional(),
    cancelUrl: httpUrlSchema.optional(),
    notificationUrl: httpUrlSchema.optional(),
    /** Card, sepa, paypal: keep the method for later ContAuth charges (ignored for the others). */
    storePaymentMethod: z.boolean().optional(),
    /** Informational, as at Adyen; the sandbox treats them alike. */
    recurringProcessingModel: z.enum(['Subscription', 'CardOnFile', 'UnscheduledCardOnFile']).optional(),
    /** Ecommerce (default): the shopper is present. ContAuth: a merchant-initiated charge of `recurring`. */
    shopperInteraction: z.enum(['Ecommerce', 'ContAuth']).optional(),
    /**
     * securityCode: a stored card charged with the shopper present (Adyen's card-on-file with
     * encryptedSecurityCode): the CVC tokenized alone, checked like a new card's (000 refused).
     */
    recurring: z
      .object({ reference: z.string().trim().min(1).max(64), securityCodeToken: z.string().min(1).optional() })
      .optional(),
  })
  .superRefine((request, context) => {
    const requirePart = (present: boolean, path: string) => {
      if (!present)
        context.addIssue({ code: 'custom', path: [path], message: `required for method ${request.method}` });
    };
    if (request.shopperInteraction === 'ContAuth') {
      requirePart(request.recurring !== undefined, 'recurring');
      if (!RECURRING_CHARGE_METHODS.has(request.method)) {
        context.addIssue({ code: 'custom', path: ['method'], message: 'ContAuth is for card, sepa and paypal' });
      }
      return;
    }
    if (request.recurring !== undefined) {
      context.addIssue({ code: 'custom', path: ['recurring'], message: 'only with shopperInteraction ContAuth' });
    }
    if (request.method === 'card') requirePart(request.card !== undefined, 'card');
    if (request.method === 'sepa') requirePart(request.sepa !== undefined, 'sepa');
    if (request.method === 'ideal') requirePart(request.ideal !== undefined, 'ideal');
    if (REDIRECTING_METHODS.has(request.method)) requirePart(request.returnUrl !== undefined, 'returnUrl');
  });

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
