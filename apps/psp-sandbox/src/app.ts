// buildApp(config): the PSP sandbox's HTTP server without listening; tests build it and .inject().
// Browser-facing routes (script, hosted fields, tokens, hosted pages) are public; the server-to-sandbox
// calls under /v1 need the API key.
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxDeps } from './app-deps.ts';
import type { SandboxConfig } from './config/env.ts';
import {
  PAYPAL_PREFIX,
  type PaypalDialectConfig,
  paypalDialect,
  paypalDialectConfigOf,
} from './dialects/paypal/paypal-dialect.ts';
import { requireApiKey } from './lib/api-key.ts';
import { createClock } from './lib/clock.ts';
import { registerErrorHandler, registerFormParser } from './lib/http.ts';
import { ProbeLogController } from './lib/probe-log-controller.ts';
import { createScheduler } from './lib/scheduler.ts';
import { adyenRoutes } from './modules/adyen/adyen.routes.ts';
import { adyenWebRoutes } from './modules/adyen/adyen-web.routes.ts';
import { disputeRoutes } from './modules/disputes/disputes.routes.ts';
import { idealRoutes } from './modules/ideal/ideal.routes.ts';
import { mandateRoutes } from './modules/mandates/mandates.routes.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { payPageRoutes } from './modules/pay-page/pay-page.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { DUE_WORK_INTERVAL_MS, returnDueDebits } from './modules/recurring/sepa-returns.ts';
import { refundRoutes } from './modules/refunds/refunds.routes.ts';
import { sdkRoutes } from './modules/sdk/sdk.routes.ts';
import { clockRoutes } from './modules/test-tools/clock.routes.ts';
import { testToolRoutes } from './modules/test-tools/test-tools.routes.ts';
import { tokenRoutes } from './modules/tokens/tokens.routes.ts';
import { createStore } from './store/store.ts';

export interface BuildAppOptions {
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** The PayPal dialect's app credentials and webhook (PSP_SANDBOX_PAYPAL_* from the environment unless given). */
  paypal?: PaypalDialectConfig;
}

export async function buildApp(config: SandboxConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    logController: new ProbeLogController(),
  });
  const store = createStore();
  const clock = createClock();
  const scheduler = createScheduler();
  const notifier = createNotifier({ config, store, clock, scheduler, log: app.log });
  const deps: SandboxDeps = { config, store, clock, scheduler, notifier };
  // Returns fall due as sandbox time passes, not only when a test moves the clock.
  const dueWork = setInterval(() => returnDueDebits(deps, app.log), DUE_WORK_INTERVAL_MS);
  dueWork.unref();

  registerFormParser(app);
  registerErrorHandler(app);
  // Its own pages (hosted payment, 3-D Secure, results) are never framed; the hosted card field sets its own
  // policy (frame-ancestors: the shop that asked for it). Nothing is sniffed into another type.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
    if (String(reply.getHeader('content-security-policy')).includes("frame-ancestors 'none'")) {
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    clearInterval(dueWork);
    scheduler.cancelAll();
    for (const delivery of store.notifications.values()) delivery.cancelled = true;
  });

  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  await app.register(async (scope) => sdkRoutes(scope, deps));
  await app.register(async (scope) => tokenRoutes(scope, deps));
  await app.register(async (scope) => payPageRoutes(scope, deps));
  // Adyen's card fields in the browser (adyen.js and its frames): public, as Adyen's checkoutshopper origin is.
  await app.register(async (scope) => adyenWebRoutes(scope, deps));
  // Adyen's dialect checks its own X-API-Key (PSP_SANDBOX_ADYEN_API_KEY).
  await app.register(async (scope) => adyenRoutes(scope, deps));
  await app.register(async (scope) => {
    requireApiKey(scope, config.apiKey);
    await idealRoutes(scope);
    await mandateRoutes(scope, deps);
    await paymentRoutes(scope, deps);
    await payoutRoutes(scope, deps);
    await refundRoutes(scope, deps);
    await disputeRoutes(scope, deps);
    await testToolRoutes(scope, deps);
    await clockRoutes(scope, deps);
  });
  // PayPal's wire format under /paypal (README, "PayPal dialect"), its own OAuth instead of the API key.
  const paypalConfig = options.paypal ?? paypalDialectConfigOf(process.env, config.apiKey);
  await app.register(async (scope) => paypalDialect(scope, deps, paypalConfig), { prefix: PAYPAL_PREFIX });
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ error: 'NOT_FOUND' }));
  return app;
}
