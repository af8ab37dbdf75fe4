// How each recurring job fares in this process: when its last round succeeded, how many failed since. Fed by the
// job scheduler's round hook; read by /metrics (job lag) and the alert rules (reconciler errors). In memory on
// purpose: every instance runs the jobs and reports its own; the alert episodes themselves live in the database.

export interface JobHealthEntry {
  name: string;
  intervalMs: number;
  /** When this process started running the job (epoch ms). */
  startedAt: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  lastError: string | null;
  consecutiveFailures: number;
}

export interface JobHealth {
  register(name: string, intervalMs: number, now: number): void;
  roundEnded(name: string, outcome: { ok: true } | { ok: false; error: unknown }, now: number): void;
  snapshot(): readonly JobHealthEntry[];
}

export function createJobHealth(): JobHealth {
  const jobs = new Map<string, JobHealthEntry>();
  return {
    register(name, intervalMs, now) {
      jobs.set(name, {
        name,
        intervalMs,
        startedAt: now,
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        consecutiveFailures: 0,
      });
    },
    roundEnded(name, outcome, now) {
      const job = jobs.get(name);
      if (job === undefined) return;
      if (outcome.ok) {
        job.lastSuccessAt = now;
        job.consecutiveFailures = 0;
        return;
      }
      job.lastFailureAt = now;
      job.consecutiveFailures += 1;
      job.lastError = (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)).slice(0, 300);
    },
    snapshot: () => [...jobs.values()].map((job) => ({ ...job })),
  };
}
