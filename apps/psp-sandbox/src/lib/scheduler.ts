// Delayed work (notification retries, payout settlement) that the app can cancel at once on reset or close.
export interface Scheduler {
  schedule(delayMs: number, task: () => void): void;
  cancelAll(): void;
}

export function createScheduler(): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  return {
    schedule(delayMs, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task();
      }, delayMs);
      // A pending retry alone must not keep a test run or a stopped process alive.
      timer.unref();
      timers.add(timer);
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
