// Deposit limits (issue 8, SPEC §3 "Deposit limit"): the player's own daily, weekly and monthly limits, the
// operator's monthly limit by country (a hard cap), the calendar windows they count in, what is left now and
// the date from which more becomes possible. Windows are calendar periods in UTC (day; ISO week from Monday;
// month), like every other date of the shop. Amounts are integer minor units of the paying currency.
import { addDays, type CalendarDate, calendarDateOf } from '../subscription/subscription.ts';

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A raise (or removing an own limit) takes effect only after this cooling-off. */
export const RAISE_COOLING_OFF_DAYS = 7;

/**
 * Countries whose law caps deposits whatever the player sets: Germany's GlüStV 2021 (§ 6c) allows at most
 * 1,000 € a month across all deposits.
 */
export const COUNTRY_MONTHLY_CAPS: Readonly<Record<string, { currency: string; amount: number }>> = {
  DE: { currency: 'EUR', amount: 100_000 },
};

/**
 * The operator's default monthly limit per paying currency for every other country (round amounts of similar
 * worth); the server's configuration may replace them (DEPOSIT_LIMIT_MONTHLY_DEFAULTS).
 */
export const DEFAULT_MONTHLY_LIMITS: Readonly<Record<string, number>> = {
  EUR: 500_000,
  USD: 500_000,
  GBP: 400_000,
  CAD: 700_000,
  DKK: 3_500_000,
  SEK: 5_000_000,
};

/** [start, end): the calendar period an instant falls in. */
export interface LimitWindow {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function windowOf(period: DepositLimitPeriod, at: Date): LimitWindow {
  const day = startOfUtcDay(at);
  if (period === 'day') return { start: day, end: new Date(day.getTime() + DAY_MS) };
  if (period === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7;
    const start = new Date(day.getTime() - sinceMonday * DAY_MS);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/** The earliest instant any window of `at` starts: deposits before it never count. */
export function earliestWindowStart(at: Date): Date {
  const windows = windowsAt(at.getTime());
  return new Date(Math.min(...DEPOSIT_LIMIT_PERIODS.map((period) => windows[period].start)));
}

/** The operator's monthly limit for a player: the country's cap, else the default of the currency (else EUR's). */
export function operatorMonthlyLimit(input: {
  country: string;
  currency: string;
  defaults: Readonly<Record<string, number>>;
}): number | null {
  const { defaults, currency } = input;
  const fallback = defaults[currency] ?? defaults.EUR ?? null;
  const cap = COUNTRY_MONTHLY_CAPS[input.country.trim().toUpperCase()];
  if (cap === undefined) return fallback;
  if (cap.currency === currency) return cap.amount;
  // A capped player paying in another currency: the cap scaled like the defaults of the two currencies.
  const from = defaults[cap.currency];
  const to = defaults[currency];
  if (from === undefined || to === undefined || from <= 0) return cap.amount;
  return Math.floor((cap.amount * to) / from);
}

/** The player's own limit of one period: the one in force, and a raise waiting for its cooling-off. */
export interface OwnLimit {
  /** null = no own limit (only the operator's applies). */
  amount: number | null;
  /** The limit from `pendingFrom` on; null there = the own limit is removed then. */
  pendingAmount: number | null;
  /** When a pending raise takes effect; null = none pending. */
  pendingFrom: Date | null;
}

export const NO_OWN_LIMIT: OwnLimit = { amount: null, pendingAmount: null, pendingFrom: null };

/** null = no limit; otherwise the smaller (stricter) of the two. */
export function stricterLimit(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** True when `candidate` allows less than `current` (null = unlimited). */
function isStricter(candidate: number | null, current: number | null): boolean {
  return candidate !== null && (current === null || candidate < current);
}

export function ownLimitAt(own: OwnLimit, at: Date): number | null {
  return own.pendingFrom !== null && own.pendingFrom.getTime() <= at.getTime() ? own.pendingAmount : own.amount;
}

/** The same limit with a raise whose cooling-off has passed applied. */
export function settleOwnLimit(own: OwnLimit, at: Date): OwnLimit {
  if (own.pendingFrom === null || own.pendingFrom.getTime() > at.getTime()) return own;
  return { amount: own.pendingAmount, pendingAmount: null, pendingFrom: null };
}

/** A raise asked for at `requestedAt` applies from the first UTC midnight at least 7 full days later. */
export function raiseEffectiveAt(requestedAt: Date): Date {
  const after = requestedAt.getTime() + RAISE_COOLING_OFF_DAYS * DAY_MS;
  const day = startOfUtcDay(new Date(after)).getTime();
  return new Date(day === after ? day : day + DAY_MS);
}

export type OwnLimitChange =
  /** Stricter than the limit in force: applies at once (a pending raise is dropped). */
  | { kind: 'lowered'; limit: OwnLimit }
  /** The limit in force again: nothing changes, a pending raise is withdrawn. */
  | { kind: 'unchanged'; limit: OwnLimit }
  /** Looser (or no own limit): waits for the cooling-off; asking for the same raise again keeps its date. */
  | { kind: 'raise-pending'; limit: OwnLimit };

export function changeOwnLimit(current: OwnLimit, requested: number | null, now: Date): OwnLimitChange {
  const settled = settleOwnLimit(current, now);
  if (isStricter(requested, settled.amount)) {
    return { kind: 'lowered', limit: { amount: requested, pendingAmount: null, pendingFrom: null } };
  }
  if (requested === settled.amount) return { kind: 'unchanged', limit: withdrawRaise(settled, now) };
  if (settled.pendingFrom !== null && settled.pendingAmount === requested)
    return { kind: 'raise-pending', limit: settled };
  return {
    kind: 'raise-pending',
    limit: { amount: settled.amount, pendingAmount: requested, pendingFrom: raiseEffectiveAt(now) },
  };
}

export function withdrawRaise(current: OwnLimit, now: Date): OwnLimit {
  const settled = settleOwnLimit(current, now);
  return { amount: settled.amount, pendingAmount: null, pendingFrom: null };
}

export type LimitRequestProblem = 'invalid' | 'above-operator-limit';

/** An own limit must be a whole number of minor units, 0 or more, and not above the operator's monthly limit. */
export function limitRequestProblem(
  requested: number | null,
  operatorMonthly: number | null,
): LimitRequestProblem | null {
  if (requested === null) return null;
  if (!Number.isSafeInteger(requested) || requested < 0) return 'invalid';
  if (operatorMonthly !== null && requested > operatorMonthly) return 'above-operator-limit';
  return null;
}

/** A deposit that took or may still take money, at the moment it was started. */
export interface CountedDeposit {
  amount: number;
  at: Date;
}

export interface AllowanceInput {
  own: Readonly<Record<DepositLimitPeriod, OwnLimit>>;
  operatorMonthly: number | null;
  /** Every counted deposit since earliestWindowStart(now) (earlier ones may be included; they never count). */
  deposits: readonly CountedDeposit[];
  now: Date;
}

export interface PeriodAllowance {
  period: DepositLimitPeriod;
  /** What applies now: the stricter of the player's own limit and (monthly) the operator's; null = none. */
  limit: number | null;
  own: OwnLimit;
  operator: number | null;
  used: number;
  /** null without a limit; never below 0. */
  left: number | null;
  window: LimitWindow;
}

export interface Allowance {
  /** The most one deposit may be now; null = no limit at all. */
  amountLeft: number | null;
  /** The first day (UTC) on which more than amountLeft becomes possible, if nothing else is deposited; null = never. */
  nextPossibleDate: CalendarDate | null;
  periods: PeriodAllowance[];
}

/** A window as instants (ms): the allowance compares numbers, and makes Dates only for what it answers. */
interface WindowMs {
  start: number;
  end: number;
}

type Windows = Readonly<Record<DepositLimitPeriod, Readonly<WindowMs>>>;

/**
 * The windows of the UTC days asked about lately, by day number: every instant of a day falls in the same windows,
 * and the shop asks for them on every call (issue 11). A handful of days at most (now, and the window ends after it).
 */
const windowsByDay = new Map<number, Windows>();
const REMEMBERED_DAYS = 16;

function windowMsOf(period: DepositLimitPeriod, at: Date): Readonly<WindowMs> {
  const window = windowOf(period, at);
  return Object.freeze({ start: window.start.getTime(), end: window.end.getTime() });
}

/** The windows the instant `at` (ms) falls in. */
function windowsAt(at: number): Windows {
  const day = Math.floor(at / DAY_MS);
  const known = windowsByDay.get(day);
  if (known !== undefined) return known;
  const instant = new Date(at);
  const windows = Object.freeze({
    day: windowMsOf('day', instant),
    week: windowMsOf('week', instant),
    month: windowMsOf('month', instant),
  });
  // Not for an invalid instant (NaN is no key that is found again); and never more than a few days.
  if (Number.isFinite(day)) {
    if (windowsByDay.size >= REMEMBERED_DAYS) windowsByDay.clear();
    windowsByDay.set(day, windows);
  }
  return windows;
}

function usedIn(deposits: readonly CountedDeposit[], window: Readonly<WindowMs>): number {
  const { start, end } = window;
  let sum = 0;
  for (const deposit of deposits) {
    const at = deposit.at.getTime();
    if (at >= start && at < end) sum += deposit.amount;
  }
  return sum;
}

/** ownLimitAt for an instant in ms. */
function ownLimitAtMs(own: OwnLimit, at: number): number | null {
  return own.pendingFrom !== null && own.pendingFrom.getTime() <= at ? own.pendingAmount : own.amount;
}

function effectiveLimitAt(input: AllowanceInput, period: DepositLimitPeriod, at: number): number | null {
  return stricterLimit(ownLimitAtMs(input.own[period], at), period === 'month' ? input.operatorMonthly : null);
}

function leftIn(input: AllowanceInput, period: DepositLimitPeriod, at: number, windows: Windows): number | null {
  const limit = effectiveLimitAt(input, period, at);
  return limit === null ? null : Math.max(0, limit - usedIn(input.deposits, windows[period]));
}

/** What may be deposited at `at` (its windows given), counting only the deposits made so far. */
function amountLeftAt(input: AllowanceInput, at: number, windows: Windows): number | null {
  let left: number | null = null;
  for (const period of DEPOSIT_LIMIT_PERIODS) left = stricterLimit(left, leftIn(input, period, at, windows));
  return left;
}

export function depositAllowance(input: AllowanceInput): Allowance {
  const { now } = input;
  const at = now.getTime();
  const windows = windowsAt(at);
  const periods = DEPOSIT_LIMIT_PERIODS.map((period): PeriodAllowance => {
    const window = windows[period];
    return {
      period,
      limit: effectiveLimitAt(input, period, at),
      own: settleOwnLimit(input.own[period], now),
      operator: period === 'month' ? input.operatorMonthly : null,
      used: usedIn(input.deposits, window),
      left: leftIn(input, period, at, windows),
      window: { start: new Date(window.start), end: new Date(window.end) },
    };
  });
  return { ...depositAmountLeft(input), periods };
}

/** depositAllowance's amountLeft and nextPossibleDate without the periods' details (GET /deposit/shop shows only these). */
export function depositAmountLeft(input: AllowanceInput): Pick<Allowance, 'amountLeft' | 'nextPossibleDate'> {
  const at = input.now.getTime();
  const windows = windowsAt(at);
  const amountLeft = amountLeftAt(input, at, windows);
  return {
    amountLeft,
    nextPossibleDate: amountLeft === null ? null : nextIncrease(input, amountLeft, windows),
  };
}

/**
 * More becomes possible only when a window ends (its deposits stop counting) or a pending raise takes
 * effect: the first such moment at which more than `amountLeft` is left.
 */
function nextIncrease(input: AllowanceInput, amountLeft: number, windowsNow: Windows): CalendarDate | null {
  const now = input.now.getTime();
  const moments = new Set<number>();
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    moments.add(windowsNow[period].end);
    const pendingFrom = input.own[period].pendingFrom?.getTime();
    if (pendingFrom !== undefined && pendingFrom > now) moments.add(pendingFrom);
  }
  for (const moment of [...moments].sort((a, b) => a - b)) {
    const left = amountLeftAt(input, moment, windowsAt(moment));
    if (left === null || left > amountLeft) return calendarDateOf(new Date(moment));
  }
  return null;
}

/** The day a window's deposits stop counting: its end as a calendar date. */
export function windowResetDate(window: LimitWindow): CalendarDate {
  return calendarDateOf(window.end);
}

/** The last day of a window (for "this month: 1 – 30 November"). */
export function windowLastDate(window: LimitWindow): CalendarDate {
  return addDays(calendarDateOf(window.end), -1);
}

/** True when a deposit of `price` does not fit. */
export function exceedsAllowance(price: number, allowance: Pick<Allowance, 'amountLeft'>): boolean {
  return allowance.amountLeft !== null && price > allowance.amountLeft;
}
