// A purchase refused by the deposit limit (issue 8, see deposit-limit.ts), without zod: the web app's error page
// reads the refusal, and needs no schema for it (issue 11: no zod in the browser). deposit-limit.ts re-exports it.

/** A calendar date `YYYY-MM-DD`, as deposit-limit.ts's date schema checks it. */
export const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DEPOSIT_LIMIT_CODES = ['depositLimitReached', 'depositLimitReached_New'] as const;
export type DepositLimitCode = (typeof DEPOSIT_LIMIT_CODES)[number];

export interface DepositLimitRefusal {
  code: DepositLimitCode;
  amountLeft: number;
  nextPossibleDate: string | null;
}

/** The items of a limit refusal, joined with "|" on the wire. */
export function depositLimitRefusalItems(limit: { amountLeft: number; nextPossibleDate: string | null }): string[] {
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
  if (nextPossibleDate !== null && !CALENDAR_DATE.test(nextPossibleDate)) return null;
  return { code, amountLeft, nextPossibleDate };
}
