// The deposit limit on the wire (issue 8): the shop answer's `depositLimit`, and how a purchase refused by the
// limit reads. SPEC §7: a failed purchase answers plain text, several items joined with "|"; the limit's
// refusal is `<code>|<amountLeft>|<date>`:
//   depositLimitReached_New|3000|2026-12-01   30.00 may still be deposited, more from 1 December 2026
//   depositLimitReached|0|2026-12-01          nothing may be deposited before 1 December 2026
//   depositLimitReached_New|5000              the package is above the limit itself: no date makes it fit
// The amount is in minor units of the paying currency, the date a calendar date `YYYY-MM-DD` (UTC).
import * as z from 'zod/mini';
import { CALENDAR_DATE } from './deposit-limit-refusal';

const dateSchema = z.string().check(z.regex(CALENDAR_DATE));

/** GET /deposit/shop `depositLimit`: what the player's deposit limits leave right now. */
export const depositLimitSchema = z.object({
  /** The most one purchase may cost now, minor units of `currency`. Packages priced above it are not available. */
  amountLeft: z.int().check(z.nonnegative()),
  currency: z.string(),
  /** The first day more than amountLeft becomes possible; null = not before the player raises a limit. */
  nextPossibleDate: z.nullable(dateSchema),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export {
  DEPOSIT_LIMIT_CODES,
  type DepositLimitCode,
  type DepositLimitRefusal,
  depositLimitRefusalItems,
  parseDepositLimitRefusal,
} from './deposit-limit-refusal';
