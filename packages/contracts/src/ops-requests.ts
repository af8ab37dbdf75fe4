// Deciding limit-increase requests and answering support requests in the back office (issue 25 point 3;
// docs/back-office.md "Limit-increase and support requests"). zod/mini: the console uses these too.
import * as z from 'zod/mini';
import { operatorRefSchema } from './operator.ts';
import { opsReasonSchema, printableText } from './ops-actions.ts';

/** Largest limit an operator may type (minor units); the player's monthly cap bounds it further. */
export const LIMIT_INCREASE_AMOUNT_MAX = 100_000_000;
export const SUPPORT_REPLY_MIN_LENGTH = 2;
export const SUPPORT_REPLY_MAX_LENGTH = 5000;

/**
 * POST /ops/api/limit-increase-requests/:id/decision. `grant`: `amount` (minor units) and `currency` (the player's
 * paying currency) required; `decline`: `reason` required. The other fields are ignored.
 */
export const limitIncreaseDecisionSchema = z.object({
  decision: z.enum(['grant', 'decline']),
  amount: z.optional(z.int().check(z.positive(), z.maximum(LIMIT_INCREASE_AMOUNT_MAX))),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  reason: z.optional(opsReasonSchema),
});
export type LimitIncreaseDecision = z.infer<typeof limitIncreaseDecisionSchema>;

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** POST /ops/api/support-requests/:ticket/replies: the reply (e-mailed) and the request's status after it. */
export const supportReplyRequestSchema = z.object({
  message: printableText(SUPPORT_REPLY_MIN_LENGTH, SUPPORT_REPLY_MAX_LENGTH),
  status: z.enum(SUPPORT_STATUSES),
  /** One per reply form: the same key again answers the reply already made (a double click sends one e-mail). */
  replyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
});
export type SupportReplyRequest = z.infer<typeof supportReplyRequestSchema>;

/** The player's context on a request's page. `currency`: the paying currency (limits are in it). */
export const requestPlayerSchema = z.object({
  id: z.number(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  lang: z.string(),
  gdCurrency: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
  depositBlocked: z.boolean(),
});

/** What the request's page and the player's other requests both show of a limit-increase request. */
const limitIncreaseSummaryShape = {
  id: z.string(),
  providerCode: z.string(),
  createdAt: z.string(),
  /** The limit granted (minor units of `currency`), null until granted. */
  grantedAmount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
};

export const limitIncreaseDetailSchema = z.object({
  request: z.object({
    ...limitIncreaseSummaryShape,
    recipient: z.string(),
    state: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    decidedAt: z.nullable(z.string()),
    decidedBy: z.nullable(operatorRefSchema),
    decisionReason: z.nullable(z.string()),
  }),
  player: requestPlayerSchema,
  limits: z.object({
    currency: z.string(),
    /** The provider's limit in the catalogue (per deposit); null = none. */
    providerLimit: z.nullable(z.number()),
    /** What applies to this player now (a limit granted earlier, else the catalogue's). */
    currentLimit: z.nullable(z.number()),
    /** The highest limit that may be granted: the operator's monthly deposit limit for the player; null = none. */
    maxLimit: z.nullable(z.number()),
  }),
  otherRequests: z.array(z.object({ ...limitIncreaseSummaryShape, state: z.string() })),
});
export type LimitIncreaseDetail = z.infer<typeof limitIncreaseDetailSchema>;

export const supportReplySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: operatorRefSchema,
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportRequestDetailSchema = z.object({
  request: z.object({
    ticket: z.string(),
    topic: z.string(),
    message: z.string(),
    reference: z.string(),
    screen: z.string(),
    lang: z.string(),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
  }),
  player: requestPlayerSchema,
  replies: z.array(supportReplySchema),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;
