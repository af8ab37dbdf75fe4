// The shop and the real PSP sandbox (apps/psp-sandbox), both listening on real ports so the sandbox's
// signed notifications reach the shop, with the shop's test API on: its clock (and the sandbox's, kept
// in step) starts at a chosen instant and moves forward only when the test says so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { portToListenOn } from './fake-psp.ts';
import { createTestOperator, operatorCookie } from './operator-helpers.ts';
import { balanceOf, pay, purchaseStatus, shopPackage } from './purchase-helpers.ts';
import {
  balancesOf,
  bookingsOf,
  callSignup,
  confirmByMail,
  entriesOf,
  ledgerBalanced,
  mailKinds,
  newPlayer,
  signUpFor,
  subscriptionOf,
} from './subscription-helpers.ts';
import { buildTestApp, depositAuthFor, loginAs, manualClock, TEST_SECRETS } from './test-app.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';

const SANDBOX_APP = path.join(REPO_ROOT, 'apps/psp-sandbox/src/app.ts');
const SANDBOX_ENV = path.join(REPO_ROOT, 'apps/psp-sandbox/src/config/env.ts');
export const sandboxAvailable = existsSync(SANDBOX_APP) && existsSync(SANDBOX_ENV);

export interface SandboxModules {
  buildApp(config: unknown): Promise<FastifyInstance>;
  loadConfig(env: Record<string, string>): unknown;
}

/**
 * How long `eventually` waits at most. A notification the shop refused is tried again after 50, 100, 200 … ms of
 * real time (PSP_RETRY_BASE_MS below): eight tries take 12.75 s before the machine's own delays, so a 10 s bound
 * was seen to end a chargeback test on a loaded CI machine before its second notification was booked.
 */
const EVENTUALLY_BACKSTOP_MS = 60_000;

/**
 * What `read` answers once `done` holds (a notification from the sandbox arrived), or its last answer for the
 * test to report. The bound is only a backstop: on a loaded machine delivery can take seconds.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = EVENTUALLY_BACKSTOP_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sandbox's buildApp and loadConfig, imported at run time (the server does not depend on it). */
export async function loadSandbox(): Promise<SandboxModules> {
  const app: unknown = await import(pathToFileURL(SANDBOX_APP).href);
  const env: unknown = await import(pathToFileURL(SANDBOX_ENV).href);
  const buildApp = Reflect.get(Object(app), 'buildApp');
  const loadConfig = Reflect.get(Object(env), 'loadConfig');
  if (typeof buildApp !== 'function' || typeof loadConfig !== 'function') throw new Error('sandbox exports changed');
  return { buildApp: buildApp as SandboxModules['buildApp'], loadConfig: loadConfig as SandboxModules['loadConfig'] };
}

/**
 * The PSP sandbox listening on `port` with the test secrets, notifications retried from 50 ms, payouts settled at
 * once, and `env` over those; `options` go to its buildApp (the PayPal dialect's app and webhook).
 */
export async function startSandbox(
  port: number,
  env: Record<string, string> = {},
  options?: unknown,
): Promise<FastifyInstance> {
  const modules = await loadSandbox();
  const buildSandbox = modules.buildApp as (config: unknown, options?: unknown) => Promise<FastifyInstance>;
  const sandbox = await buildSandbox(
    modules.loadConfig({
      ...TEST_SECRETS,
      PSP_SANDBOX_PORT: String(port),
      PSP_SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PSP_RETRY_BASE_MS: '50',
      PSP_PAYOUT_SETTLE_MS: '0',
      LOG_LEVEL: 'silent',
      ...env,
    }),
    options,
  );
  await sandbox.listen({ port, host: '127.0.0.1' });
  return sandbox;
}

/** The shop on `db` listening on `port`, paying through the sandbox at `sandboxUrl`, which notifies it there. */
export async function startShop(
  db: Db,
  port: number,
  sandboxUrl: string,
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<FastifyInstance> {
  const shopUrl = `http://127.0.0.1:${port}`;
  const shop = await buildTestApp(db, {
    ...options,
    config: {
      publicUrl: shopUrl,
      pspSandboxUrl: sandboxUrl,
      pspSandboxPublicUrl: sandboxUrl,
      pspNotificationUrl: `${shopUrl}/deposit/psp/notifications`,
      ...options.config,
    },
  });
  await shop.listen({ port, host: '127.0.0.1' });
  return shop;
}

export interface SandboxHarness {
  database: TestDatabase;
  shop: FastifyInstance;
  sandbox: FastifyInstance;
  shopUrl: string;
  sandboxUrl: string;
  /** Moves both clocks forward by whole days. */
  advanceDays(days: number): Promise<void>;
  /** Runs every recurring job of the shop once (bookings, retries, bonus expiry, open purchases). */
  runJobs(): Promise<Record<string, number>>;
  /** A call to the sandbox's own API (test tools: clock, mandate revocation). */
  sandboxCall(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Waits (polling the database, never a fixed sleep) until `done` holds for `read`'s value. */
  eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T>;
  /** The sandbox's token for a card `number` (Max Mustermann, 12/2034, CVC 737), as its card form makes it. */
  cardToken(number: string): Promise<string>;
  /** A new finance operator's console session, logged in at the shop's (moved) clock. */
  financeCookie(): Promise<string>;
  close(): Promise<void>;
}

/** The Adyen settings the harness gives both sides when asked for Adyen's dialect (issue 23). */
export const TEST_ADYEN = {
  apiKey: 'AQE_adyen_test_key_shop_tests',
  merchantAccount: 'GameShopTestECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  clientKey: 'test_SHOPTESTSCLIENTKEY',
  notificationUsername: 'adyen-webhook',
  notificationPassword: 'adyen-webhook-password-for-tests',
} as const;

/** The PayPal app and webhook the harness gives both sides when asked for PayPal's dialect (issue 23). */
export const TEST_PAYPAL = {
  clientId: 'shop-paypal-tests',
  clientSecret: 'paypal-secret-tests-only',
  webhookId: 'WH-SHOP-TESTS',
} as const;

export interface SandboxHarnessOptions {
  /** The Adyen codes (adyen-*) through the shop's Adyen adapter to the sandbox's Adyen dialect. */
  adyen?: boolean;
  /** The `paypal` code and PayPal payouts through the shop's PayPal adapter to the sandbox's PayPal dialect. */
  paypal?: boolean;
}

export async function startSandboxHarness(
  kind: DatabaseKind,
  start: Date,
  options: SandboxHarnessOptions = {},
): Promise<SandboxHarness> {
  const database = await openTestDatabase(kind);
  const [sandboxPort, shopPort] = [await portToListenOn(), await portToListenOn()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const sandbox = await startSandbox(
    sandboxPort,
    options.adyen === true
      ? {
          PSP_SANDBOX_ADYEN_API_KEY: TEST_ADYEN.apiKey,
          PSP_SANDBOX_ADYEN_HMAC_KEY: TEST_ADYEN.hmacKey,
          PSP_SANDBOX_ADYEN_NOTIFICATION_URL: `${shopUrl}/deposit/psp/notifications/adyen`,
          PSP_SANDBOX_ADYEN_NOTIFICATION_USERNAME: TEST_ADYEN.notificationUsername,
          PSP_SANDBOX_ADYEN_NOTIFICATION_PASSWORD: TEST_ADYEN.notificationPassword,
        }
      : {},
    options.paypal === true
      ? {
          paypal: {
            clientId: TEST_PAYPAL.clientId,
            clientSecret: TEST_PAYPAL.clientSecret,
            webhook: { id: TEST_PAYPAL.webhookId, url: `${shopUrl}/deposit/psp/notifications/paypal` },
          },
        }
      : undefined,
  );
  const shop = await startShop(database.db, shopPort, sandboxUrl, {
    clock: manualClock(start),
    config: {
      enableTestApi: true,
      // The PSP's answer is awaited, not timed: the shop's 8 s default is real time, which a loaded machine running
      // the sandbox in the same process can pass; a charge that timed out is sent again a day later, and a test
      // counting attempts then sees one too many. Time-outs are tested with injected signals (requestSignal).
      pspRequestTimeoutMs: 120_000,
      pspRoutes: [
        ...(options.adyen === true ? [{ pattern: 'adyen-*', psp: 'adyen' as const }] : []),
        ...(options.paypal === true
          ? [
              { pattern: 'paypal', psp: 'paypal' as const },
              { pattern: 'payout:paypal', psp: 'paypal' as const },
            ]
          : []),
      ],
      ...(options.adyen === true
        ? {
            adyen: {
              ...TEST_ADYEN,
              baseUrl: `${sandboxUrl}/adyen/checkout`,
              clientUrl: sandboxUrl,
              disputesBaseUrl: `${sandboxUrl}/adyen/ca/services/DisputeService`,
            },
          }
        : {}),
      ...(options.paypal === true
        ? { paypal: { ...TEST_PAYPAL, baseUrl: `${sandboxUrl}/paypal`, webUrl: sandboxUrl } }
        : {}),
    },
  });

  const moveClock = async (payload: Record<string, number>) => {
    const response = await shop.inject({ method: 'POST', url: '/platform/test/clock', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sandbox: 'synced' });
  };
  await moveClock({ advanceSeconds: 0 });

  return {
    database,
    shop,
    sandbox,
    shopUrl,
    sandboxUrl,
    advanceDays: (days) => moveClock({ advanceDays: days }),
    async runJobs() {
      const response = await shop.inject({ method: 'POST', url: '/platform/test/jobs/run' });
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    async sandboxCall(method, url, body) {
      const response = await fetch(`${sandboxUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${TEST_SECRETS.PSP_SANDBOX_API_KEY}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    eventually: (read, done) => eventually(read, done, EVENTUALLY_BACKSTOP_MS),
    async cardToken(number) {
      const response = await fetch(`${sandboxUrl}/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ holder: 'Max Mustermann', number, expiryMonth: 12, expiryYear: 2034, cvc: '737' }),
      });
      expect(response.status).toBe(201);
      return String(Reflect.get(Object(await response.json()), 'token'));
    },
    async financeCookie() {
      const operator = await createTestOperator(database.db, { roles: ['finance'] });
      const clock = await shop.inject({ method: 'GET', url: '/platform/test/clock' });
      const shopNow = new Date(clock.json<{ now: string }>().now);
      return operatorCookie(shop, operator, { now: () => shopNow });
    },
    async close() {
      // Keep-alive connections (notifications, the adapter's calls) would hold close() until they idle out.
      const closingShop = shop.close();
      shop.server.closeAllConnections();
      await closingShop;
      const closingSandbox = sandbox.close();
      sandbox.server.closeAllConnections();
      await closingSandbox;
      await database.close();
    },
  };
}

/**
 * Starts the harness before the suite's tests and closes it after them. Call it in the `describe` body; the
 * answer is filled in by the `beforeAll`: read it in tests and later hooks only.
 */
export function setUpSandboxHarness(
  kind: DatabaseKind,
  start: Date,
  options: SandboxHarnessOptions = {},
): SandboxSuite {
  const harness = {} as SandboxHarness;
  let started: SandboxHarness | undefined;
  beforeAll(async () => {
    started = await startSandboxHarness(kind, start, options);
    Object.assign(harness, started);
  });
  afterAll(async () => started?.close());
  const onShop =
    <Rest extends unknown[], Result>(step: (shop: FastifyInstance, ...rest: Rest) => Result) =>
    (...rest: Rest) =>
      step(harness.shop, ...rest);
  const onDb =
    <Rest extends unknown[], Result>(step: (db: Db, ...rest: Rest) => Result) =>
    (...rest: Rest) =>
      step(harness.database.db, ...rest);
  return Object.assign(harness, {
    newPlayer: onShop(newPlayer),
    depositAuthFor: onShop(depositAuthFor),
    loginAs: onShop(loginAs),
    shopPackage: onShop(shopPackage),
    pay: onShop(pay),
    purchaseStatus: onShop(purchaseStatus),
    signUpFor: onShop(signUpFor),
    callSignup: onShop(callSignup),
    subscriptionOf: onShop(subscriptionOf),
    confirmByMail: (userId: number) => confirmByMail(harness.shop, harness.database.db, userId),
    mailKinds: onDb(mailKinds),
    bookingsOf: onDb(bookingsOf),
    balancesOf: onDb(balancesOf),
    balanceOf: onDb(balanceOf),
    entriesOf: onDb(entriesOf),
    ledgerBalanced: () => ledgerBalanced(harness.database.db),
  });
}

/** `step` without its first parameter (the shop or the database), which the harness gives. */
type OnHarness<Step> = Step extends (first: never, ...rest: infer Rest) => infer Result
  ? (...rest: Rest) => Result
  : never;

/** setUpSandboxHarness's harness, with the purchase and saver-package steps on its shop and database. */
export interface SandboxSuite extends SandboxHarness {
  newPlayer: OnHarness<typeof newPlayer>;
  depositAuthFor: OnHarness<typeof depositAuthFor>;
  loginAs: OnHarness<typeof loginAs>;
  shopPackage: OnHarness<typeof shopPackage>;
  pay: OnHarness<typeof pay>;
  purchaseStatus: OnHarness<typeof purchaseStatus>;
  signUpFor: OnHarness<typeof signUpFor>;
  callSignup: OnHarness<typeof callSignup>;
  subscriptionOf: OnHarness<typeof subscriptionOf>;
  confirmByMail(userId: number): ReturnType<typeof confirmByMail>;
  mailKinds: OnHarness<typeof mailKinds>;
  bookingsOf: OnHarness<typeof bookingsOf>;
  balancesOf: OnHarness<typeof balancesOf>;
  balanceOf: OnHarness<typeof balanceOf>;
  entriesOf: OnHarness<typeof entriesOf>;
  /** subscription-helpers' ledgerBalanced: every transaction and the whole ledger sum to zero. */
  ledgerBalanced(): Promise<boolean>;
}
