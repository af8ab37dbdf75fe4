// Builds the app on a test database and logs players in through the real login form.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentProviderAdapter } from '../modules/payments/payment-provider.ts';
import { FAKE_API_KEY, FAKE_WEBHOOK_SECRET, TEST_PAYMENT_DATA_KEY } from './fake-psp.ts';
import { closeAppAtFileEnd, openForSuite } from './file-end.ts';
import { IN_PROCESS_APP_ENV } from './in-process-env.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';

/** The secrets every test passes explicitly (the fake PSP and the real sandbox in tests use the same). */
export const TEST_SECRETS = {
  PSP_SANDBOX_API_KEY: FAKE_API_KEY,
  PSP_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  PAYMENT_DATA_KEY: TEST_PAYMENT_DATA_KEY,
} as const;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      ...TEST_SECRETS,
      ...IN_PROCESS_APP_ENV,
      DATA_DIR: '/nonexistent/test-data',
      // Suites change the catalogue in the database between calls; catalogue-cache.test.ts turns the cache on.
      CATALOGUE_CACHE_SECONDS: '0',
      // Suites block players in the database between calls; deposit-token-cache.test.ts turns the cache on.
      DEPOSIT_TOKEN_CACHE_SECONDS: '0',
      // Suites buy the same package back to back as set-up; purchase-repeat.test.ts turns the repeat guard on.
      PURCHASE_REPEAT_WINDOW_SECONDS: '0',
    }),
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()): Clock & { advanceSeconds(seconds: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds: (seconds) => {
      now += seconds * 1000;
    },
  };
}

export async function buildTestApp(
  db: Db,
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    logStream?: { write(line: string): void };
    paymentProvider?: PaymentProviderAdapter;
  } = {},
): Promise<FastifyInstance> {
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    db,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
    ...(options.paymentProvider === undefined ? {} : { paymentProvider: options.paymentProvider }),
  });
  closeAppAtFileEnd(app);
  await app.ready();
  shopOrigins.set(app, new URL(config.publicUrl).origin);
  return app;
}

/** What a suite on a test app works with, filled in by its `beforeAll`. */
export interface TestAppContext {
  database: TestDatabase;
  /** `database.db`. */
  db: Db;
  app: FastifyInstance;
}

/**
 * Opens a database of `kind` and the app on it built with `options` (buildTestApp) before the suite's tests, and
 * closes both after them. Call it in the `describe` body; read the fields in tests and later hooks only.
 */
export function setUpTestApp(kind: DatabaseKind, options: Parameters<typeof buildTestApp>[1] = {}): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.database = await openTestDatabase(kind);
    context.db = context.database.db;
    context.app = await buildTestApp(context.db, options);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * Another app on the suite's database (`context`, from setUpTestApp), built with `options` after the suite's own
 * and closed before the database. Call it in the `describe` body after setUpTestApp; read `app` in tests only.
 */
export function setUpAnotherApp(
  context: TestAppContext,
  options: Parameters<typeof buildTestApp>[1] = {},
): { readonly app: FastifyInstance } {
  const opened = openForSuite(() => buildTestApp(context.db, options));
  return {
    get app() {
      return opened.current;
    },
  };
}

/** setUpTestApp, and `behindProxy`: a second app on the same database, behind a proxy at 127.0.0.1 (TRUST_PROXY). */
export function setUpTestAppBehindProxy(
  kind: DatabaseKind,
  options: Parameters<typeof buildTestApp>[1] = {},
): TestAppContext & { behindProxy: FastifyInstance } {
  const context = setUpTestApp(kind, options) as TestAppContext & { behindProxy: FastifyInstance };
  beforeAll(async () => {
    context.behindProxy = await buildTestApp(context.db, {
      ...options,
      config: { ...options.config, trustProxy: ['127.0.0.1'] },
    });
  });
  afterAll(async () => context.behindProxy?.close());
  return context;
}

/** Where a login comes from: the client's address, what a proxy says it forwarded, the app it reaches (else the suite's). */
export interface LoginSource {
  remoteAddress: string;
  forwardedFor?: string;
  via?: FastifyInstance;
}

/** POSTs a login `payload` (of `contentType`) to `url` from `from`, with the shop's own origin (the throttle suites). */
export function postLoginFrom(
  app: FastifyInstance,
  from: LoginSource,
  url: string,
  contentType: string,
  payload: string | Record<string, unknown>,
) {
  const target = from.via ?? app;
  return target.inject({
    method: 'POST',
    url,
    remoteAddress: from.remoteAddress,
    headers: {
      'content-type': contentType,
      origin: shopOriginOf(target),
      ...(from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor }),
    },
    payload,
  });
}

const shopOrigins = new WeakMap<FastifyInstance, string>();

/** The shop's own origin (PUBLIC_URL) of a test app: the `Origin` a page of the shop sends with its posts. */
export function shopOriginOf(app: FastifyInstance): string {
  return shopOrigins.get(app) ?? new URL(testConfig().publicUrl).origin;
}

/** Logs in with the demo password and returns the Cookie header value for later requests. */
export async function loginAs(app: FastifyInstance, userName: string, password = 'demo1234'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/platform/login',
    payload: new URLSearchParams({ userName, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopOriginOf(app) },
  });
  expect(response.statusCode).toBe(303);
  const cookie = response.cookies.find((candidate) => candidate.name === 'gd_session');
  if (cookie === undefined) throw new Error(`login as ${userName} set no session cookie`);
  return `gd_session=${cookie.value}`;
}

export async function depositTokenFor(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/gd/rest/oauth2/auth/classic/deposit?ts=1',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Cookie and bearer token of a player, ready for /deposit/* calls. */
export async function depositAuthFor(app: FastifyInstance, userName: string) {
  const cookie = await loginAs(app, userName);
  const token = await depositTokenFor(app, cookie);
  return { cookie, authorization: `Bearer ${token}` };
}
