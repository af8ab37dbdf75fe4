// What every module needs from the app: configuration, database and clock. Passed explicitly, never global.
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
}

export function authDepsOf(deps: AppDeps): AuthDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
    tokenTtlSeconds: deps.config.tokenTtlSeconds,
  };
}
