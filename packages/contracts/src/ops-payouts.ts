// The operator API's payout review queue (docs/back-office.md "Payout review queue", issue 12 point 3):
// GET /ops/api/payouts?state=REVIEW, POST /ops/api/payouts/:publicId/approve and /reject.
import * as z from 'zod/mini';
import { payoutRejectReasonCodeSchema, payoutReviewCauseSchema } from './payout.ts';

export const opsPayoutStateSchema = z.enum(['REVIEW', 'PENDING', 'SETTLED', 'FAILED', 'REJECTED']);
export type OpsPayoutState = z.infer<typeof opsPayoutStateSchema>;

/** The query of the list: one state, REVIEW when none is given. */
export const opsPayoutListQuerySchema = z.object({ state: z.optional(opsPayoutStateSchema) });

/** The optional note from the team, shown to the player as typed and labelled as a note: 3–500 characters. */
export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters (line breaks aside) is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a surrogate pair alone: no character at all, and no text the database can store. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * POST …/reject: a reason code (translated for the player) and an optional note from the team, 3–500 characters once
 * trimmed (an empty note is no note); the code `other` needs the note, as it says nothing itself.
 */
export const opsPayoutRejectSchema = z
  .object({
    reasonCode: payoutRejectReasonCodeSchema,
    note: z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || value.length >= REJECT_REASON_MIN, 'too short'),
        z.maxLength(REJECT_REASON_MAX),
        z.refine((value) => !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value), 'control characters'),
      ),
    ),
  })
  .check(
    z.refine((body) => body.reasonCode !== 'other' || (body.note ?? '') !== '', {
      message: 'required for the reason other',
      path: ['note'],
    }),
  );
export type OpsPayoutReject = z.infer<typeof opsPayoutRejectSchema>;

export const opsPayoutSchema = z.object({
  publicId: z.string(),
  userId: z.int(),
  userName: z.string(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  state: opsPayoutStateSchema,
  paytype: z.enum(['banktransfer', 'paypal']),
  /** Minor units of `currency` (the player's game currency): amount = fee + finalAmount. */
  amount: z.int(),
  fee: z.int(),
  finalAmount: z.int(),
  currency: z.string(),
  /** What the PSP pays, minor units of `currencyReal`. */
  realAmount: z.int(),
  currencyReal: z.string(),
  /** It waits (waited) because it is the player's first payout; false: because of its amount, or no review. */
  firstPayout: z.boolean(),
  /** Why it went to review: the first payout, its amount at or above the threshold, or null (no review). */
  reviewCause: z.nullable(payoutReviewCauseSchema),
  /** Masked IBAN or US account number, or the PayPal account. */
  destination: z.string(),
  pspReference: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** A rejection's reason code (null before codes existed, and for other states). */
  reviewReasonCode: z.nullable(payoutRejectReasonCodeSchema),
  /** A rejection's note from the team as the player reads it (before reason codes: the whole reason). */
  reviewReason: z.nullable(z.string()),
});
export type OpsPayout = z.infer<typeof opsPayoutSchema>;

/** GET /ops/api/payouts?state= — oldest first, at most 200. */
export const opsPayoutListSchema = z.object({ payouts: z.array(opsPayoutSchema) });
export type OpsPayoutList = z.infer<typeof opsPayoutListSchema>;

/** 200 of approve and reject. */
export const opsPayoutAnswerSchema = z.object({ payout: opsPayoutSchema });
