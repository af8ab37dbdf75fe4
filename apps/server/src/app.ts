// buildApp(config, db): the whole HTTP server without listening. server.ts listens; tests call .inject().
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/env.ts';
import type { PspName } from './config/psp-routes.ts';
import { type Db, poolStatsOf } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createJobScheduler, type RecurringJob, type Ticker } from './lib/job-scheduler.ts';
import { standardOutputLog } from './lib/log-destination.ts';
import { createTestClock } from './lib/test-clock.ts';
import { runAlertRound } from './modules/alerts/alerts.job.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { flushFunnel } from './modules/alerts/funnel-flush.ts';
import { testAlertsRoutes } from './modules/alerts/test-alerts.routes.ts';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.ts';
import { depositRoutes } from './modules/deposit/deposit.routes.ts';
import { depositLimitPagesRoutes } from './modules/deposit-limits/deposit-limit-pages.ts';
import { disputeRoutes } from './modules/disputes/disputes.routes.ts';
import { expressRoutes } from './modules/express/express.routes.ts';
import { expressPagesRoutes } from './modules/express/express-pages.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { limitIncreaseFormRoutes, limitIncreaseRoutes } from './modules/limit-increase/limit-increase.routes.ts';
import { runMailOutboxOnce } from './modules/mail/mail-sender.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { createJobHealth } from './modules/metrics/job-health.ts';
import { mailOutboxDepth } from './modules/metrics/metrics.repository.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createShopMetrics } from './modules/metrics/shop-metrics.ts';
import { moneyApprovalRoutes } from './modules/money-approvals/money-approvals.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { testOperatorRoutes } from './modules/operators/test-operators.routes.ts';
import { opsActionsRoutes } from './modules/ops-actions/ops-actions.routes.ts';
import { opsListsRoutes } from './modules/ops-lists/ops-lists.routes.ts';
import { opsRequestsRoutes } from './modules/ops-requests/ops-requests.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import type { PaymentProviderAdapter } from './modules/payments/payment-provider.ts';
import { createPaymentServices } from './modules/payments/payment-services.ts';
import { createPspAdapters, PSP_ADAPTER_FACTORIES, type PspAdapterFactory } from './modules/payments/psp-registry.ts';
import { reconcilePendingPayouts } from './modules/payouts/payout-submission.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { payoutsOpsRoutes } from './modules/payouts/payouts-ops.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { playerActionsRoutes } from './modules/player-actions/player-actions.routes.ts';
import { pspReturnRoutes } from './modules/purchases/psp-return.routes.ts';
import { reconcileOpenPurchases } from './modules/purchases/purchase-reconciler.ts';
import { purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { reconcilePendingRefunds } from './modules/refunds/refund-reconciler.ts';
import { runSubscriptionJobsOnce } from './modules/subscriptions/subscription-jobs.ts';
import { subscriptionPagesRoutes } from './modules/subscriptions/subscription-pages.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { testSupportRoutes } from './modules/test-support/test-support.routes.ts';
import { MAX_BODY_BYTES, registerBodyLimits } from './plugins/body-limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { REDACTED, REDACTED_LOG_PATHS, serializeRequestForLog } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOpsApiHeaders } from './plugins/ops-api-headers.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { ProbeLogController } from './plugins/probe-log-controller.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** The PSP sandbox's adapter; by default the one from the configuration. */
  paymentProvider?: PaymentProviderAdapter;
  /** Other PSPs' adapters by name (tests); by default the registry's from the configuration (psp-registry.ts). */
  pspAdapters?: Partial<Record<PspName, PaymentProviderAdapter>>;
  /** Called for every route as it is registered (the fuzz test enumerates them so new routes are covered). */
  onRoute?: (route: RouteOptions) => void;
  /** What fires the recurring jobs' rounds; wall-clock intervals by default, tests fire them by hand. */
  jobTicker?: Ticker;
}

/**
 * The recurring jobs whose interval is set (0 turns one off), on the one scheduler (lib/job-scheduler.ts): started
 * when the app is ready, stopped (running rounds awaited) when it closes.
 */
function registerRecurringJobs(app: FastifyInstance, deps: AppDeps, ticker: Ticker | undefined): void {
  const { config } = deps;
  const jobs: RecurringJob[] = [];
  const every = (seconds: number, name: string, runRound: (intervalMs: number) => Promise<unknown>) => {
    if (seconds > 0) jobs.push({ name, intervalMs: seconds * 1000, runRound: () => runRound(seconds * 1000) });
  };
  every(config.purchaseReconcileIntervalSeconds, 'purchase reconciliation', (minAgeMs) =>
    reconcileOpenPurchases(deps, { minAgeMs }),
  );
  every(config.payoutReconcileIntervalSeconds, 'payout reconciliation', (minAgeMs) =>
    reconcilePendingPayouts(deps, { minAgeMs }),
  );
  every(config.purchaseReconcileIntervalSeconds, 'refund reconciliation', (minAgeMs) =>
    reconcilePendingRefunds(deps, { minAgeMs }),
  );
  const mailTransport = config.mailJobIntervalSeconds > 0 ? createMailTransport(config) : undefined;
  if (mailTransport !== undefined) {
    const mailDeps = { ...deps, mailTransport, mailFrom: config.mailFrom };
    every(config.mailJobIntervalSeconds, 'mail outbox', () => runMailOutboxOnce(mailDeps));
  }
  every(config.subscriptionJobIntervalSeconds, 'saver-package bookings', () => runSubscriptionJobsOnce(deps));
  every(config.alertJobIntervalSeconds, 'operator alerts', () =>
    runAlertRound({ ...deps, thresholds: config.alertThresholds }),
  );
  every(config.funnelFlushIntervalSeconds, 'deposit funnel', () => flushFunnel(deps));
  if (jobs.length === 0) return;
  const { jobHealth, clock } = deps;
  for (const job of jobs) jobHealth?.register(job.name, job.intervalMs, clock.now().getTime());
  const scheduler = createJobScheduler(jobs, {
    log: app.log,
    ...(ticker === undefined ? {} : { ticker }),
    onRoundEnd: (job, outcome) => jobHealth?.roundEnded(job, outcome, clock.now().getTime()),
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    mailTransport?.close();
  });
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many nearest proxies, a list those addresses. */
function trustProxyOf(config: Config): false | string[] | ((address: string, hop: number) => boolean) {
  const trusted = config.trustProxy;
  if (trusted === false) return false;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return [...trusted];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // With the test API the clock can be moved forward (test-support routes); never otherwise.
  const testClock = options.config.enableTestApi ? createTestClock(options.clock ?? systemClock) : undefined;
  const clock = testClock ?? options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      // Credentials in headers and secrets in URLs never reach the logs (plugins/log-redaction.ts).
      redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
      serializers: { req: serializeRequestForLog },
      // One line per request (plugins/probe-log-controller.ts) to stdout through pino's asynchronous destination.
      stream: options.logStream ?? standardOutputLog(),
    },
    logController: new ProbeLogController(),
    bodyLimit: MAX_BODY_BYTES,
    // request.ip is the client's address (per-address limits); off unless TRUST_PROXY names the proxies in front.
    trustProxy: trustProxyOf(options.config),
  });
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);

  // The registry's factories, with the adapters the caller passed (tests) in their places.
  const given: Partial<Record<PspName, PaymentProviderAdapter>> = {
    ...options.pspAdapters,
    ...(options.paymentProvider === undefined ? {} : { sandbox: options.paymentProvider }),
  };
  const factories: Partial<Record<PspName, PspAdapterFactory | null>> = { ...PSP_ADAPTER_FACTORIES };
  for (const [psp, adapter] of Object.entries(given)) factories[psp as PspName] = () => adapter;
  const adapters = createPspAdapters(options.config, { clock }, factories);
  const sandbox = adapters.sandbox;
  if (sandbox === undefined) throw new Error('the PSP sandbox adapter is always configured');
  const onPspError = (what: string, error: unknown) => {
    app.log.warn({ what, cause: error instanceof Error ? error.message : String(error) }, 'PSP not available');
  };
  const payments = createPaymentServices(sandbox, clock, onPspError, { adapters, routes: options.config.pspRoutes });
  const jobHealth = createJobHealth();
  const db = options.db;
  const metrics = createShopMetrics({
    clock,
    jobHealth,
    processMetrics: options.config.metricsToken !== null,
    sources: { mailOutbox: () => mailOutboxDepth(db, clock.now()), pool: () => poolStatsOf(db) },
  });
  const deps: AppDeps = {
    config: options.config,
    db,
    clock,
    log: app.log,
    payments,
    metrics,
    jobHealth,
    ...(testClock === undefined ? {} : { testClock }),
  };
  // Request latency per route pattern: a histogram observation per answer, no I/O. A callback hook, not an async one:
  // it runs on every answer, and a promise per answer is measurable (issue 11).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandler(app);
  registerBodyLimits(app);
  await registerSecurityHeaders(app, options.config);
  registerOriginCheck(app, deps);
  registerOpsApiHeaders(app);
  // Before the routes: the document is collected as they are registered.
  await registerOpenApi(app);

  await app.register(async (scope) => healthRoutes(scope, deps));
  await app.register(async (scope) => metricsRoutes(scope, metrics, options.config.metricsToken));
  await app.register(async (scope) => platformRoutes(scope, deps));
  await app.register(async (scope) => pagesRoutes(scope, deps));
  await app.register(async (scope) => mailboxRoutes(scope, deps));
  await app.register(async (scope) => helpRoutes(scope, deps));
  await app.register(async (scope) => depositRoutes(scope, deps));
  await app.register(async (scope) => limitIncreaseRoutes(scope, deps));
  await app.register(async (scope) => limitIncreaseFormRoutes(scope));
  await app.register(async (scope) => purchasesRoutes(scope, deps));
  await app.register(async (scope) => pspReturnRoutes(scope, deps));
  await app.register(async (scope) => expressRoutes(scope, deps));
  await app.register(async (scope) => expressPagesRoutes(scope, deps));
  await app.register(async (scope) => notificationsRoutes(scope, deps));
  await app.register(async (scope) => payoutsRoutes(scope, deps));
  await app.register(async (scope) => subscriptionRoutes(scope, deps));
  await app.register(async (scope) => subscriptionPagesRoutes(scope, deps));
  await app.register(async (scope) => depositLimitPagesRoutes(scope, deps));
  await app.register(async (scope) => supportRoutes(scope, deps));
  await app.register(async (scope) => operatorsRoutes(scope, deps));
  await app.register(async (scope) => backOfficeRoutes(scope, deps));
  await app.register(async (scope) => payoutsOpsRoutes(scope, deps));
  await app.register(async (scope) => opsActionsRoutes(scope, deps));
  await app.register(async (scope) => opsListsRoutes(scope, deps));
  await app.register(async (scope) => disputeRoutes(scope, deps));
  await app.register(async (scope) => moneyApprovalRoutes(scope, deps));
  await app.register(async (scope) => playerActionsRoutes(scope, deps));
  await app.register(async (scope) => opsRequestsRoutes(scope, deps));
  await app.register(async (scope) => alertsRoutes(scope, deps));
  if (options.config.enableTestApi) {
    // Unauthenticated player factory for the browser journeys: not registered at all unless asked for.
    app.log.warn('test-support API enabled (/platform/test/*): never in production');
    await app.register(async (scope) => testSupportRoutes(scope, deps));
    await app.register(async (scope) => testOperatorRoutes(scope, deps));
    await app.register(async (scope) => testAlertsRoutes(scope, deps));
  }
  await registerWebApp(app, options.config.webDistDir, options.config.consoleDistDir);

  registerRecurringJobs(app, deps, options.jobTicker);
  return app;
}
