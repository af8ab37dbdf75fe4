// The one scheduler of the recurring jobs (purchase and payout reconciliation, the mail outbox, the saver
// package's bookings). One overlap rule for all: a round never starts while the previous round of the same job
// still runs (the tick is skipped); a round that fails (the database away, the PSP down) is logged and the job
// runs again at its next tick. Several instances may run the same jobs: each round claims its rows with
// FOR UPDATE SKIP LOCKED, so this only keeps one instance from queueing rounds behind a slow one.

/** A recurring job: what it is called in the logs, how often it runs, and one round of its work. */
export interface RecurringJob {
  name: string;
  intervalMs: number;
  runRound(): Promise<unknown>;
}

/** Calls `tick` every `intervalMs` until the returned cancel function is called. Tests pass a manual one. */
export interface Ticker {
  every(intervalMs: number, tick: () => Promise<void>): () => void;
}

/** Wall-clock ticks; unref'd, so a job never keeps the process alive. */
export const intervalTicker: Ticker = {
  every(intervalMs, tick) {
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface JobLog {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface JobScheduler {
  /** Starts every job's ticks (idempotent). */
  start(): void;
  /** Stops the ticks and waits for the rounds that are running. */
  stop(): Promise<void>;
}

/** The job's round, begun now; a round that throws before its first await is a failed round like any other. */
function startRound(job: RecurringJob): Promise<unknown> {
  try {
    return job.runRound();
  } catch (error) {
    return Promise.reject(error);
  }
}

export function createJobScheduler(
  jobs: readonly RecurringJob[],
  options: {
    log: JobLog;
    ticker?: Ticker;
    /** Told when each round ends, well or not (job health for /metrics and the alert rules). */
    onRoundEnd?: (job: string, outcome: { ok: true } | { ok: false; error: unknown }) => void;
  },
): JobScheduler {
  const ticker = options.ticker ?? intervalTicker;
  const running = new Map<string, Promise<void>>();
  let cancels: (() => void)[] | undefined;

  function tickOf(job: RecurringJob): () => Promise<void> {
    return () => {
      const previous = running.get(job.name);
      if (previous !== undefined) {
        options.log.debug({ job: job.name }, 'job round skipped: the previous round still runs');
        return Promise.resolve();
      }
      const round = startRound(job)
        .then(
          () => options.onRoundEnd?.(job.name, { ok: true }),
          (error: unknown) => {
            options.log.error({ err: error, job: job.name }, 'job round failed');
            options.onRoundEnd?.(job.name, { ok: false, error });
          },
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, round);
      return round;
    };
  }

  return {
    start() {
      cancels ??= jobs.map((job) => ticker.every(job.intervalMs, tickOf(job)));
    },
    async stop() {
      for (const cancel of cancels ?? []) cancel();
      cancels = undefined;
      await Promise.all(running.values());
    },
  };
}

/** Ticks fired by hand (tests, and the outage test's "the jobs run again"): `tick()` awaits the rounds it started. */
export interface ManualTicker extends Ticker {
  /** Fires every registered job once (or only those of `intervalMs`); resolves when the rounds it started end. */
  tick(intervalMs?: number): Promise<void>;
}

export function createManualTicker(): ManualTicker {
  const ticks = new Set<{ intervalMs: number; tick: () => Promise<void> }>();
  return {
    every(intervalMs, tick) {
      const entry = { intervalMs, tick };
      ticks.add(entry);
      return () => ticks.delete(entry);
    },
    async tick(intervalMs) {
      const due = [...ticks].filter((entry) => intervalMs === undefined || entry.intervalMs === intervalMs);
      await Promise.all(due.map((entry) => entry.tick()));
    },
  };
}
