// The back office's read side (docs/back-office.md "Players and purchases (read)" and "Reports"): operator
// search, player page, purchase page, notes and the daily report — requests and answers of /ops/api/*.
import * as z from 'zod/mini';
import { operatorRefSchema } from './operator.ts';
import { refundSchema } from './ops-actions.ts';
import { payoutRejectReasonCodeSchema, payoutReviewCauseSchema } from './payout.ts';

const isoDateTime = z.string();
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

// --- Requests

export const PLAYER_SEARCH_MIN_LENGTH = 2;
export const PLAYER_SEARCH_MAX_LENGTH = 100;
export const playerSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(PLAYER_SEARCH_MIN_LENGTH), z.maxLength(PLAYER_SEARCH_MAX_LENGTH)),
});

/** A player id in a path: digits only, within PostgreSQL's integer. */
export const playerIdParamsSchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.lte(2_147_483_647)),
    ),
  ),
});

export const purchaseTidParamsSchema = z.object({
  tid: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const NOTE_MAX_LENGTH = 2000;
export const noteBodySchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTE_MAX_LENGTH)),
});

export const REPORT_MAX_DAYS = 366;
/** The report's period in UTC days, both ends included; without them the last 30 days up to today. */
export const dailyReportQuerySchema = z.object({
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3,4}$/))),
});

// --- Answers

export const playerSearchResultSchema = z.object({
  /** How many players match in all; `players` holds at most 50 of them, best match first. */
  total: z.number(),
  players: z.array(
    z.object({
      id: z.number(),
      userName: z.string(),
      name: z.string(),
      email: z.string(),
      country: z.string(),
      currency: z.string(),
      actorType: z.enum(['b', 'g']),
      blocked: z.boolean(),
      depositBlocked: z.boolean(),
      matchedBy: z.enum([
        'id',
        'tid',
        'pspReference',
        'payoutId',
        'refund',
        'bookingReference',
        'userName',
        'email',
        'name',
      ]),
    }),
  ),
});
export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;

const stateChangeSchema = z.object({ at: isoDateTime, from: z.nullable(z.string()), to: z.string() });

export const playerPurchaseSchema = z.object({
  tid: z.string(),
  createdAt: isoDateTime,
  state: z.string(),
  providerCode: z.string(),
  pspMethod: z.string(),
  /** What the player paid, in the paying currency. */
  price: z.number(),
  currency: z.string(),
  /** Game credit and bonus credited, in the game currency. */
  gdCurrency: z.string(),
  depositAmount: z.number(),
  bonusAmount: z.number(),
  subscription: z.boolean(),
  pspReference: z.nullable(z.string()),
  pspStatus: z.nullable(z.string()),
  /** Of the price, refunded or being refunded (refunds REFUNDED or PENDING); 0 without refunds. */
  refundedAmount: z.number(),
  /** What the purchase came to (ops-lists.ts purchaseOutcomeOf): REFUNDED, PARTLY_REFUNDED, RETURNED, … */
  outcome: z.string(),
});

export const playerPayoutSchema = z.object({
  publicId: z.string(),
  createdAt: isoDateTime,
  state: z.string(),
  paytype: z.string(),
  amount: z.number(),
  fee: z.number(),
  finalAmount: z.number(),
  currency: z.string(),
  pspReference: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  /** Why it waited for review (`first_payout`, `amount`), null when it went straight through. */
  reviewCause: z.nullable(payoutReviewCauseSchema),
  /** The rejection's reason code (state REJECTED; null before codes existed). */
  reviewReasonCode: z.nullable(payoutRejectReasonCodeSchema),
  /** The rejection's note from the team as the player read it (before codes: the whole reason). */
  reviewReason: z.nullable(z.string()),
  reviewedAt: z.nullable(isoDateTime),
  finishedAt: z.nullable(isoDateTime),
  history: z.array(stateChangeSchema),
});

export const noteSchema = z.object({
  id: z.string(),
  at: isoDateTime,
  operator: operatorRefSchema,
  text: z.string(),
});

export const playerPageSchema = z.object({
  player: z.object({
    id: z.number(),
    userName: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    country: z.string(),
    currency: z.string(),
    currencyType: z.enum(['REAL', 'VIRTUAL']),
    actorType: z.enum(['b', 'g']),
    lang: z.string(),
    createdAt: isoDateTime,
    closedAt: z.nullable(isoDateTime),
    emailValidated: z.boolean(),
  }),
  balances: z.object({
    currency: z.string(),
    withdrawable: z.number(),
    bonus: z.number(),
    pendingPayout: z.number(),
    total: z.number(),
  }),
  blocks: z.object({
    blocked: z.boolean(),
    depositBlock: z.nullable(
      z.object({
        reason: z.string(),
        /** The returned debit's amount. */
        amount: z.nullable(z.number()),
        /** What the player still owes (game currency, the balances' currency): the withdrawable below zero. */
        owed: z.optional(z.number()),
      }),
    ),
    payoutBlocks: z.array(z.string()),
    subscriptionSignupBlocked: z.boolean(),
  }),
  purchases: z.array(playerPurchaseSchema),
  payouts: z.array(playerPayoutSchema),
  subscription: z.nullable(
    z.object({
      state: z.string(),
      packagePrice: z.number(),
      currency: z.string(),
      startedOn: calendarDate,
      minimumTermEndsOn: calendarDate,
      endsOn: z.nullable(calendarDate),
      nextBookingOn: z.nullable(calendarDate),
      cancellation: z.nullable(z.object({ channel: z.string(), receivedOn: z.nullable(calendarDate) })),
      /** Why it ended: `cancellation`, `signup_refunded` (the sign-up payment refunded in full), a fault
       * (`declined`, `returned`, `mandate_revoked`), `unconfirmed`; null while it runs. */
      endReason: z.nullable(z.string()),
      /** Bookings charged for months after the package's end, each refunded in full; newest first. */
      bookingRefunds: z.array(
        z.object({
          id: z.string(),
          sequence: z.number(),
          dueDate: calendarDate,
          cause: z.enum(['cancellation', 'signup_refund']),
          amount: z.number(),
          currency: z.string(),
          depositAmount: z.number(),
          depositWrittenOff: z.number(),
          bonusClawback: z.number(),
          gdCurrency: z.string(),
          state: z.enum(['PENDING', 'REFUNDED', 'FAILED']),
          pspReference: z.nullable(z.string()),
          failureReason: z.nullable(z.string()),
          createdAt: isoDateTime,
        }),
      ),
    }),
  ),
  depositLimits: z.array(
    z.object({
      period: z.string(),
      amount: z.nullable(z.number()),
      currency: z.string(),
      pendingAmount: z.nullable(z.number()),
      effectiveAt: z.nullable(isoDateTime),
    }),
  ),
  limitIncreaseRequests: z.array(
    z.object({
      id: z.string(),
      providerCode: z.string(),
      recipient: z.string(),
      state: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  supportRequests: z.array(
    z.object({
      ticket: z.string(),
      topic: z.string(),
      message: z.string(),
      reference: z.string(),
      screen: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  notes: z.array(noteSchema),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;

export const purchasePageSchema = z.object({
  purchase: z.extend(playerPurchaseSchema, {
    userId: z.number(),
    userName: z.string(),
    inputType: z.string(),
    errorCode: z.nullable(z.string()),
    creditedAt: z.nullable(isoDateTime),
    ledgerTransactionId: z.nullable(z.string()),
  }),
  history: z.array(stateChangeSchema),
  notifications: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.nullable(z.string()),
      outcome: z.string(),
      receivedAt: isoDateTime,
      payload: z.unknown(),
    }),
  ),
  ledger: z.array(
    z.object({
      transactionId: z.string(),
      reference: z.string(),
      /** The account kind; `owner` says whether it is the player's or the platform's. */
      account: z.string(),
      owner: z.enum(['player', 'platform']),
      currency: z.string(),
      amount: z.number(),
      description: z.string(),
      at: isoDateTime,
    }),
  ),
  /** Newest first (apps/server modules/refunds). */
  refunds: z.array(refundSchema),
});
export type PurchasePage = z.infer<typeof purchasePageSchema>;

const countedAmountSchema = z.object({ count: z.number(), amount: z.number() });
export const dailyReportFiguresSchema = z.object({
  deposits: countedAmountSchema,
  bonuses: z.number(),
  returnedDebits: countedAmountSchema,
  payouts: countedAmountSchema,
  fees: z.number(),
  /** Refunds of deposits: the game credit (amount) and the bonus they took back. */
  refunds: z.object({ count: z.number(), amount: z.number(), bonusClawback: z.number() }),
});
export const dailyReportSchema = z.object({
  from: calendarDate,
  to: calendarDate,
  rows: z.array(z.extend(dailyReportFiguresSchema, { day: calendarDate, currency: z.string() })),
  totals: z.array(z.extend(dailyReportFiguresSchema, { currency: z.string() })),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
export type DailyReportFigures = z.infer<typeof dailyReportFiguresSchema>;
