// The back office's money and package actions (docs/back-office.md "Refunds, blocks, cancellations"): refunds of a
// deposit, lifting a deposit block after a returned debit is paid, recording a postal or e-mail cancellation.
import * as z from 'zod/mini';
import { operatorRefSchema } from './operator.ts';

/** Largest refund amount accepted (minor units); the purchase's price bounds it anyway. */
export const REFUND_AMOUNT_MAX = 100_000_000;
export const OPS_REASON_MIN_LENGTH = 3;
export const OPS_REASON_MAX_LENGTH = 500;

/** A control character other than tab and line breaks (NUL is text PostgreSQL refuses). */
function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f) return true;
  }
  return false;
}

/** Text an operator types: trimmed, `min`–`max` characters, no control characters but tab and line breaks. */
export const printableText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((value) => !hasControlCharacter(value), 'control characters'),
  );

/** A day an operator enters: `YYYY-MM-DD` and a real calendar date (not 2026-02-30). */
export const calendarDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date'),
);

/** An operator's reason for a write (refund, block lift, rejection …). */
export const opsReasonSchema = printableText(OPS_REASON_MIN_LENGTH, OPS_REASON_MAX_LENGTH);

/** POST /ops/api/purchases/:tid/refunds */
export const refundRequestSchema = z.object({
  /** Minor units of the purchase's currency. */
  amount: z.int().check(z.positive(), z.maximum(REFUND_AMOUNT_MAX)),
  reason: opsReasonSchema,
  /** The console makes one per refund form: a repeated click sends the same key and refunds once. */
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const REFUND_STATES = ['PENDING', 'REFUNDED', 'FAILED'] as const;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Game credit taken back from the withdrawable balance. */
  depositAmount: z.number(),
  bonusClawback: z.number(),
  gdCurrency: z.string(),
  reason: z.string(),
  state: z.enum(REFUND_STATES),
  pspReference: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  /** Retry state (issue 25 point 5): how often the PSP was asked, when last, the last lost answer. */
  attempts: z.optional(z.number()),
  lastAttemptAt: z.optional(z.nullable(z.string())),
  lastError: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  operator: operatorRefSchema,
});
export type RefundView = z.infer<typeof refundSchema>;

export const refundAnswerSchema = z.object({ refund: refundSchema });

/** POST /ops/api/players/:id/deposit-block/lift */
export const depositBlockLiftRequestSchema = z.object({ reason: opsReasonSchema });

export const playerBlocksSchema = z.object({
  blocked: z.boolean(),
  depositBlock: z.nullable(z.object({ reason: z.string(), amount: z.number() })),
  payoutBlocks: z.array(z.string()),
  subscriptionSignupBlocked: z.boolean(),
});

export const depositBlockLiftAnswerSchema = z.object({
  blocks: playerBlocksSchema,
  /** What was booked as received for the player's debt in game currency (amount 0: nothing was owed). */
  paymentReceived: z.object({ amount: z.number(), currency: z.string() }),
});

/** POST /ops/api/players/:id/subscription/cancellation */
export const cancellationRequestSchema = z.object({
  channel: z.enum(['post', 'email']),
  /** The day the letter or e-mail arrived (YYYY-MM-DD, a real date, not in the future). */
  receivedOn: calendarDateSchema,
});

export const opsSubscriptionSchema = z.object({
  state: z.string(),
  packagePrice: z.number(),
  currency: z.string(),
  startedOn: z.string(),
  minimumTermEndsOn: z.string(),
  /** The package's last day once cancelled (SPEC §4: the later of the minimum term's and the month's end). */
  endsOn: z.nullable(z.string()),
  nextBookingOn: z.nullable(z.string()),
  cancellation: z.nullable(z.object({ channel: z.string(), receivedOn: z.string() })),
});

export const cancellationAnswerSchema = z.object({ subscription: opsSubscriptionSchema });
