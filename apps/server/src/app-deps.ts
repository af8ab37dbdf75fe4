// What every module needs from the app: configuration, database, clock, logger and the payment provider.
// Passed explicitly, never global.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { TestClock } from './lib/test-clock.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import { throttleSettingsOf } from './modules/auth/auth-throttle.ts';
import type { JobHealth } from './modules/metrics/job-health.ts';
import type { ShopMetrics } from './modules/metrics/shop-metrics.ts';
import type { PaymentServices } from './modules/payments/payment-services.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** For work outside a request's own log (background checks, state changes reported by the PSP). */
  log: FastifyBaseLogger;
  payments: PaymentServices;
  /** Only with ENABLE_TEST_API: the clock the test-support API moves (the same object as `clock`). */
  testClock?: TestClock;
  /** Prometheus counters (modules/metrics); absent in deps built by hand (unit tests): nothing is counted. */
  metrics?: ShopMetrics;
  /** How the recurring jobs of this process fare (metrics' job lag, the reconciler-errors alert). */
  jobHealth?: JobHealth;
}

export function authDepsOf(deps: AppDeps): AuthDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
    tokenTtlSeconds: deps.config.tokenTtlSeconds,
    depositTokenCacheSeconds: deps.config.depositTokenCacheSeconds,
    loginThrottle: throttleSettingsOf(deps.config, 'player-login'),
  };
}
