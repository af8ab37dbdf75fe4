// Purchase tests: an app wired to a fake PSP, packages from the real shop answer, the pay and status calls,
// and balances read from the ledger.
import { type PurchaseDetails, type PurchaseRequest, purchaseResultSchema } from '@shop/contracts/purchase';
import { type Purchasable, shopResponseSchema } from '@shop/contracts/shop';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { getPlayerBalance } from '../modules/ledger/ledger.service.ts';
import { notificationHeaders } from '../modules/payments/notification-signature.ts';
import { SandboxAdapter } from '../modules/payments/sandbox-adapter.ts';
import {
  FAKE_WEBHOOK_SECRET,
  type FakePsp,
  type ManualPspTimeout,
  manualPspTimeout,
  startFakePsp,
} from './fake-psp.ts';
import type { StatementCounter } from './statement-counter.ts';
import { buildTestApp, depositAuthFor, shopOriginOf, testConfig } from './test-app.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The app on `db`, paying through `fake`. Its PSP requests time out only when the test fires `pspTimeout`
 * (a loaded machine never turns a slow answer into a time-out); `pspRequestTimeoutMs` still bounds how long
 * a request waits for another one's PSP call.
 */
export async function buildPaymentTestApp(
  db: Db,
  fake: FakePsp,
  options: {
    clock?: Clock;
    config?: Partial<Config>;
    logStream?: { write(line: string): void };
    pspTimeout?: ManualPspTimeout;
  } = {},
): Promise<FastifyInstance> {
  const { pspTimeout = manualPspTimeout(), ...rest } = options;
  const config: Partial<Config> = {
    pspSandboxUrl: fake.url,
    pspSandboxPublicUrl: 'http://psp.example',
    pspRequestTimeoutMs: 10_000,
    ...options.config,
  };
  const { pspApiKey, pspWebhookSecret } = testConfig(config);
  const paymentProvider = new SandboxAdapter({
    baseUrl: config.pspSandboxUrl ?? fake.url,
    apiKey: pspApiKey,
    webhookSecret: pspWebhookSecret,
    timeoutMs: config.pspRequestTimeoutMs ?? 10_000,
    requestSignal: pspTimeout.signal,
  });
  return buildTestApp(db, { ...rest, config, paymentProvider });
}

/** What a suite paying through a fake PSP works with, filled in by its `beforeAll`. */
export interface PaymentDatabaseContext {
  database: TestDatabase;
  /** `database.db`. */
  db: Db;
  fake: FakePsp;
  /** ledgerFacts in the suite's database. */
  ledgerFacts(tid: string): ReturnType<typeof ledgerFacts>;
  /** ledgerBalanced of the suite's database. */
  ledgerBalanced(): Promise<boolean>;
  /** balanceOf in the suite's database. */
  balanceOf(userName: string, currency?: string): ReturnType<typeof balanceOf>;
  /** countPurchases in the suite's database. */
  countPurchases(userName: string): Promise<number>;
}

/**
 * Opens a database of `kind` (its statements counted by `counter` when given) and a fake PSP before the suite's
 * tests, and closes both after them: for suites that build their payment apps themselves. Call it in the `describe`
 * body; read the fields in tests only.
 */
export function setUpPaymentDatabase(kind: DatabaseKind, counter?: StatementCounter): PaymentDatabaseContext {
  const context = {} as PaymentDatabaseContext;
  beforeAll(async () => {
    context.database = await openTestDatabase(kind, { counter });
    context.db = context.database.db;
    context.fake = await startFakePsp();
  });
  afterAll(async () => {
    await context.fake?.close();
    await context.database?.close();
  });
  return Object.assign(context, {
    ledgerFacts: (tid: string) => ledgerFacts(context.db, tid),
    ledgerBalanced: () => ledgerBalanced(context.db),
    balanceOf: (userName: string, currency?: string) => balanceOf(context.db, userName, currency),
    countPurchases: (userName: string) => countPurchases(context.db, userName),
  });
}

/** What a suite on a payment app works with, filled in by its `beforeAll`. */
export interface PaymentAppContext extends PaymentDatabaseContext {
  app: FastifyInstance;
  /** shopPackage on the suite's app. */
  shopPackage(authorization: string, price: number, subscription?: boolean): Promise<Purchasable>;
  /** pay on the suite's app. */
  pay(authorization: string, body: unknown, key?: string): ReturnType<typeof pay>;
  /** payOk on the suite's app. */
  payOk(authorization: string, body: unknown, key?: string): ReturnType<typeof payOk>;
  /** purchaseStatus on the suite's app. */
  purchaseStatus(authorization: string, tid: string): ReturnType<typeof purchaseStatus>;
  /** postNotification to the suite's app. */
  postNotification(notification: { payload: string; headers: Record<string, string> }): ReturnType<typeof pay>;
  /** notifyAt to the suite's app. */
  notifyAt(clock: Clock, notification: { payload: string }): ReturnType<typeof pay>;
}

/** buildPaymentTestApp's options, and the counter of the database's statements (openTestDatabase). */
export type PaymentAppOptions = Parameters<typeof buildPaymentTestApp>[2] & { counter?: StatementCounter };

/**
 * setUpPaymentDatabase, and a payment app built with `options` (buildPaymentTestApp) before the suite's tests,
 * closed after them. Call it in the `describe` body; read the fields in tests only.
 */
export function setUpPaymentApp(kind: DatabaseKind, options: PaymentAppOptions = {}): PaymentAppContext {
  const { counter, ...appOptions } = options;
  const context = setUpPaymentDatabase(kind, counter) as PaymentAppContext;
  beforeAll(async () => {
    context.app = await buildPaymentTestApp(context.db, context.fake, appOptions);
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return Object.assign(context, {
    shopPackage: (authorization: string, price: number, subscription?: boolean) =>
      shopPackage(context.app, authorization, price, subscription),
    pay: (authorization: string, body: unknown, key?: string) => pay(context.app, authorization, body, key),
    payOk: (authorization: string, body: unknown, key?: string) => payOk(context.app, authorization, body, key),
    purchaseStatus: (authorization: string, tid: string) => purchaseStatus(context.app, authorization, tid),
    postNotification: (notification: { payload: string; headers: Record<string, string> }) =>
      postNotification(context.app, notification),
    notifyAt: (clock: Clock, notification: { payload: string }) => notifyAt(context.app, clock, notification),
  });
}

/** What a purchase suite works with, filled in by its `beforeAll`. */
export interface PaymentTestContext extends PaymentAppContext {
  /** The authorization header of `money-de`. */
  auth: string;
}

/**
 * setUpPaymentApp (the app built with `options`), and `money-de` logged in before the suite's tests. Call it in the
 * `describe` body; read the fields in tests only.
 */
export function setUpPaymentTests(kind: DatabaseKind, options: PaymentAppOptions = {}): PaymentTestContext {
  const context = setUpPaymentApp(kind, options) as PaymentTestContext;
  beforeAll(async () => {
    context.auth = (await depositAuthFor(context.app, 'money-de')).authorization;
  });
  return context;
}

/** A package of the player's shop answer, as the purchase request sends it (without the local id). */
export async function shopPackage(
  app: FastifyInstance,
  authorization: string,
  price: number,
  subscription = false,
): Promise<Purchasable> {
  const response = await app.inject({
    method: 'GET',
    url: '/deposit/shop?currencyType=REAL',
    headers: { authorization },
  });
  const shop = shopResponseSchema.parse(response.json());
  const found = shop.purchasables.find((item) => item.price === price && item.subscription === subscription);
  if (found === undefined) throw new Error(`no package priced ${price}`);
  const { id: _id, ...purchasable } = found;
  return purchasable;
}

export function purchaseBody(
  provider: PurchaseRequest['provider'],
  purchasable: Purchasable,
  details?: PurchaseRequest['details'],
): PurchaseRequest {
  return {
    provider,
    purchasable,
    locale: 'de-DE',
    resultUrl: `${BODY_ORIGIN}/postprocessing`,
    cancelUrl: `${BODY_ORIGIN}/`,
    expressSubscribe: false,
    ...(details === undefined ? {} : { details }),
  };
}

export const cardDetails = (token = 'tok_success', updateData = false) => ({
  card: { token, holder: 'Max Mustermann', updateData },
});

/** A new Visa card (…4242, expiring in December) the player keeps, as the card form sends it after tokenizing. */
export const keptCardDetails = (token = 'tok_success', expiryYear = 2034): PurchaseDetails => ({
  card: {
    token,
    holder: 'Max Mustermann',
    updateData: true,
    last4: '4242',
    brand: 'visa',
    expiryMonth: 12,
    expiryYear,
  },
});

const BODY_ORIGIN = 'http://localhost:3000';

/** purchaseBody's return and cancel URLs on the app's own origin, as the shop page served from PUBLIC_URL sends them. */
function fromShopPage(app: FastifyInstance, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const rebased: Record<string, unknown> = { ...body };
  for (const key of ['resultUrl', 'cancelUrl']) {
    const value = rebased[key];
    if (typeof value === 'string' && value.startsWith(`${BODY_ORIGIN}/`)) {
      rebased[key] = `${shopOriginOf(app)}${value.slice(BODY_ORIGIN.length)}`;
    }
  }
  return rebased;
}

export function pay(app: FastifyInstance, authorization: string, body: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/deposit/shop/purchases',
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: fromShopPage(app, body) as Record<string, unknown>,
  });
}

export async function payOk(
  app: FastifyInstance,
  authorization: string,
  body: unknown,
  key: string = crypto.randomUUID(),
) {
  const response = await pay(app, authorization, body, key);
  if (response.statusCode !== 200) throw new Error(`pay answered ${response.statusCode}: ${response.body}`);
  return purchaseResultSchema.parse(response.json());
}

/** Posts a notification the fake PSP signed (its payload and headers) to the shop. */
export function postNotification(
  app: FastifyInstance,
  notification: { payload: string; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: '/deposit/psp/notifications',
    headers: notification.headers,
    payload: notification.payload,
  });
}

/** Posts a fake PSP notification to the shop signed at `clock`'s time (the signature's timestamp must be recent). */
export function notifyAt(app: FastifyInstance, clock: Clock, { payload }: { payload: string }) {
  return app.inject({
    method: 'POST',
    url: '/deposit/psp/notifications',
    payload,
    headers: {
      ...notificationHeaders(FAKE_WEBHOOK_SECRET, payload, Math.floor(clock.now().getTime() / 1000)),
      'content-type': 'application/json',
    },
  });
}

export function purchaseStatus(app: FastifyInstance, authorization: string, tid: string) {
  return app.inject({ method: 'GET', url: `/deposit/shop/purchases/${tid}`, headers: { authorization } });
}

export async function userIdOf(db: Db, userName: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  return row.id;
}

export async function balanceOf(db: Db, userName: string, currency = 'EUR') {
  return getPlayerBalance(db, await userIdOf(db, userName), currency);
}

/** True when every ledger transaction sums to zero per currency. */
export async function ledgerBalanced(db: Db): Promise<boolean> {
  const unbalanced = await sql<{ transaction_id: string }>`
    select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount) <> 0`.execute(db);
  return unbalanced.rows.length === 0;
}

/** Ledger transactions of a purchase's credit, and whether every transaction in the ledger sums to zero. */
export async function ledgerFacts(db: Db, tid: string) {
  const credits = await db
    .selectFrom('ledger_references')
    .select('transaction_id')
    .where('reference', '=', `purchase:${tid}`)
    .execute();
  return { credits: credits.length, balanced: await ledgerBalanced(db) };
}

export async function countPurchases(db: Db, userName: string): Promise<number> {
  const row = await db
    .selectFrom('purchases')
    .innerJoin('users', 'users.id', 'purchases.user_id')
    .select(sql<string>`count(*)::text`.as('count'))
    .where('users.user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
