// Provider details and purchases (SPEC §3 Provider details, Purchase request/result; §4; §7).
import * as z from 'zod/mini';
import { providerCodeSchema, purchasableSchema, visitSchema } from './shop.ts';

export const cardDetailsSchema = z.object({
  holder: z.string(),
  /** Masked, e.g. "•••• •••• •••• 4242"; never a full number. */
  number: z.string(),
  /** Card brand: visa, mastercard, amex, maestro, cartebleue, unknown. */
  type: z.string(),
  expiryYear: z.int(),
  expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
  /** Always empty: a CVC is never stored. */
  cvc: z.literal(''),
  cvcRequired: z.boolean(),
  /**
   * The saved card's id at the shop: opaque, random and good only for the player it belongs to (never the PSP's
   * token). A purchase names it with the CVC's token (purchase details `savedCard`).
   */
  instrumentId: z.string(),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const mandateSchema = z.object({
  valid: z.boolean(),
  creditorId: z.nullable(z.string()),
  mandateId: z.nullable(z.string()),
});
export type Mandate = z.infer<typeof mandateSchema>;

export const elvDetailsSchema = z.object({
  holder: z.string(),
  /** Masked for display, e.g. "DE89 •••• •••• •••• •••• 00". */
  iban: z.string(),
  mandate: mandateSchema,
});
export type ElvDetails = z.infer<typeof elvDetailsSchema>;

export const encryptClientSchema = z.object({
  scripts: z.array(z.object({ url: z.string(), additionalServerData: z.optional(z.record(z.string(), z.string())) })),
});
export type EncryptClient = z.infer<typeof encryptClientSchema>;

/** GET /deposit/shop/details/{paytypeKey}: CARD or ELV; a body with neither is an error. */
export const providerDetailsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CARD'),
    /** The saved card, or null when the player has none with this provider. */
    card: z.nullable(cardDetailsSchema),
    /** hosted = the provider's hosted card fields; encrypted = the shop's own form + encryption script. */
    cardMode: z.enum(['encrypted', 'hosted']),
    updateDetails: z.boolean(),
    encryptClient: encryptClientSchema,
  }),
  z.object({
    type: z.literal('ELV'),
    elv: z.nullable(elvDetailsSchema),
    updateDetails: z.boolean(),
  }),
]);
export type ProviderDetails = z.infer<typeof providerDetailsSchema>;

export const purchaseDetailsSchema = z.union([
  z.object({
    card: z.object({
      token: z.string().check(z.minLength(1)),
      holder: z.string().check(z.minLength(1)),
      updateData: z.boolean(),
      /** Optional, from the tokenize result: lets the server show the saved card later. Never the number. */
      last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
      brand: z.optional(z.string().check(z.maxLength(40))),
      expiryMonth: z.optional(z.int().check(z.minimum(1), z.maximum(12))),
      expiryYear: z.optional(z.int().check(z.minimum(2000), z.maximum(2200))),
    }),
  }),
  z.object({
    /**
     * The player's saved card (its instrumentId) with its CVC, tokenized alone by the card script (cvcOnly), or
     * Adyen's encryptedSecurityCode (hundreds of characters, hence the room).
     */
    savedCard: z.object({
      instrumentId: z.string().check(z.minLength(1), z.maxLength(100)),
      cvcToken: z.string().check(z.minLength(1), z.maxLength(4000)),
    }),
  }),
  z.object({
    elv: z.object({
      /** Without spaces. */
      iban: z.string().check(z.minLength(1)),
      holder: z.string().check(z.minLength(1)),
      /** True when the player accepted the SEPA mandate on review. */
      mandate: z.boolean(),
      /** Optional (IBAN-only SEPA); checked by the SPEC §5 BIC rule when sent. */
      bic: z.optional(z.string()),
    }),
  }),
  z.object({ bic: z.object({ code: z.string().check(z.minLength(1)) }) }),
]);
export type PurchaseDetails = z.infer<typeof purchaseDetailsSchema>;

/** POST /deposit/shop/purchases. Send an `Idempotency-Key` header (one per pay attempt). */
export const purchaseRequestSchema = z.object({
  provider: providerCodeSchema,
  purchasable: purchasableSchema,
  locale: z.string(),
  /** The postprocessing route the provider returns to. */
  resultUrl: z.string(),
  /** The start route, for a cancel at the provider. */
  cancelUrl: z.string(),
  /** Make the paid method the player's express favourite once this purchase succeeds (review opt-in). */
  expressSubscribe: z.boolean(),
  /**
   * Paid from the express screen: the favourite method, charged with what is stored (no details). Refused
   * with code 50 when the favourite cannot pay (contracts/express.ts).
   */
  express: z.optional(z.boolean()),
  /**
   * The player confirmed buying again what they bought (or are paying for) moments ago: without it such a purchase
   * is refused with `repeat_purchase` (a second tab, a double submit).
   */
  confirmRepeat: z.optional(z.boolean()),
  details: z.optional(purchaseDetailsSchema),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchaseStateSchema = z.enum(['SUCCESS', 'PROCESSING', 'GOTO', 'BLOCKED', 'CANCELLED', 'FAILED']);
export type PurchaseStateWire = z.infer<typeof purchaseStateSchema>;

export const bankTransferInstructionsSchema = z.object({
  region: z.enum(['US', 'SEPA']),
  recipient: z.string(),
  /** The transfer's purpose: the player's name (SPEC §9). */
  purpose: z.string(),
  reference: z.string(),
  iban: z.nullable(z.string()),
  bic: z.nullable(z.string()),
  routingNumber: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
  amount: z.int(),
  currency: z.string(),
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

export const purchaseResultSchema = z.object({
  tid: z.string(),
  // SPEC §4: the default while unknown is PROCESSING, so a state this shop doesn't know yet keeps
  // the player polling instead of failing a purchase that may still succeed (issue 10 item 8).
  state: z.catch(purchaseStateSchema, 'PROCESSING'),
  errorCode: z.nullable(z.string()),
  purchasable: purchasableSchema,
  provider: providerCodeSchema,
  visit: z.nullable(visitSchema),
  /** The provider page to return to (for redirect flows), or null. */
  providerPage: z.nullable(z.string()),
  depositAmount: z.int(),
  bonusAmount: z.int(),
  bankTransfer: z.nullable(bankTransferInstructionsSchema),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;
