// The payout calls (SPEC §3 Payout, §6, §7 payout rows, §8 payout errors and blockers).
import * as z from 'zod/mini';

export const payoutPaytypeSchema = z.enum(['banktransfer', 'paypal']);
export type PayoutPaytype = z.infer<typeof payoutPaytypeSchema>;

/** SPEC §8 payout blockers; each shows 'no payout method available' with its code (8519, 8357, …). */
export const payoutBlockerSchema = z.enum([
  'emailDomainBlocked',
  'emailNotValid',
  'ipBlocked',
  'legallyBlocked',
  'paymentUnavailable',
  'userBlocked',
]);
export type PayoutBlockerReason = z.infer<typeof payoutBlockerSchema>;

/**
 * Why a payout was rejected, as a code the player reads in their own language (e-mail, shop); `other` needs a note.
 * `security_check` is the neutral word the player reads when fraud is suspected (never "fraud" to the player).
 */
export const PAYOUT_REJECT_REASON_CODES = [
  'account_holder_mismatch',
  'bank_details_invalid',
  'verification_required',
  'security_check',
  'other',
] as const;
export const payoutRejectReasonCodeSchema = z.enum(PAYOUT_REJECT_REASON_CODES);
export type PayoutRejectReasonCode = z.infer<typeof payoutRejectReasonCodeSchema>;

/** Why a payout waits for the shop's review: the player's first payout, or its amount at or above the threshold. */
export const payoutReviewCauseSchema = z.enum(['first_payout', 'amount']);

export const payoutProviderSchema = z.object({
  paytype: payoutPaytypeSchema,
  /** Fee in minor units of `currency`. */
  payoutFee: z.int().check(z.nonnegative()),
  /** PayPal only: the accounts the player deposited from before (SPEC §5: payout only to those). */
  paypalDetails: z.nullable(z.object({ accountNames: z.array(z.string()) })),
  /** Why this method can't be used now (e.g. paypalUseFirst), or null when usable. */
  unavailableReason: z.nullable(z.string()),
});
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;

/** GET /gd/rest/payout (cookie session). 403 `["not-allowed"]` for players who can't pay out at all. */
export const payoutInfoSchema = z.object({
  /** Minor units of `currency` (the game currency). */
  balance: z.int(),
  bonus: z.int(),
  withdrawable: z.int(),
  /** Real-currency minor units per game-currency minor unit (1 for EUR→EUR). */
  exchangeFactor: z.number().check(z.positive()),
  /** Balance above the forced-payout limit (1000 major units): the excess must be paid out. */
  forcePayout: z.boolean(),
  currency: z.string(),
  currencyReal: z.string(),
  payoutAllowed: z.boolean(),
  payoutNotAllowedReason: z.nullable(z.string()),
  providers: z.array(payoutProviderSchema),
  /** A payout already requested and not yet settled (one at a time). */
  pendingPayout: z.boolean(),
  /** That open payout waits for the shop's review before it is sent (a first payout, or a large one). */
  pendingPayoutInReview: z.boolean(),
  /**
   * The latest payout, when the shop rejected it in review: its amount went back; `reasonCode` says why (translated
   * by the shop; null for payouts rejected before codes existed) and `reason` is the team's note as typed (before
   * codes: the whole reason), or null.
   */
  rejectedPayout: z.nullable(
    z.object({
      id: z.string(),
      /** Minor units of `currency`, fee included: what was returned to the withdrawable balance. */
      amount: z.int(),
      currency: z.string(),
      reasonCode: z.nullable(payoutRejectReasonCodeSchema),
      reason: z.nullable(z.string()),
      /** ISO 8601 UTC. */
      rejectedAt: z.string(),
    }),
  ),
});
export type PayoutInfo = z.infer<typeof payoutInfoSchema>;

/** POST /gd/rest/oauth2/auth (cookie session): the password step-up for a payout. */
export const payoutAuthRequestSchema = z.object({ password: z.string(), type: z.literal('payout') });
export const payoutAuthResponseSchema = z.object({
  successful: z.boolean(),
  /** invalidPassword, tooManyAttempts, or null on success. */
  reason: z.nullable(z.string()),
  /** A short-lived single-use payout token, or null. */
  token: z.nullable(z.string()),
});
export type PayoutAuthResponse = z.infer<typeof payoutAuthResponseSchema>;

export const payoutAccountSchema = z.object({
  iban: z.optional(z.string()),
  holder: z.optional(z.string()),
  bic: z.optional(z.string()),
  /** US players' bank transfer (SPEC §9 region US): ABA routing number and account number instead of IBAN/BIC. */
  routingNumber: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
  /** PayPal account (e-mail) to pay to. */
  accountName: z.optional(z.string()),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** POST /gd/rest/payout with `Authorization: Bearer <payout token>` and the session cookie. */
export const payoutRequestSchema = z.object({
  paytype: payoutPaytypeSchema,
  /** The amount to withdraw, minor units of the game currency (fee included). */
  withdrawable: z.int().check(z.positive()),
  provider: payoutAccountSchema,
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** 200 answer: `payoutErrors` empty = requested; otherwise nothing changed and these say why (SPEC §8). */
export const payoutResponseSchema = z.object({
  payoutErrors: z.array(z.string()),
  payout: z.nullable(
    z.object({
      id: z.string(),
      amount: z.int(),
      fee: z.int(),
      finalAmount: z.int(),
      currency: z.string(),
      /** REVIEW: waits for the shop's review before it is sent (issue 12); PENDING: sent to the PSP. */
      state: z.enum(['REVIEW', 'PENDING', 'SETTLED', 'FAILED', 'REJECTED']),
    }),
  ),
});
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;
