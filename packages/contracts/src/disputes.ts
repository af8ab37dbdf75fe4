// Chargebacks and disputes in the operator API (docs/chargebacks.md): the list (GET /ops/api/disputes, filtered by
// player or purchase), one dispute with its state history, and the operator's decision
// (POST /ops/api/disputes/:id/decision). Amounts are integer minor units.
import * as z from 'zod/mini';

export const DISPUTE_STAGES = [
  'NOTIFICATION_OF_CHARGEBACK',
  'CHARGEBACK',
  'CHARGEBACK_REVERSED',
  'SECOND_CHARGEBACK',
] as const;
export type DisputeStageName = (typeof DISPUTE_STAGES)[number];

export const DISPUTE_NOTE_MAX_LENGTH = 2000;

/** GET /ops/api/disputes?player=<id>&tid=<tid> */
export const disputeListQuerySchema = z.object({
  player: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/))),
  tid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});

/** POST /ops/api/disputes/:id/decision: accept, or defend with a note (only where the PSP lets the shop defend). */
export const disputeDecisionRequestSchema = z.object({
  decision: z.enum(['accept', 'defend']),
  note: z.string().check(z.trim(), z.minLength(3), z.maxLength(DISPUTE_NOTE_MAX_LENGTH)),
});
export type DisputeDecisionRequest = z.infer<typeof disputeDecisionRequestSchema>;

export const disputeEventSchema = z.object({
  id: z.string(),
  /** A PSP stage, or the operator's ACCEPTED / DEFENDED. */
  kind: z.string(),
  /** applied: it moved the dispute; stale: it came after a later stage and changed nothing; recorded: a decision. */
  outcome: z.string(),
  at: z.string(),
  /** Game currency moved by it (negative: debited from the player). */
  depositChange: z.number(),
  bonusChange: z.number(),
  operator: z.nullable(z.string()),
  note: z.nullable(z.string()),
});

export const disputeSchema = z.object({
  id: z.string(),
  pspDisputeId: z.string(),
  /** The disputed purchase; null when the disputed payment is a saver package's monthly booking. */
  tid: z.nullable(z.string()),
  /** The disputed saver-package booking (its month, due date and package), else null. */
  booking: z.nullable(
    z.object({ reference: z.string(), sequence: z.number(), dueDate: z.string(), subscriptionId: z.string() }),
  ),
  player: z.object({ id: z.number(), userName: z.string() }),
  pspReference: z.string(),
  stage: z.enum(DISPUTE_STAGES),
  amount: z.number(),
  currency: z.string(),
  gdCurrency: z.string(),
  /** What the dispute holds debited from the player now. */
  depositDebited: z.number(),
  bonusDebited: z.number(),
  reasonCode: z.nullable(z.string()),
  defendable: z.boolean(),
  decision: z.nullable(z.enum(['accepted', 'defended'])),
  decisionNote: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** Whether a decision can still be given (no decision yet, dispute still open). */
  decidable: z.boolean(),
  settledAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(disputeEventSchema),
});
export type DisputeView = z.infer<typeof disputeSchema>;

export const disputeListSchema = z.object({ disputes: z.array(disputeSchema) });
export const disputeAnswerSchema = z.object({ dispute: disputeSchema });
