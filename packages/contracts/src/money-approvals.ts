// Four-eyes on money (issue 25 point 4, docs/back-office.md "Four-eyes"): a refund above the threshold, a manual
// balance adjustment and lifting a deposit block are asked for by one operator and carried out only when a second
// operator approves; the player's ledger statement with running balances (issue 25 point 2).
import * as z from 'zod/mini';
import { operatorRefSchema } from './operator.ts';
import { calendarDateSchema, opsReasonSchema, printableText } from './ops-actions.ts';

/** Largest manual adjustment or received payment (minor units). */
export const ADJUSTMENT_AMOUNT_MAX = 100_000_000;

/** A reference an operator types (ticket number, bank reference): printable, 2–80 characters. */
const referenceSchema = printableText(2, 80);

/** POST /ops/api/players/:id/adjustments: asks for a manual credit or debit (always four-eyes). */
export const adjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  account: z.enum(['withdrawable', 'bonus']),
  /** Minor units of the player's game currency. */
  amount: z.int().check(z.positive(), z.maximum(ADJUSTMENT_AMOUNT_MAX)),
  reason: opsReasonSchema,
  reference: referenceSchema,
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** POST /ops/api/players/:id/deposit-block/lift: asks for lifting the block once the returned debit was paid. */
export const blockLiftRequestSchema = z.object({
  reason: opsReasonSchema,
  /** What the player paid, minor units of the game currency (0: nothing received, the debt is written off elsewhere). */
  amountReceived: z.int().check(z.minimum(0), z.maximum(ADJUSTMENT_AMOUNT_MAX)),
  /** The day the money arrived (not in the future). */
  receivedOn: calendarDateSchema,
  bankReference: referenceSchema,
});
export type BlockLiftRequest = z.infer<typeof blockLiftRequestSchema>;

/** POST /ops/api/approvals/:id/reject */
export const approvalRejectSchema = z.object({ reason: opsReasonSchema });

export const APPROVAL_KINDS = ['refund', 'adjustment', 'block_lift'] as const;
export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'] as const;

export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  playerId: z.number(),
  userName: z.string(),
  purchaseTid: z.nullable(z.string()),
  amount: z.number(),
  currency: z.string(),
  /** refund: { idempotencyKey }; adjustment: { direction, account, reference }; block_lift: { receivedOn, bankReference, owed }. */
  details: z.record(z.string(), z.unknown()),
  reason: z.string(),
  state: z.enum(APPROVAL_STATES),
  maker: operatorRefSchema,
  checker: z.nullable(operatorRefSchema),
  decisionReason: z.nullable(z.string()),
  /** What carrying it out gave (the refund, the ledger transaction) or why it could not be done. */
  result: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type ApprovalView = z.infer<typeof approvalSchema>;

export const approvalAnswerSchema = z.object({ approval: approvalSchema });
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });

/** GET /ops/api/players/:id/statement?before=<entry id>&limit= — newest first, keyset paged. */
export const STATEMENT_PAGE_DEFAULT = 50;
export const STATEMENT_PAGE_MAX = 200;

export const statementLineSchema = z.object({
  id: z.number(),
  at: z.string(),
  account: z.enum(['withdrawable', 'bonus', 'pending_payout']),
  currency: z.string(),
  amount: z.number(),
  /** The account's balance after this line. */
  balance: z.number(),
  description: z.string(),
  reference: z.nullable(z.string()),
  transactionId: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  lines: z.array(statementLineSchema),
  /** The `before` of the next (older) page; null at the end. */
  next: z.nullable(z.number()),
  total: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

/** Blockers an operator sets or lifts on the player page (SPEC §6; issue 25 point 3). */
export const OPERATOR_DEPOSIT_BLOCK = 'operator_block';
export const playerBlockRequestSchema = z.object({
  target: z.enum(['deposits', 'payouts']),
  action: z.enum(['block', 'unblock']),
  /** For payouts: the SPEC §6 blocker (userBlocked, legallyBlocked, …). */
  blocker: z.optional(
    z.enum(['emailDomainBlocked', 'emailNotValid', 'ipBlocked', 'legallyBlocked', 'paymentUnavailable', 'userBlocked']),
  ),
  reason: opsReasonSchema,
});
export type PlayerBlockRequest = z.infer<typeof playerBlockRequestSchema>;
