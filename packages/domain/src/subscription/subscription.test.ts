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

  it('ends the minimum term the day before the fourth booking', () => {
    expect(minimumTermEndDate(schedule)).toBe('2027-04-29');
    expect(minimumTermEndDate(scheduleOf('2026-11-24'))).toBe('2027-02-23');
  });

  it('takes effect at the end of the minimum term when cancelled inside it', () => {
    expect(cancellationEffectiveDate(schedule, '2027-01-31')).toBe('2027-04-29');
    expect(cancellationEffectiveDate(schedule, '2027-03-15')).toBe('2027-04-29');
  });

  it('takes effect at the end of the current month after the minimum term', () => {
    expect(cancellationEffectiveDate(schedule, '2027-04-30')).toBe('2027-05-30');
    expect(cancellationEffectiveDate(schedule, '2027-05-30')).toBe('2027-05-30');
    expect(cancellationEffectiveDate(schedule, '2027-05-31')).toBe('2027-06-29');
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
    expect(outstandingBookings(schedule, 1, '2027-04-29')).toBe(2);
    expect(outstandingBookings(schedule, 4, '2027-06-29')).toBe(1);
  });

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
