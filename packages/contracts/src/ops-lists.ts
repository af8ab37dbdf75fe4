// The back office's lists that scale (issue 25 point 1, docs/back-office.md "Lists"): GET /ops/api/lists/:list
// reads one page by key (never by offset) with the total count, sorting and filters; GET /ops/api/lists/:list.csv
// streams every matching row as CSV (formula-escaped) and writes the export to the audit trail.
import * as z from 'zod/mini';
import { payoutReviewCauseSchema } from './payout.ts';

/** The lists whose rows have an amount: they filter and sort by it. */
export const OPS_LISTS_WITH_AMOUNT = [
  'payments',
  'payouts',
  'refunds',
  'chargebacks',
  'subscriptions',
  'bookings',
] as const;
export const OPS_LIST_NAMES = [
  ...OPS_LISTS_WITH_AMOUNT,
  'support-requests',
  'limit-increase-requests',
  'audit',
] as const;
export const opsListNameSchema = z.enum(OPS_LIST_NAMES);
export type OpsListName = z.infer<typeof opsListNameSchema>;

export const OPS_LIST_DEFAULT_LIMIT = 50;
export const OPS_LIST_MAX_LIMIT = 200;

const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const digits = (max: number) => z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`)));
const code = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/));

/**
 * One page's query. `after` is the `next` of the page before (opaque); `sort` is `createdAt` (default) or
 * `amount` (lists with an amount); `dir` `desc` (default, newest first) or `asc`. Dates are UTC days, both
 * ends included; amounts minor units of the row's currency, both ends included.
 */
export const opsListQuerySchema = z.object({
  sort: z.optional(z.enum(['createdAt', 'amount'])),
  dir: z.optional(z.enum(['asc', 'desc'])),
  after: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/))),
  limit: z.optional(digits(3)),
  state: z.optional(code),
  providerCode: z.optional(code),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3,4}$/))),
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  minAmount: z.optional(digits(15)),
  maxAmount: z.optional(digits(15)),
  userId: z.optional(digits(10)),
  operatorId: z.optional(digits(10)),
  action: z.optional(code),
  subscriptionId: z.optional(digits(18)),
});
export type OpsListQuery = z.infer<typeof opsListQuerySchema>;

/** A cell of a list row: text, a number (minor units, ids, counts), a flag or nothing. */
export const opsListCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type OpsListCell = z.infer<typeof opsListCellSchema>;
export const opsListItemSchema = z.record(z.string(), opsListCellSchema);
export type OpsListItem = z.infer<typeof opsListItemSchema>;

/** One page: the rows, how many rows match the filters in all, and the key of the next page (null: the last). */
export const opsListPageSchema = z.object({
  items: z.array(opsListItemSchema),
  total: z.number(),
  next: z.nullable(z.string()),
});
export type OpsListPage = z.infer<typeof opsListPageSchema>;

/**
 * What a purchase came to: its state while not SUCCESS; after SUCCESS, RETURNED (the direct debit came back),
 * CHARGED_BACK, REFUNDED (its whole price), PARTLY_REFUNDED, or SUCCESS.
 */
export type PurchaseOutcome =
  | 'SUCCESS'
  | 'PROCESSING'
  | 'GOTO'
  | 'BLOCKED'
  | 'CANCELLED'
  | 'FAILED'
  | 'REFUNDED'
  | 'PARTLY_REFUNDED'
  | 'RETURNED'
  | 'CHARGED_BACK';

export function purchaseOutcomeOf(purchase: {
  state: string;
  pspStatus: string | null;
  price: number;
  refundedAmount: number;
  /** A dispute of it stands at CHARGEBACK or SECOND_CHARGEBACK (the player is debited). */
  chargedBack?: boolean;
}): PurchaseOutcome {
  if (purchase.state !== 'SUCCESS') return purchase.state as PurchaseOutcome;
  const status = (purchase.pspStatus ?? '').toUpperCase();
  if (status === 'RETURNED') return 'RETURNED';
  if (purchase.chargedBack === true) return 'CHARGED_BACK';
  if (purchase.refundedAmount > 0 && purchase.refundedAmount >= purchase.price) return 'REFUNDED';
  if (purchase.refundedAmount > 0) return 'PARTLY_REFUNDED';
  return 'SUCCESS';
}

// --- The payout review queue (issue 25 point 6)

/** GET /ops/api/payouts/queue/summary: how many wait, by currency and cause, and the oldest's age. */
export const payoutQueueSummarySchema = z.object({
  total: z.number(),
  oldestCreatedAt: z.nullable(z.string()),
  byCurrency: z.array(z.object({ currency: z.string(), count: z.number(), amount: z.number(), threshold: z.number() })),
  byCause: z.array(z.object({ cause: payoutReviewCauseSchema, count: z.number() })),
  assignedToMe: z.number(),
  unassigned: z.number(),
});
export type PayoutQueueSummary = z.infer<typeof payoutQueueSummarySchema>;

/** GET /ops/api/payouts/:publicId/context: what a reviewer needs to decide. */
export const payoutContextSchema = z.object({
  publicId: z.string(),
  player: z.object({
    id: z.number(),
    userName: z.string(),
    name: z.string(),
    createdAt: z.string(),
    country: z.string(),
  }),
  /** Successful deposits grouped by provider code and currency (REFUNDED/RETURNED ones included, with the sums). */
  depositsByMethod: z.array(
    z.object({
      providerCode: z.string(),
      pspMethod: z.string(),
      currency: z.string(),
      count: z.number(),
      amount: z.number(),
      refunded: z.number(),
    }),
  ),
  /** The player's other payouts by state. */
  earlierPayouts: z.array(z.object({ state: z.string(), count: z.number(), amount: z.number(), currency: z.string() })),
  /** The account holder (bank) or PayPal account name, and whether it matches the player's name. */
  holder: z.nullable(z.string()),
  nameMatch: z.enum(['match', 'partial', 'mismatch', 'unknown']),
  assignedTo: z.nullable(z.object({ id: z.number(), displayName: z.string(), at: z.string() })),
});
export type PayoutContext = z.infer<typeof payoutContextSchema>;

export const payoutAssignBodySchema = z.object({ assign: z.boolean() });
