// The sandbox's test clock, like Stripe's test clocks: real time plus an offset that tests move
// forward, so "five days later" (a returned SEPA debit) takes one call instead of five days.
export interface SandboxClock {
  now(): Date;
  /** Moves sandbox time to `target`; false (and no change) when `target` lies in the past. */
  moveTo(target: Date): boolean;
  /**
   * Moves sandbox time on by exactly `ms` (false and no change when negative). Not `moveTo(now + ms)`:
   * real time passes between reading `now` and moving, so that would move on by a millisecond less.
   */
  advance(ms: number): boolean;
  /** Back to real time. */
  reset(): void;
}

export function createClock(realNow: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => new Date(realNow() + offsetMs),
    moveTo(target) {
      const current = realNow() + offsetMs;
      if (target.getTime() < current) return false;
      offsetMs += target.getTime() - current;
      return true;
    },
    advance(ms) {
      if (ms < 0) return false;
      offsetMs += ms;
      return true;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
