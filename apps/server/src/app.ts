// buildApp(config, db): the whole HTTP server without listening. server.ts listens; tests call .inject().
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createTestClock } from './lib/test-clock.ts';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.ts';
import { depositRoutes } from './modules/deposit/deposit.routes.ts';
import { depositLimitPagesRoutes } from './modules/deposit-limits/deposit-limit-pages.ts';
import { expressRoutes } from './modules/express/express.routes.ts';
import { expressPagesRoutes } from './modules/express/express-pages.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { limitIncreaseFormRoutes, limitIncreaseRoutes } from './modules/limit-increase/limit-increase.routes.ts';
import { startMailSender } from './modules/mail/mail-sender.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { testOperatorRoutes } from './modules/operators/test-operators.routes.ts';
import { opsActionsRoutes } from './modules/ops-actions/ops-actions.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import type { PaymentProviderAdapter } from './modules/payments/payment-provider.ts';
import { createPaymentServices } from './modules/payments/payment-services.ts';
import { SandboxAdapter } from './modules/payments/sandbox-adapter.ts';
import { startPayoutReconciler } from './modules/payouts/payout-submission.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { payoutsOpsRoutes } from './modules/payouts/payouts-ops.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { startPurchaseReconciler } from './modules/purchases/purchase-reconciler.ts';
import { purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { startSubscriptionJobs } from './modules/subscriptions/subscription-jobs.ts';
import { subscriptionPagesRoutes } from './modules/subscriptions/subscription-pages.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { testSupportRoutes } from './modules/test-support/test-support.routes.ts';
import { MAX_BODY_BYTES, registerBodyLimits } from './plugins/body-limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
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
  /** The payment provider; by default the PSP sandbox adapter from the configuration. */
  paymentProvider?: PaymentProviderAdapter;
  /** Called for every route as it is registered (the fuzz test enumerates them so new routes are covered). */
  onRoute?: (route: RouteOptions) => void;
}

function sandboxAdapterOf(config: Config): PaymentProviderAdapter {
  return new SandboxAdapter({
    baseUrl: config.pspSandboxUrl,
    apiKey: config.pspApiKey,
    webhookSecret: config.pspWebhookSecret,
    timeoutMs: config.pspRequestTimeoutMs,
  });
}

/** Headers that carry credentials never reach the logs. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

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
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    logController: new ProbeLogController(),
    bodyLimit: MAX_BODY_BYTES,
    // request.ip is the client's address (per-address limits); off unless TRUST_PROXY names the proxies in front.
    trustProxy: trustProxyOf(options.config),
  });
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);

  const adapter = options.paymentProvider ?? sandboxAdapterOf(options.config);
  const payments = createPaymentServices(adapter, clock, (what, error) => {
    app.log.warn({ what, cause: error instanceof Error ? error.message : String(error) }, 'PSP not available');
  });
  const deps: AppDeps = {
    config: options.config,
    db: options.db,
    clock,
    log: app.log,
    payments,
    ...(testClock === undefined ? {} : { testClock }),
  };

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandler(app);
  registerBodyLimits(app);
  await registerSecurityHeaders(app, options.config);
  registerOriginCheck(app, deps);
  registerOpsApiHeaders(app);

  await app.register(async (scope) => healthRoutes(scope, deps));
  await app.register(async (scope) => platformRoutes(scope, deps));
  await app.register(async (scope) => pagesRoutes(scope, deps));
  await app.register(async (scope) => mailboxRoutes(scope, deps));
  await app.register(async (scope) => helpRoutes(scope, deps));
  await app.register(async (scope) => depositRoutes(scope, deps));
  await app.register(async (scope) => limitIncreaseRoutes(scope, deps));
  await app.register(async (scope) => limitIncreaseFormRoutes(scope));
  await app.register(async (scope) => purchasesRoutes(scope, deps));
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
  if (options.config.enableTestApi) {
    // Unauthenticated player factory for the browser journeys: not registered at all unless asked for.
    app.log.warn('test-support API enabled (/platform/test/*): never in production');
    await app.register(async (scope) => testSupportRoutes(scope, deps));
    await app.register(async (scope) => testOperatorRoutes(scope, deps));
  }
  await registerWebApp(app, options.config.webDistDir, options.config.consoleDistDir);

  const reconcileSeconds = options.config.purchaseReconcileIntervalSeconds;
  if (reconcileSeconds > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startPurchaseReconciler(deps, reconcileSeconds * 1000);
    });
    app.addHook('onClose', async () => stop?.());
  }
  const payoutReconcileSeconds = options.config.payoutReconcileIntervalSeconds;
  if (payoutReconcileSeconds > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startPayoutReconciler(deps, payoutReconcileSeconds * 1000);
    });
    app.addHook('onClose', async () => stop?.());
  }
  const mailSeconds = options.config.mailJobIntervalSeconds;
  if (mailSeconds > 0) {
    const mailTransport = createMailTransport(options.config);
    const mailDeps = { ...deps, mailTransport, mailFrom: options.config.mailFrom };
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startMailSender(mailDeps, mailSeconds * 1000);
    });
    app.addHook('onClose', async () => {
      await stop?.();
      mailTransport.close();
    });
  }
  const subscriptionSeconds = options.config.subscriptionJobIntervalSeconds;
  if (subscriptionSeconds > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startSubscriptionJobs(deps, subscriptionSeconds * 1000);
    });
    app.addHook('onClose', async () => stop?.());
  }
  return app;
}
