// The saver package's calendar and money rules (SPEC §4 Saver package lifecycle, §9): booking dates on
// the sign-up day (a 31st books on the last day of shorter months and returns to the 31st after), the
// 3-month minimum term, when a cancellation takes effect, the retry schedule of a declined renewal and
// the six-month bonus expiry. Dates are calendar dates `YYYY-MM-DD` (UTC); amounts integer minor units.
import { SUBSCRIPTION_MIN_TERM_MONTHS } from '../constants/constants.ts';

export type CalendarDate = string;

/** A declined renewal is tried again this many days after its due date (Stripe Smart Retries-like). */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7];
/** Each booking's bonus expires if unused this many months after it was credited (SPEC §9). */
export const BONUS_EXPIRY_MONTHS = 6;
/** A sign-up whose confirmation e-mail is not confirmed within this many days does not start. */
export const CONFIRMATION_VALID_DAYS = 14;
/**
 * A sign-up payment still open at the provider (e.g. waiting for the player's approval at PayPal) counts as a
 * sign-up in progress for this many hours: a second sign-up is refused meanwhile. PayPal lets a buyer approve a
 * checkout for up to 3 hours; one approved later still cannot make a second package (forfeitedSignupBonus).
 */
export const SIGNUP_PAYMENT_OPEN_HOURS = 3;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
}

function partsOf(date: CalendarDate): Parts {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function format(parts: Parts): CalendarDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The UTC calendar date of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = partsOf(date);
  return calendarDateOf(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The date `months` after `date` on `anchorDay`, clamped to the month's last day. */
export function addMonthsOnDay(date: CalendarDate, months: number, anchorDay: number): CalendarDate {
  const { year, month } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(anchorDay, daysInMonth(targetYear, targetMonth)),
  });
}

export interface Schedule {
  startDate: CalendarDate;
  /** The sign-up day of the month (1–31). */
  anchorDay: number;
}

export function scheduleOf(startDate: CalendarDate): Schedule {
  return { startDate, anchorDay: partsOf(startDate).day };
}

/** The date of booking number `sequence` (1 = the sign-up deposit itself). */
export function bookingDate(schedule: Schedule, sequence: number): CalendarDate {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`booking sequence ${sequence}`);
  return addMonthsOnDay(schedule.startDate, sequence - 1, schedule.anchorDay);
}

/**
 * The last day of the package's `months`-th month, by the calendar-month rule (as BGB §188 (2), (3) counts a
 * period of months that begins with a day): the day before the sign-up date's day `months` later, or — when that
 * month has no such day (a 29th, 30th or 31st) — that month's last day. 24.11 → 23.02; 29.11 → 28.02 (not 27.02);
 * 31.01 → 30.04 for three months.
 */
export function monthEndDate(schedule: Schedule, months: number): CalendarDate {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`package month ${months}`);
  const sameDay = addMonthsOnDay(schedule.startDate, months, schedule.anchorDay);
  return partsOf(sameDay).day < schedule.anchorDay ? sameDay : addDays(sameDay, -1);
}

/** The last day of the minimum term: the end of the package's third month (calendar-month rule). */
export function minimumTermEndDate(schedule: Schedule): CalendarDate {
  return monthEndDate(schedule, SUBSCRIPTION_MIN_TERM_MONTHS);
}

/** The booking whose month contains `date` (1 for any date before the second booking). */
export function periodSequenceOn(schedule: Schedule, date: CalendarDate): number {
  let sequence = 1;
  while (bookingDate(schedule, sequence + 1) <= date) sequence += 1;
  return sequence;
}

/**
 * SPEC §4: a cancellation received on `receivedOn` takes effect at the end of the minimum term or of the
 * current month of the package, whichever is later. The package's last day; no booking after it.
 */
export function cancellationEffectiveDate(schedule: Schedule, receivedOn: CalendarDate): CalendarDate {
  const periodEnd = monthEndDate(schedule, periodSequenceOn(schedule, receivedOn));
  const termEnd = minimumTermEndDate(schedule);
  return periodEnd > termEnd ? periodEnd : termEnd;
}

/**
 * Whether booking `sequence` (≥ 2) is made for a package whose last day is `endDate`: only when the package
 * still runs after the month before it ends. A booking on a shorter month's last day (a 29th–31st sign-up
 * day) pays for the month after that day, so a package ending on that very day gets no booking on it.
 */
export function bookingWithinTerm(schedule: Schedule, sequence: number, endDate: CalendarDate | null): boolean {
  if (sequence <= 1 || endDate === null) return true;
  return monthEndDate(schedule, sequence - 1) < endDate;
}

/** The booking after `sequence`, or null when the package ends (its last day `endDate`) before it. */
export function nextBookingAfter(
  schedule: Schedule,
  sequence: number,
  endDate: CalendarDate | null,
): { sequence: number; date: CalendarDate } | null {
  if (!bookingWithinTerm(schedule, sequence + 1, endDate)) return null;
  return { sequence: sequence + 1, date: bookingDate(schedule, sequence + 1) };
}

/**
 * Bookings still certain to come after `bookingsDone`: up to the end date once one is set, else those left
 * of the minimum term.
 */
export function outstandingBookings(schedule: Schedule, bookingsDone: number, endDate: CalendarDate | null): number {
  if (endDate === null) return Math.max(0, SUBSCRIPTION_MIN_TERM_MONTHS - bookingsDone);
  let count = 0;
  for (let sequence = bookingsDone + 1; bookingWithinTerm(schedule, sequence, endDate); sequence += 1) count += 1;
  return count;
}

/** When a declined renewal is tried again (`failedAttempts` ≥ 1 so far), or null when it has failed for good. */
export function nextRetryDate(dueDate: CalendarDate, failedAttempts: number): CalendarDate | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : addDays(dueDate, days);
}

/** The day a bonus credited on `creditedOn` expires if unused. */
export function bonusExpiryDate(creditedOn: CalendarDate): CalendarDate {
  return addMonthsOnDay(creditedOn, BONUS_EXPIRY_MONTHS, partsOf(creditedOn).day);
}

/**
 * How much of an expiring bonus grant is still unused. Play spends the oldest bonus first, so what is left
 * of the bonus balance beyond the newer grants that are still running belongs to this one.
 */
export function unusedBonusOfGrant(input: {
  grantAmount: number;
  bonusBalance: number;
  newerUnexpiredGrants: number;
}): number {
  const left = input.bonusBalance - input.newerUnexpiredGrants;
  return Math.max(0, Math.min(input.grantAmount, left));
}

/**
 * The saver bonus belongs to the package (issue 22): a sign-up whose package never starts — paid while another
 * package already runs, never confirmed by e-mail, cancelled before it was confirmed — gives its bonus back. As
 * far as it is left (play spends the oldest bonus first; the bonus account never goes below zero); if the player
 * already played part of it, they may not sign up again (the rule SPEC §4 gives for a revoked mandate).
 */
export function forfeitedSignupBonus(input: {
  grantAmount: number;
  bonusBalance: number;
  newerUnexpiredGrants: number;
}): {
  deduct: number;
  signupBlocked: boolean;
} {
  const deduct = unusedBonusOfGrant(input);
  return { deduct, signupBlocked: deduct < input.grantAmount };
}

/**
 * SPEC §4: a revoked mandate without replacement deducts the last credited bonus; if it was already (partly)
 * used, only what is left is deducted and the player may not sign up again.
 */
export function mandateRevocationDeduction(input: { lastBonus: number; bonusBalance: number }): {
  deduct: number;
  signupBlocked: boolean;
} {
  const deduct = Math.max(0, Math.min(input.lastBonus, input.bonusBalance));
  return { deduct, signupBlocked: deduct < input.lastBonus };
}
