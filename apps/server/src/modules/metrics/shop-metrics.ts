// The server's Prometheus metrics (prom-client), one registry per app: request latency per route pattern, the
// money flows (deposits, payouts, refunds, saver bookings) as counters, and what is read at scrape time only
// (job lag, mail outbox depth, the database pool). Recording costs a map look-up and an addition: nothing here
// touches the database on a request; the outbox depth is one indexed count per scrape.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../../lib/clock.ts';
import type { JobHealth } from './job-health.ts';

/** The finished outcomes of a purchase (SPEC §4 terminal states). */
export type DepositOutcome = 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'BLOCKED';

/** The deposit funnel's steps (amount → provider → review → success), counted in memory and flushed by a job. */
export const FUNNEL_STEPS = ['amount', 'provider', 'review', 'success'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The route patterns whose successful answer marks a player reaching a funnel step. */
const FUNNEL_ROUTES: Readonly<Record<string, FunnelStep>> = {
  'GET /deposit/shop': 'amount',
  'GET /deposit/shop/details/:paytypeKey': 'provider',
};

export interface ScrapeSources {
  /** Mail outbox rows per state that still wait to go out (queued, sending), and the oldest due one's age. */
  mailOutbox(): Promise<{ queued: number; sending: number; oldestDueSeconds: number }>;
  /** The PostgreSQL pool's connections, or null on PGlite (one in-process connection). */
  pool(): { total: number; idle: number; waiting: number } | null;
}

export interface ShopMetrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  depositStarted(providerCode: string): void;
  depositFinished(providerCode: string, outcome: DepositOutcome): void;
  payout(outcome: string): void;
  refund(outcome: string): void;
  saverBooking(outcome: 'SUCCESS' | 'DECLINED'): void;
  /** Takes the funnel counts gathered since the last call (the flush job writes them to the database). */
  drainFunnel(): Map<FunnelStep, number>;
  /** Puts drained counts back (their write failed). */
  restoreFunnel(counts: ReadonlyMap<FunnelStep, number>): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createShopMetrics(options: {
  clock: Clock;
  jobHealth: JobHealth;
  sources: ScrapeSources;
  /** Process metrics (CPU, memory, event-loop lag): only when /metrics is served. */
  processMetrics: boolean;
}): ShopMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'shop_process_' });
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, per route pattern (not the raw URL), method and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  /** A counter in this app's registry. */
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter<Label>({ name, help, labelNames, registers: [registry] });
  const depositsStarted = counter(
    'shop_deposits_started_total',
    'Purchases created (the player pressed pay), per provider code.',
    ['provider_code'],
  );
  const depositsFinished = counter(
    'shop_deposits_finished_total',
    'Purchases that reached a final state, per provider code and outcome (SUCCESS, FAILED, CANCELLED, BLOCKED).',
    ['provider_code', 'outcome'],
  );
  const payouts = counter('shop_payouts_total', 'Payouts the PSP finished, per outcome (SETTLED, FAILED).', [
    'outcome',
  ]);
  const refunds = counter(
    'shop_refunds_total',
    'Refunds an operator started, per state after the PSP call (PENDING, REFUNDED, FAILED).',
    ['outcome'],
  );
  const bookings = counter(
    'shop_saver_bookings_total',
    'Monthly saver-package bookings the PSP answered, per outcome (SUCCESS, DECLINED).',
    ['outcome'],
  );
  new Gauge({
    name: 'shop_job_lag_seconds',
    help: 'How far a recurring job is behind: seconds since its last successful round beyond its interval (0 on time).',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = options.clock.now().getTime();
      for (const job of options.jobHealth.snapshot()) this.set({ job: job.name }, lagSecondsOf(job, now));
    },
  });
  new Gauge({
    name: 'shop_job_consecutive_failures',
    help: 'Failed rounds of a recurring job since its last successful one.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of options.jobHealth.snapshot()) this.set({ job: job.name }, job.consecutiveFailures);
    },
  });
  const outbox = new Gauge({
    name: 'shop_mail_outbox_depth',
    help: 'E-mails in the outbox not sent yet, per state (queued, sending).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await options.sources.mailOutbox();
      this.set({ state: 'queued' }, depth.queued);
      this.set({ state: 'sending' }, depth.sending);
      outboxAge.set(depth.oldestDueSeconds);
    },
  });
  const outboxAge = new Gauge({
    name: 'shop_mail_outbox_oldest_due_seconds',
    help: 'Age of the oldest e-mail that is due and not sent (0: none waits).',
    registers: [registry],
  });
  void outbox;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'PostgreSQL pool connections per state (total, idle, waiting = requests waiting for one); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = options.sources.pool();
      if (pool === null) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  let funnel = new Map<FunnelStep, number>();
  const count = (step: FunnelStep) => funnel.set(step, (funnel.get(step) ?? 0) + 1);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      // Unmatched URLs (404s, scanners) share one label: a raw URL would let anyone grow the series without bound.
      const pattern = route ?? 'unmatched';
      requests.observe({ method, route: pattern, status: `${Math.floor(statusCode / 100)}xx` }, seconds);
      if (statusCode < 300) {
        const step = FUNNEL_ROUTES[`${method} ${pattern}`];
        if (step !== undefined) count(step);
      }
    },
    depositStarted(providerCode) {
      depositsStarted.inc({ provider_code: providerCode });
      count('review');
    },
    depositFinished(providerCode, outcome) {
      depositsFinished.inc({ provider_code: providerCode, outcome });
      if (outcome === 'SUCCESS') count('success');
    },
    payout: (outcome) => payouts.inc({ outcome }),
    refund: (outcome) => refunds.inc({ outcome }),
    saverBooking: (outcome) => bookings.inc({ outcome }),
    drainFunnel() {
      const drained = funnel;
      funnel = new Map();
      return drained;
    },
    restoreFunnel(counts) {
      for (const [step, value] of counts) funnel.set(step, (funnel.get(step) ?? 0) + value);
    },
  };
}

/** Seconds a job is overdue: since its last successful round (or its start) beyond one interval. */
export function lagSecondsOf(
  job: { intervalMs: number; lastSuccessAt: number | null; startedAt: number },
  now: number,
): number {
  const since = now - (job.lastSuccessAt ?? job.startedAt);
  return Math.max(0, (since - job.intervalMs) / 1000);
}
