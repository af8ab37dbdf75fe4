// The test clock (like Stripe's test clocks): with ENABLE_TEST_API the app's "now" is the base clock plus
// an offset that the test-support API moves forward, so months of saver-package bookings, retries,
// returned debits and bonus expiries happen in seconds. Never used without the test API.
import type { Clock } from './clock.ts';

export interface TestClock extends Clock {
  /** Moves "now" forward; a negative amount is refused (time never runs backwards for the jobs). */
  advance(milliseconds: number): Date;
  /** Moves "now" forward to `instant` (no-op when it is already later). */
  advanceTo(instant: Date): Date;
}

export function createTestClock(base: Clock): TestClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  return {
    now,
    advance(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) throw new RangeError('the test clock only moves forward');
      offset += milliseconds;
      return now();
    },
    advanceTo(instant) {
      const ahead = instant.getTime() - now().getTime();
      if (ahead > 0) offset += ahead;
      return now();
    },
  };
}
