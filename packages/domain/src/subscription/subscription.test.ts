import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsOnDay,
  bonusExpiryDate,
  bookingDate,
  calendarDateOf,
  cancellationEffectiveDate,
  mandateRevocationDeduction,
  minimumTermEndDate,
  nextBookingAfter,
  nextRetryDate,
  outstandingBookings,
  periodSequenceOn,
  scheduleOf,
  unusedBonusOfGrant,
} from './subscription.ts';

describe('booking dates', () => {
  it('books a 31st on the last day of shorter months and returns to the 31st afterwards', () => {
    const schedule = scheduleOf('2027-01-31');
    const dates = Array.from({ length: 13 }, (_, index) => bookingDate(schedule, index + 1));
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
  });

  it('books the 29th of February in a leap year for a package started on the 29th, 30th or 31st', () => {
    expect(bookingDate(scheduleOf('2027-12-29'), 3)).toBe('2028-02-29');
    expect(bookingDate(scheduleOf('2027-12-31'), 3)).toBe('2028-02-29');
    expect(bookingDate(scheduleOf('2028-12-30'), 3)).toBe('2029-02-28');
  });

  it('keeps an ordinary day of the month', () => {
    expect(bookingDate(scheduleOf('2026-11-24'), 2)).toBe('2026-12-24');
    expect(bookingDate(scheduleOf('2026-11-24'), 3)).toBe('2027-01-24');
  });

  it('refuses a booking number below 1', () => {
    expect(() => bookingDate(scheduleOf('2026-11-24'), 0)).toThrow(RangeError);
  });

  it('is strictly increasing and never more than 31 days apart (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 }),
        (start, sequence) => {
          const schedule = scheduleOf(calendarDateOf(start));
          const here = new Date(bookingDate(schedule, sequence)).getTime();
          const next = new Date(bookingDate(schedule, sequence + 1)).getTime();
          const days = (next - here) / 86_400_000;
          return days >= 28 && days <= 31;
        },
      ),
    );
  });
});

describe('minimum term and cancellation', () => {
  const schedule = scheduleOf('2027-01-31');

  it('ends the minimum term the day before the same date three months later, or on the last day of that month when it has no such date', () => {
    expect(minimumTermEndDate(scheduleOf('2026-11-24'))).toBe('2027-02-23');
    // Issue 24.3: 29.11 + 3 months has no 29.02 in 2027, so the term ends on 28.02 (it said 27.02).
    expect(minimumTermEndDate(scheduleOf('2026-11-29'))).toBe('2027-02-28');
    expect(minimumTermEndDate(scheduleOf('2026-11-30'))).toBe('2027-02-28');
    expect(minimumTermEndDate(scheduleOf('2027-11-29'))).toBe('2028-02-28');
    expect(minimumTermEndDate(scheduleOf('2027-11-30'))).toBe('2028-02-29');
    expect(minimumTermEndDate(schedule)).toBe('2027-04-30');
    expect(minimumTermEndDate(scheduleOf('2026-12-01'))).toBe('2027-02-28');
  });

  it('takes effect at the end of the minimum term when cancelled inside it', () => {
    expect(cancellationEffectiveDate(schedule, '2027-01-31')).toBe('2027-04-30');
    expect(cancellationEffectiveDate(schedule, '2027-03-15')).toBe('2027-04-30');
  });

  it('takes effect at the end of the current month after the minimum term', () => {
    expect(cancellationEffectiveDate(schedule, '2027-04-30')).toBe('2027-05-30');
    expect(cancellationEffectiveDate(schedule, '2027-05-30')).toBe('2027-05-30');
    expect(cancellationEffectiveDate(schedule, '2027-05-31')).toBe('2027-06-30');
  });

  it('books no month after a package that ends on a shorter month’s last day, the day its next booking falls on', () => {
    const november29 = scheduleOf('2026-11-29');
    expect(bookingDate(november29, 4)).toBe('2027-02-28');
    // Cancelled inside the minimum term: it ends 28.02 and the booking of 28.02 (for March) is not made.
    expect(nextBookingAfter(november29, 3, cancellationEffectiveDate(november29, '2027-01-10'))).toBeNull();
    expect(outstandingBookings(november29, 1, '2027-02-28')).toBe(2);
    // Cancelled on 28.02 itself, the day of the fourth booking: that month is booked and ends 28.03.
    expect(cancellationEffectiveDate(november29, '2027-02-28')).toBe('2027-03-28');
    expect(nextBookingAfter(november29, 3, '2027-03-28')).toEqual({ sequence: 4, date: '2027-02-28' });
  });

  it('finds the month of the package a date falls in', () => {
    expect(periodSequenceOn(schedule, '2027-02-27')).toBe(1);
    expect(periodSequenceOn(schedule, '2027-02-28')).toBe(2);
    expect(periodSequenceOn(schedule, '2027-12-31')).toBe(12);
  });

  it('schedules no booking after the end date', () => {
    expect(nextBookingAfter(schedule, 3, '2027-04-29')).toBeNull();
    expect(nextBookingAfter(schedule, 2, '2027-04-29')).toEqual({ sequence: 3, date: '2027-03-31' });
    expect(nextBookingAfter(schedule, 5, null)).toEqual({ sequence: 6, date: '2027-06-30' });
  });

  it('counts outstanding bookings within the minimum term or up to the end date', () => {
    expect(outstandingBookings(schedule, 1, null)).toBe(2);
    expect(outstandingBookings(schedule, 4, null)).toBe(0);
    expect(outstandingBookings(schedule, 1, '2027-04-30')).toBe(2);
    expect(outstandingBookings(schedule, 4, '2027-06-29')).toBe(1);
  });

  const calendarMonthRule = (start: string, months: number): string => {
    // Independent of the implementation: JavaScript's own date arithmetic, BGB §188 (2), (3).
    const [year, month, day] = start.split('-').map(Number) as [number, number, number];
    const same = new Date(Date.UTC(year, month - 1 + months, day));
    const overflowed = same.getUTCDate() !== day;
    const end = overflowed
      ? new Date(Date.UTC(year, month - 1 + months + 1, 0))
      : new Date(Date.UTC(year, month - 1 + months, day - 1));
    return end.toISOString().slice(0, 10);
  };
  const everyDayOf = (year: number) => {
    const days: string[] = [];
    for (let date = Date.UTC(year, 0, 1); date < Date.UTC(year + 1, 0, 1); date += 86_400_000) {
      days.push(new Date(date).toISOString().slice(0, 10));
    }
    return days;
  };

  it.each([
    [2026, 365],
    [2027, 365],
    [2028, 366],
  ])('ends the minimum term by the calendar-month rule for every start day of %i', (year, count) => {
    const days = everyDayOf(year);
    expect(days).toHaveLength(count);
    const wrong = days
      .map((start) => ({ start, got: minimumTermEndDate(scheduleOf(start)), want: calendarMonthRule(start, 3) }))
      .filter(({ got, want }) => got !== want);
    expect(wrong).toEqual([]);
  });

  it.each([2027, 2028])(
    'charges exactly the three months of the minimum term when cancelled on its first day, every start day of %i',
    (year) => {
      const wrong = everyDayOf(year).filter((start) => {
        const schedule = scheduleOf(start);
        const end = cancellationEffectiveDate(schedule, start);
        const charged = 1 + outstandingBookings(schedule, 1, end);
        return end !== calendarMonthRule(start, 3) || charged !== 3 || nextBookingAfter(schedule, 3, end) !== null;
      });
      expect(wrong).toEqual([]);
    },
  );

  it('never lets a cancellation cut the minimum term short (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2001-01-01'), max: new Date('2080-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        (start, daysLater) => {
          const startDate = calendarDateOf(start);
          const schedule = scheduleOf(startDate);
          const received = calendarDateOf(new Date(start.getTime() + daysLater * 86_400_000));
          const effective = cancellationEffectiveDate(schedule, received);
          return effective >= minimumTermEndDate(schedule) && effective >= received;
        },
      ),
    );
  });
});

describe('renewal retries', () => {
  it('tries again 1, 3 and 7 days after the due date, then gives up', () => {
    expect(nextRetryDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(nextRetryDate('2027-02-28', 2)).toBe('2027-03-03');
    expect(nextRetryDate('2027-02-28', 3)).toBe('2027-03-07');
    expect(nextRetryDate('2027-02-28', 4)).toBeNull();
  });
});

describe('bonus expiry', () => {
  it('expires six months after crediting, clamped to the month end', () => {
    expect(bonusExpiryDate('2027-01-31')).toBe('2027-07-31');
    expect(bonusExpiryDate('2027-08-31')).toBe('2028-02-29');
    expect(addMonthsOnDay('2027-03-31', 6, 31)).toBe('2027-09-30');
  });

  it('takes unused bonus from the oldest grant last spent', () => {
    expect(unusedBonusOfGrant({ grantAmount: 500, bonusBalance: 1500, newerUnexpiredGrants: 1000 })).toBe(500);
    expect(unusedBonusOfGrant({ grantAmount: 500, bonusBalance: 1200, newerUnexpiredGrants: 1000 })).toBe(200);
    expect(unusedBonusOfGrant({ grantAmount: 500, bonusBalance: 800, newerUnexpiredGrants: 1000 })).toBe(0);
    expect(unusedBonusOfGrant({ grantAmount: 500, bonusBalance: 9000, newerUnexpiredGrants: 0 })).toBe(500);
  });

  it('deducts the last bonus on a revoked mandate and blocks a new sign-up when it was used', () => {
    expect(mandateRevocationDeduction({ lastBonus: 500, bonusBalance: 900 })).toEqual({
      deduct: 500,
      signupBlocked: false,
    });
    expect(mandateRevocationDeduction({ lastBonus: 500, bonusBalance: 300 })).toEqual({
      deduct: 300,
      signupBlocked: true,
    });
    expect(mandateRevocationDeduction({ lastBonus: 500, bonusBalance: 0 })).toEqual({
      deduct: 0,
      signupBlocked: true,
    });
  });
});
