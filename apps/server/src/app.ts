// buildApp(config, db): the whole HTTP server without listening. server.ts listens; tests call .inject().
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/env.ts';
import type { Db } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { depositRoutes } from './modules/deposit/deposit.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
}

/** Headers that carry credentials never reach the logs. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps: AppDeps = { config: options.config, db: options.db, clock: options.clock ?? systemClock };
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandler(app);

  await app.register(async (scope) => healthRoutes(scope, deps));
  await app.register(async (scope) => platformRoutes(scope, deps));
  await app.register(async (scope) => pagesRoutes(scope, deps));
  await app.register(async (scope) => depositRoutes(scope, deps));
  await registerWebApp(app, options.config.webDistDir);
  return app;
}
