import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllowanceInput,
  changeOwnLimit,
  DEFAULT_MONTHLY_LIMITS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  depositAllowance,
  depositAmountLeft,
  earliestWindowStart,
  exceedsAllowance,
  limitRequestProblem,
  NO_OWN_LIMIT,
  type OwnLimit,
  operatorMonthlyLimit,
  ownLimitAt,
  raiseEffectiveAt,
  settleOwnLimit,
  stricterLimit,
  windowLastDate,
  windowOf,
  windowResetDate,
  withdrawRaise,
} from './deposit-limit.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

function own(partial: Partial<Record<DepositLimitPeriod, OwnLimit>> = {}): Record<DepositLimitPeriod, OwnLimit> {
  return { day: NO_OWN_LIMIT, week: NO_OWN_LIMIT, month: NO_OWN_LIMIT, ...partial };
}
const limitOf = (amount: number | null): OwnLimit => ({ amount, pendingAmount: null, pendingFrom: null });

function input(partial: Partial<AllowanceInput> & Pick<AllowanceInput, 'now'>): AllowanceInput {
  return { own: own(), operatorMonthly: null, deposits: [], ...partial };
}

/** The allowance for `partial` (no limits and no deposits unless given). */
function allowanceOf(partial: Partial<AllowanceInput> & Pick<AllowanceInput, 'now'>) {
  return depositAllowance(input(partial));
}

describe('windows (UTC)', () => {
  it('a day runs from midnight to midnight', () => {
    const window = windowOf('day', at('2026-11-24T23:59:59.999Z'));
    expect([iso(window.start), iso(window.end)]).toEqual(['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
  });

  it('a week is the ISO week from Monday, also across a month and a year', () => {
    // Tuesday 24 November 2026 → Monday 23rd.
    const week = windowOf('week', at('2026-11-24T12:00:00Z'));
    expect([iso(week.start), iso(week.end)]).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    // A Sunday belongs to the week that started six days before.
    expect(iso(windowOf('week', at('2026-11-29T23:00:00Z')).start)).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(windowOf('week', at('2026-11-30T00:00:00Z')).start)).toBe('2026-11-30T00:00:00.000Z');
    // Thursday 1 January 2026 → Monday 29 December 2025.
    const newYear = windowOf('week', at('2026-01-01T08:00:00Z'));
    expect([iso(newYear.start), iso(newYear.end)]).toEqual(['2025-12-29T00:00:00.000Z', '2026-01-05T00:00:00.000Z']);
  });

  it('a month is the calendar month, February of a leap year included', () => {
    const month = windowOf('month', at('2028-02-29T10:00:00Z'));
    expect([iso(month.start), iso(month.end)]).toEqual(['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
    expect(windowResetDate(month)).toBe('2028-03-01');
    expect(windowLastDate(month)).toBe('2028-02-29');
    const december = windowOf('month', at('2026-12-31T23:59:59Z'));
    expect(iso(december.end)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('every window holds its instant, and the earliest start is before all of them', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const earliest = earliestWindowStart(now).getTime();
        for (const period of DEPOSIT_LIMIT_PERIODS) {
          const window = windowOf(period, now);
          expect(window.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(window.end.getTime()).toBeGreaterThan(now.getTime());
          expect(windowOf(period, window.start)).toEqual(window);
          expect(earliest).toBeLessThanOrEqual(window.start.getTime());
        }
      }),
    );
  });
});

describe('the operator limit', () => {
  it('caps German players at 1,000 € a month', () => {
    expect(operatorMonthlyLimit({ country: 'DE', currency: 'EUR', defaults: DEFAULT_MONTHLY_LIMITS })).toBe(100_000);
    expect(operatorMonthlyLimit({ country: 'de', currency: 'EUR', defaults: { EUR: 900_000 } })).toBe(100_000);
  });

  it('gives other countries the default of their currency, else the euro one', () => {
    expect(operatorMonthlyLimit({ country: 'AT', currency: 'EUR', defaults: DEFAULT_MONTHLY_LIMITS })).toBe(500_000);
    expect(operatorMonthlyLimit({ country: 'DK', currency: 'DKK', defaults: DEFAULT_MONTHLY_LIMITS })).toBe(3_500_000);
    expect(operatorMonthlyLimit({ country: 'US', currency: 'USD', defaults: { EUR: 200_000 } })).toBe(200_000);
    expect(operatorMonthlyLimit({ country: 'US', currency: 'USD', defaults: {} })).toBeNull();
  });

  it('converts the German cap for another paying currency like the defaults', () => {
    expect(operatorMonthlyLimit({ country: 'DE', currency: 'DKK', defaults: { EUR: 500_000, DKK: 3_500_000 } })).toBe(
      700_000,
    );
    expect(operatorMonthlyLimit({ country: 'DE', currency: 'SEK', defaults: { EUR: 500_000 } })).toBe(100_000);
  });
});

describe('own limits', () => {
  const now = at('2026-11-24T15:30:00Z');

  it('a raise applies from the first midnight at least 7 days later', () => {
    expect(iso(raiseEffectiveAt(now))).toBe('2026-12-02T00:00:00.000Z');
    expect(iso(raiseEffectiveAt(at('2026-11-24T00:00:00Z')))).toBe('2026-12-01T00:00:00.000Z');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (when) => {
          const effective = raiseEffectiveAt(when).getTime();
          expect(effective - when.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000);
          expect(effective - when.getTime()).toBeLessThan(8 * 86_400_000);
          expect(effective % 86_400_000).toBe(0);
        },
      ),
    );
  });

  it('a lower limit applies at once and drops a pending raise', () => {
    const current: OwnLimit = { amount: 10_000, pendingAmount: 20_000, pendingFrom: at('2026-12-01T00:00:00Z') };
    expect(changeOwnLimit(current, 5000, now)).toEqual({ kind: 'lowered', limit: limitOf(5000) });
    expect(changeOwnLimit(NO_OWN_LIMIT, 5000, now)).toEqual({ kind: 'lowered', limit: limitOf(5000) });
    expect(changeOwnLimit(limitOf(5000), 0, now)).toEqual({ kind: 'lowered', limit: limitOf(0) });
  });

  it('a higher limit, or none, waits for the cooling-off while the old one stays', () => {
    const raised = changeOwnLimit(limitOf(5000), 8000, now);
    expect(raised).toEqual({
      kind: 'raise-pending',
      limit: { amount: 5000, pendingAmount: 8000, pendingFrom: at('2026-12-02T00:00:00Z') },
    });
    expect(ownLimitAt(raised.limit, at('2026-12-01T23:59:59Z'))).toBe(5000);
    expect(ownLimitAt(raised.limit, at('2026-12-02T00:00:00Z'))).toBe(8000);
    const removed = changeOwnLimit(limitOf(5000), null, now);
    expect(removed.kind).toBe('raise-pending');
    expect(ownLimitAt(removed.limit, at('2026-12-02T00:00:00Z'))).toBeNull();
  });

  it('asking for the same raise again keeps its date; another raise starts a new cooling-off', () => {
    const first = changeOwnLimit(limitOf(5000), 8000, now).limit;
    const later = at('2026-11-27T10:00:00Z');
    expect(changeOwnLimit(first, 8000, later).limit).toEqual(first);
    expect(changeOwnLimit(first, 9000, later).limit.pendingFrom).toEqual(at('2026-12-05T00:00:00Z'));
  });

  it('the limit in force again, or a withdrawal, cancels a pending raise', () => {
    const pending = changeOwnLimit(limitOf(5000), 8000, now).limit;
    expect(changeOwnLimit(pending, 5000, now)).toEqual({ kind: 'unchanged', limit: limitOf(5000) });
    expect(withdrawRaise(pending, now)).toEqual(limitOf(5000));
  });

  it('a raise whose date has come is settled before the next change', () => {
    const pending = changeOwnLimit(limitOf(5000), 8000, now).limit;
    const after = at('2026-12-03T00:00:00Z');
    expect(settleOwnLimit(pending, after)).toEqual(limitOf(8000));
    expect(changeOwnLimit(pending, 6000, after)).toEqual({ kind: 'lowered', limit: limitOf(6000) });
    expect(withdrawRaise(pending, after)).toEqual(limitOf(8000));
  });

  it('checks a requested limit against the operator limit', () => {
    expect(limitRequestProblem(null, 100_000)).toBeNull();
    expect(limitRequestProblem(100_000, 100_000)).toBeNull();
    expect(limitRequestProblem(0, 100_000)).toBeNull();
    expect(limitRequestProblem(100_001, 100_000)).toBe('above-operator-limit');
    expect(limitRequestProblem(-1, null)).toBe('invalid');
    expect(limitRequestProblem(1.5, null)).toBe('invalid');
  });

  it('the stricter of two limits, null meaning none', () => {
    expect(stricterLimit(null, null)).toBeNull();
    expect(stricterLimit(5, null)).toBe(5);
    expect(stricterLimit(null, 7)).toBe(7);
    expect(stricterLimit(9, 7)).toBe(7);
  });
});

describe('the allowance', () => {
  it('is unlimited without any limit', () => {
    const allowance = allowanceOf({ now: at('2026-11-24T12:00:00Z') });
    expect(allowance).toMatchObject({ amountLeft: null, nextPossibleDate: null });
    expect(exceedsAllowance(1_000_000, allowance)).toBe(false);
  });

  it('German player with 50 € a month who deposited 20 €: 30 € left, more from the 1st of next month', () => {
    const allowance = allowanceOf({
      now: at('2026-11-24T12:00:00Z'),
      own: own({ month: limitOf(5000) }),
      operatorMonthly: 100_000,
      deposits: [{ amount: 2000, at: at('2026-11-24T11:00:00Z') }],
    });
    expect(allowance.amountLeft).toBe(3000);
    expect(allowance.nextPossibleDate).toBe('2026-12-01');
    expect(exceedsAllowance(5000, allowance)).toBe(true);
    expect(exceedsAllowance(3000, allowance)).toBe(false);
    const month = allowance.periods.find((period) => period.period === 'month');
    expect(month).toMatchObject({ limit: 5000, used: 2000, left: 3000, operator: 100_000 });
  });

  it('the operator cap binds when it is stricter than the player’s own limit', () => {
    const allowance = allowanceOf({
      now: at('2026-11-10T12:00:00Z'),
      operatorMonthly: 100_000,
      deposits: [{ amount: 90_000, at: at('2026-11-02T09:00:00Z') }],
    });
    expect(allowance).toMatchObject({ amountLeft: 10_000, nextPossibleDate: '2026-12-01' });
  });

  it('deposits of earlier windows do not count', () => {
    const allowance = allowanceOf({
      now: at('2026-12-01T00:00:00Z'),
      own: own({ month: limitOf(5000) }),
      deposits: [{ amount: 5000, at: at('2026-11-30T23:59:59Z') }],
    });
    expect(allowance.amountLeft).toBe(5000);
    expect(allowance.nextPossibleDate).toBeNull();
  });

  it('a daily limit reached frees up the next day, unless the monthly one binds as much', () => {
    const deposits = [{ amount: 2000, at: at('2026-11-24T08:00:00Z') }];
    const daily = allowanceOf({
      now: at('2026-11-24T12:00:00Z'),
      own: own({ day: limitOf(2000), month: limitOf(50_000) }),
      deposits,
    });
    expect(daily).toMatchObject({ amountLeft: 0, nextPossibleDate: '2026-11-25' });
    const both = allowanceOf({
      now: at('2026-11-24T12:00:00Z'),
      own: own({ day: limitOf(2000), month: limitOf(2000) }),
      deposits,
    });
    expect(both).toMatchObject({ amountLeft: 0, nextPossibleDate: '2026-12-01' });
  });

  it('a weekly limit frees up on Monday, also when that is in the next month', () => {
    const allowance = allowanceOf({
      now: at('2026-11-27T12:00:00Z'),
      own: own({ week: limitOf(3000) }),
      deposits: [
        { amount: 1000, at: at('2026-11-23T08:00:00Z') },
        { amount: 2000, at: at('2026-11-26T08:00:00Z') },
      ],
    });
    expect(allowance).toMatchObject({ amountLeft: 0, nextPossibleDate: '2026-11-30' });
    // A week that began in the previous month still counts its deposits there.
    const straddling = allowanceOf({
      now: at('2026-12-02T12:00:00Z'),
      own: own({ week: limitOf(3000) }),
      deposits: [{ amount: 2500, at: at('2026-11-30T08:00:00Z') }],
    });
    expect(straddling).toMatchObject({ amountLeft: 500, nextPossibleDate: '2026-12-07' });
  });

  it('a pending raise makes more possible on its date when that comes before the window ends', () => {
    const pending: OwnLimit = { amount: 5000, pendingAmount: 20_000, pendingFrom: at('2026-11-20T00:00:00Z') };
    const allowance = allowanceOf({
      now: at('2026-11-12T12:00:00Z'),
      own: own({ month: pending }),
      deposits: [{ amount: 5000, at: at('2026-11-03T08:00:00Z') }],
    });
    expect(allowance).toMatchObject({ amountLeft: 0, nextPossibleDate: '2026-11-20' });
  });

  it('a package above the limit itself has no date from which it fits', () => {
    const allowance = allowanceOf({ now: at('2026-11-12T12:00:00Z'), own: own({ month: limitOf(5000) }) });
    expect(allowance).toMatchObject({ amountLeft: 5000, nextPossibleDate: null });
    expect(exceedsAllowance(10_000, allowance)).toBe(true);
  });

  it('never leaves less than 0, and never more than any limit minus what it counted', () => {
    const deposit = fc.record({
      amount: fc.integer({ min: 1, max: 50_000 }),
      at: fc.date({ min: new Date('2026-10-01'), max: new Date('2026-11-24T12:00:00Z'), noInvalidDate: true }),
    });
    const limit = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(deposit, { maxLength: 12 }), limit, limit, limit, (deposits, day, week, month) => {
        const now = at('2026-11-24T12:00:00Z');
        const allowance = allowanceOf({
          now,
          own: own({ day: limitOf(day), week: limitOf(week), month: limitOf(month) }),
          deposits,
        });
        for (const period of allowance.periods) {
          if (period.limit === null) continue;
          expect(allowance.amountLeft).not.toBeNull();
          expect(allowance.amountLeft ?? 0).toBeGreaterThanOrEqual(0);
          expect(allowance.amountLeft ?? 0).toBeLessThanOrEqual(Math.max(0, period.limit - period.used));
        }
        if (allowance.nextPossibleDate !== null) expect(allowance.nextPossibleDate > '2026-11-24').toBe(true);
      }),
    );
  });

  it('answers what the rules give at any instant, whatever days were asked about before', () => {
    // The rules as plainly as they read (windows worked out on every use): what the allowance must agree with.
    const reference = (given: AllowanceInput) => {
      const leftAt = (at: Date) => {
        let left: number | null = null;
        for (const period of DEPOSIT_LIMIT_PERIODS) {
          const window = windowOf(period, at);
          const limit = stricterLimit(
            ownLimitAt(given.own[period], at),
            period === 'month' ? given.operatorMonthly : null,
          );
          const used = given.deposits
            .filter((deposit) => deposit.at >= window.start && deposit.at < window.end)
            .reduce((sum, deposit) => sum + deposit.amount, 0);
          left = stricterLimit(left, limit === null ? null : Math.max(0, limit - used));
        }
        return left;
      };
      const amountLeft = leftAt(given.now);
      if (amountLeft === null) return { amountLeft, nextPossibleDate: null };
      const moments = DEPOSIT_LIMIT_PERIODS.flatMap((period) => {
        const pendingFrom = given.own[period].pendingFrom;
        const end = windowOf(period, given.now).end.getTime();
        return pendingFrom !== null && pendingFrom > given.now ? [end, pendingFrom.getTime()] : [end];
      }).sort((a, b) => a - b);
      const next = moments.find((moment) => {
        const left = leftAt(new Date(moment));
        return left === null || left > amountLeft;
      });
      return { amountLeft, nextPossibleDate: next === undefined ? null : new Date(next).toISOString().slice(0, 10) };
    };
    const instant = fc.date({ min: new Date('2026-10-01'), max: new Date('2027-03-31'), noInvalidDate: true });
    const amount = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
    const ownLimit = fc.record({ amount, pendingAmount: amount, pendingFrom: fc.option(instant, { nil: null }) });
    const deposit = fc.record({ amount: fc.integer({ min: 1, max: 50_000 }), at: instant });
    fc.assert(
      fc.property(
        instant,
        ownLimit,
        ownLimit,
        ownLimit,
        amount,
        fc.array(deposit, { maxLength: 6 }),
        (now, day, week, month, operatorMonthly, all) => {
          const deposits = all.filter((deposit) => deposit.at <= now);
          const given = input({ now, own: own({ day, week, month }), operatorMonthly, deposits });
          const expected = reference(given);
          expect(depositAmountLeft(given)).toEqual(expected);
          expect(depositAllowance(given)).toMatchObject(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a player who deposited nothing and waits for no raise has the limit in force left, with no date', () => {
    const left = depositAmountLeft(
      input({ now: at('2026-11-24T12:00:00Z'), own: own({ week: limitOf(7000) }), operatorMonthly: 5000 }),
    );
    expect(left).toEqual({ amountLeft: 5000, nextPossibleDate: null });
  });
});

describe('the earliest window start', () => {
  it('follows the day of each instant asked about, forwards and backwards', () => {
    const days = ['2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00Z', '2026-11-30T12:00:00Z', '2026-12-07T08:00:00Z'];
    expect(days.map((day) => iso(earliestWindowStart(at(day))))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
  });
});
