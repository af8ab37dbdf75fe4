// What every module needs from the app: configuration, database, clock, logger and the payment provider.
// Passed explicitly, never global.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { TestClock } from './lib/test-clock.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
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
}

export function authDepsOf(deps: AppDeps): AuthDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
    tokenTtlSeconds: deps.config.tokenTtlSeconds,
    depositTokenCacheSeconds: deps.config.depositTokenCacheSeconds,
    loginThrottle: {
      maxFailuresPerAccount: deps.config.loginMaxFailuresPerAccount,
      maxFailuresPerAddress: deps.config.loginMaxFailuresPerAddress,
      windowSeconds: deps.config.loginFailureWindowSeconds,
    },
  };
}
