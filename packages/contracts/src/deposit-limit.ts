// The deposit limit on the wire (issue 8): the shop answer's `depositLimit`, and how a purchase refused by the
// limit reads. SPEC §7: a failed purchase answers plain text, several items joined with "|"; the limit's
// refusal is `<code>|<amountLeft>|<date>`:
//   depositLimitReached_New|3000|2026-12-01   30.00 may still be deposited, more from 1 December 2026
//   depositLimitReached|0|2026-12-01          nothing may be deposited before 1 December 2026
//   depositLimitReached_New|5000              the package is above the limit itself: no date makes it fit
// The amount is in minor units of the paying currency, the date a calendar date `YYYY-MM-DD` (UTC).
import * as z from 'zod/mini';

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /deposit/shop `depositLimit`: what the player's deposit limits leave right now. */
export const depositLimitSchema = z.object({
  /** The most one purchase may cost now, minor units of `currency`. Packages priced above it are not available. */
  amountLeft: z.int().check(z.nonnegative()),
  currency: z.string(),
  /** The first day more than amountLeft becomes possible; null = not before the player raises a limit. */
  nextPossibleDate: z.nullable(dateSchema),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const DEPOSIT_LIMIT_CODES = ['depositLimitReached', 'depositLimitReached_New'] as const;
export type DepositLimitCode = (typeof DEPOSIT_LIMIT_CODES)[number];

export interface DepositLimitRefusal {
  code: DepositLimitCode;
  amountLeft: number;
  nextPossibleDate: string | null;
}

/** The items of a limit refusal, joined with "|" on the wire. */
export function depositLimitRefusalItems(limit: Pick<DepositLimit, 'amountLeft' | 'nextPossibleDate'>): string[] {
  const code: DepositLimitCode = limit.amountLeft > 0 ? 'depositLimitReached_New' : 'depositLimitReached';
  return [code, String(limit.amountLeft), ...(limit.nextPossibleDate === null ? [] : [limit.nextPossibleDate])];
}

function isDepositLimitCode(code: string | undefined): code is DepositLimitCode {
  return (DEPOSIT_LIMIT_CODES as readonly (string | undefined)[]).includes(code);
}

/** Reads `code|amount|date` (from a purchase refusal or an error route); null when it is not a limit refusal. */
export function parseDepositLimitRefusal(text: string): DepositLimitRefusal | null {
  const [code, amount, date, ...rest] = text.split('|').map((part) => part.trim());
  if (rest.length > 0 || !isDepositLimitCode(code)) return null;
  const amountLeft = amount === undefined || !/^\d{1,15}$/.test(amount) ? null : Number(amount);
  if (amountLeft === null) return null;
  const nextPossibleDate = date === undefined || date === '' ? null : date;
  if (nextPossibleDate !== null && !dateSchema.safeParse(nextPossibleDate).success) return null;
  return { code, amountLeft, nextPossibleDate };
}
