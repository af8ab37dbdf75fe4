// The operators' alert rules as pure functions: a snapshot of the shop's state in, the alerts that fire out.
// Each alert has a rule and a subject (a provider code, a job); the alerts job (alerts.job.ts) keeps one open
// episode per rule and subject, so an alert is raised and mailed once until it stops firing.

export const ALERT_RULES = [
  'provider_success_rate',
  'payout_queue_age',
  'mail_outbox_stuck',
  'reconciler_errors',
] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

export interface AlertThresholds {
  /** A provider code fires when its success rate in the window falls below this (percent)… */
  successRateMinPercent: number;
  successRateWindowMinutes: number;
  /** …with at least this many finished purchases in the window (a few failures of a quiet hour are no trend). */
  successRateMinAttempts: number;
  /** The oldest payout waiting for review is older than this. */
  payoutQueueMaxHours: number;
  /** The oldest e-mail not sent yet is older than this. */
  mailStuckMinutes: number;
  /** A reconciliation job failed this many rounds in a row. */
  reconcilerMaxFailures: number;
}

/** The jobs whose failures the reconciler rule watches (their names on the scheduler, app.ts). */
export const RECONCILER_JOBS = ['purchase reconciliation', 'payout reconciliation'] as const;

export interface AlertSnapshot {
  now: Date;
  /** Purchases finished in the window per provider code. */
  providerOutcomes: readonly { providerCode: string; finished: number; succeeded: number }[];
  oldestReviewPayoutAt: Date | null;
  oldestUnsentMailAt: Date | null;
  jobs: readonly { name: string; consecutiveFailures: number; lastError: string | null }[];
}

export interface FiringAlert {
  rule: AlertRule;
  subject: string;
  details: Record<string, string | number>;
}

const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

export function evaluateAlertRules(snapshot: AlertSnapshot, thresholds: AlertThresholds): FiringAlert[] {
  const firing: FiringAlert[] = [];
  for (const outcome of snapshot.providerOutcomes) {
    if (outcome.finished < thresholds.successRateMinAttempts) continue;
    const percent = Math.floor((outcome.succeeded * 100) / outcome.finished);
    if (percent < thresholds.successRateMinPercent) {
      firing.push({
        rule: 'provider_success_rate',
        subject: outcome.providerCode,
        details: {
          percent,
          finished: outcome.finished,
          thresholdPercent: thresholds.successRateMinPercent,
          windowMinutes: thresholds.successRateWindowMinutes,
        },
      });
    }
  }
  if (snapshot.oldestReviewPayoutAt !== null) {
    const hours = hoursBetween(snapshot.oldestReviewPayoutAt, snapshot.now);
    if (hours >= thresholds.payoutQueueMaxHours) {
      firing.push({
        rule: 'payout_queue_age',
        subject: '',
        details: { hours: Math.floor(hours), thresholdHours: thresholds.payoutQueueMaxHours },
      });
    }
  }
  if (snapshot.oldestUnsentMailAt !== null) {
    const minutes = hoursBetween(snapshot.oldestUnsentMailAt, snapshot.now) * 60;
    if (minutes >= thresholds.mailStuckMinutes) {
      firing.push({
        rule: 'mail_outbox_stuck',
        subject: '',
        details: { minutes: Math.floor(minutes), thresholdMinutes: thresholds.mailStuckMinutes },
      });
    }
  }
  for (const job of snapshot.jobs) {
    if (!(RECONCILER_JOBS as readonly string[]).includes(job.name)) continue;
    if (job.consecutiveFailures >= thresholds.reconcilerMaxFailures) {
      firing.push({
        rule: 'reconciler_errors',
        subject: job.name,
        details: { failures: job.consecutiveFailures, lastError: job.lastError ?? '' },
      });
    }
  }
  return firing;
}

export interface OpenAlert {
  id: string;
  rule: string;
  subject: string;
}

/** What a round changes: new episodes to raise, open ones still firing (seen again), open ones to resolve. */
export function planAlertEpisodes(
  open: readonly OpenAlert[],
  firing: readonly FiringAlert[],
): { raise: FiringAlert[]; stillFiring: string[]; resolve: string[] } {
  const key = (alert: { rule: string; subject: string }) => `${alert.rule}\u0000${alert.subject}`;
  const openByKey = new Map(open.map((alert) => [key(alert), alert]));
  const firingKeys = new Set(firing.map(key));
  return {
    raise: firing.filter((alert) => !openByKey.has(key(alert))),
    stillFiring: open.filter((alert) => firingKeys.has(key(alert))).map((alert) => alert.id),
    resolve: open.filter((alert) => !firingKeys.has(key(alert))).map((alert) => alert.id),
  };
}
