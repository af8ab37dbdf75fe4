// Payout tests: fresh players from the test-support API, the password step-up, payout requests, and the
// ledger facts every payout test asserts (balances per account kind, every transaction summing to zero).
import { opsPayoutAnswerSchema } from '@shop/contracts/ops-payouts';
import { payoutAuthResponseSchema, payoutInfoSchema, payoutResponseSchema } from '@shop/contracts/payout';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config/env.ts';
import type { Db, LedgerAccountKind } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { sumPlayerBalance } from '../modules/ledger/ledger.repository.ts';
import { createPaymentServices } from '../modules/payments/payment-services.ts';
import { SandboxAdapter } from '../modules/payments/sandbox-adapter.ts';
import { manualPspTimeout } from './fake-psp.ts';
import { createTestOperator, operatorCookie, opsHeaders } from './operator-helpers.ts';
import { ledgerBalanced, type PaymentAppContext, setUpPaymentApp } from './purchase-helpers.ts';
import { loginAs, shopOriginOf, testConfig } from './test-app.ts';
import type { DatabaseKind } from './test-database.ts';

export const GOOD_IBAN = 'DE89370400440532013000';
/** A valid Dutch IBAN: outside Germany the BIC is required. */
export const NL_IBAN = 'NL91ABNA0417164300';

export interface TestPlayer {
  userName: string;
  userId: number;
  cookie: string;
}

/** A copy of a seeded player (POST /platform/test/players; the app needs enableTestApi), logged in. */
export async function newPlayer(
  app: FastifyInstance,
  template: string,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  const response = await app.inject({
    method: 'POST',
    url: '/platform/test/players',
    payload: { template, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { userName, userId } = response.json() as { userName: string; userId: number };
  return { userName, userId, cookie: await loginAs(app, userName) };
}

export function payoutAuth(app: FastifyInstance, cookie: string, password = 'demo1234', remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/gd/rest/oauth2/auth',
    headers: { cookie, origin: shopOriginOf(app) },
    payload: { password, type: 'payout' },
    remoteAddress,
  });
}

export async function payoutTokenFor(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await payoutAuth(app, cookie);
  expect(response.statusCode).toBe(200);
  const body = payoutAuthResponseSchema.parse(response.json());
  if (body.token === null) throw new Error(`no payout token: ${response.body}`);
  return body.token;
}

export async function payoutInfo(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/gd/rest/payout', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return payoutInfoSchema.parse(response.json());
}

export const bankPayout = (withdrawable: number, account: Record<string, string> = {}) => ({
  paytype: 'banktransfer' as const,
  withdrawable,
  provider: { holder: 'Max Mustermann', iban: GOOD_IBAN, ...account },
});

export const paypalPayout = (withdrawable: number, accountName?: string) => ({
  paytype: 'paypal' as const,
  withdrawable,
  provider: accountName === undefined ? {} : { accountName },
});

export function postPayout(app: FastifyInstance, cookie: string, token: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/gd/rest/payout',
    headers: { cookie, origin: shopOriginOf(app), ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    payload: body as Record<string, unknown>,
  });
}

/** A payout request with a fresh token, answered 200; returns the parsed answer. */
export async function payOut(app: FastifyInstance, player: TestPlayer, body: unknown) {
  const response = await postPayout(app, player.cookie, await payoutTokenFor(app, player.cookie), body);
  expect(response.statusCode, response.body).toBe(200);
  return payoutResponseSchema.parse(response.json());
}

export async function accountBalance(
  db: Db,
  player: { userId: number },
  kind: LedgerAccountKind,
  currency = 'EUR',
): Promise<number> {
  return sumPlayerBalance(db, { userId: player.userId, currency, kinds: [kind] });
}

/** Withdrawable and pending_payout of a player. */
export async function payoutBalances(db: Db, player: { userId: number }, currency = 'EUR') {
  const [withdrawable, pending] = await Promise.all([
    accountBalance(db, player, 'withdrawable', currency),
    accountBalance(db, player, 'pending_payout', currency),
  ]);
  return { withdrawable, pending };
}

/** Every payout test asserts it: the one check, kept with the purchase helpers. */
export { ledgerBalanced } from './purchase-helpers.ts';

export async function payoutRow(db: Db, publicId: string) {
  return db.selectFrom('payouts').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();
}

/** The app's dependencies for calling services directly (reconciler rounds, the concurrency test). */
export function appDepsFor(
  app: FastifyInstance,
  db: Db,
  pspUrl: string,
  options: { clock?: Clock; config?: Partial<Config> } = {},
): AppDeps {
  const clock = options.clock ?? systemClock;
  const config = testConfig({ pspSandboxUrl: pspUrl, pspRequestTimeoutMs: 10_000, ...options.config });
  const adapter = new SandboxAdapter({
    baseUrl: pspUrl,
    apiKey: config.pspApiKey,
    webhookSecret: config.pspWebhookSecret,
    timeoutMs: config.pspRequestTimeoutMs,
    // No wall-clock time-out in tests (see buildPaymentTestApp).
    requestSignal: manualPspTimeout().signal,
  });
  return { config, db, clock, log: app.log, payments: createPaymentServices(adapter, clock, () => {}) };
}

/** A finance operator's console session (the ops API's approve and reject), logged in on the app's clock. */
export async function financeSession(app: FastifyInstance, db: Db, clock: Clock = systemClock): Promise<string> {
  const operator = await createTestOperator(db, { roles: ['finance'] });
  return operatorCookie(app, operator, clock);
}

/** What a payout suite works with, filled in by its `beforeAll`. */
export interface PayoutTestContext extends PaymentAppContext {
  /** A finance operator's session: a player's first payout waits for its approval (issue 12). */
  finance: string;
  /** The helpers of this file on the suite's app, database and finance session. */
  newPlayer(template: string, overrides?: Record<string, unknown>): Promise<TestPlayer>;
  payoutInfo(cookie: string): ReturnType<typeof payoutInfo>;
  payOut(player: TestPlayer, body: unknown): ReturnType<typeof payOut>;
  payOutApproved(player: TestPlayer, body: unknown): ReturnType<typeof payOutApproved>;
  payoutBalances(player: { userId: number }, currency?: string): ReturnType<typeof payoutBalances>;
  payoutRow(publicId: string): ReturnType<typeof payoutRow>;
  ledgerBalanced(): Promise<boolean>;
}

/**
 * setUpPaymentApp with the test API on and the app on `clock`, and a finance operator logged in on it before the
 * suite's tests. Call it in the `describe` body; read the fields and call the helpers in tests only.
 */
export function setUpPayoutTests(kind: DatabaseKind, clock: Clock): PayoutTestContext {
  const app = setUpPaymentApp(kind, { clock, config: { enableTestApi: true } });
  const context: PayoutTestContext = Object.assign(app, {
    finance: '',
    newPlayer: (template: string, overrides?: Record<string, unknown>) => newPlayer(app.app, template, overrides),
    payoutInfo: (cookie: string) => payoutInfo(app.app, cookie),
    payOut: (player: TestPlayer, body: unknown) => payOut(app.app, player, body),
    payOutApproved: (player: TestPlayer, body: unknown) => payOutApproved(app.app, context.finance, player, body),
    payoutBalances: (player: { userId: number }, currency?: string) => payoutBalances(app.db, player, currency),
    payoutRow: (publicId: string) => payoutRow(app.db, publicId),
    ledgerBalanced: () => ledgerBalanced(app.db),
  });
  beforeAll(async () => {
    context.finance = await financeSession(context.app, context.db, clock);
  });
  return context;
}

/** POST /ops/api/payouts/:publicId/approve with a finance operator's session. */
export function approveInReview(app: FastifyInstance, financeCookie: string, publicId: string) {
  return app.inject({
    method: 'POST',
    url: `/ops/api/payouts/${publicId}/approve`,
    headers: opsHeaders(app, financeCookie),
    payload: {},
  });
}

/** POST /ops/api/payouts/:publicId/reject {reason} with a finance operator's session. */
/** Rejects a payout in review with a reason code (default `other`, which needs the note) and the team's note. */
export function rejectInReview(
  app: FastifyInstance,
  financeCookie: string,
  publicId: string,
  note: unknown,
  reasonCode: unknown = 'other',
) {
  return app.inject({
    method: 'POST',
    url: `/ops/api/payouts/${publicId}/reject`,
    headers: opsHeaders(app, financeCookie),
    payload: { reasonCode, note },
  });
}

/**
 * A player's first payout as it happens now (issue 12): requested, held in REVIEW (nothing at the PSP yet),
 * then approved by a finance operator, which sends it to the PSP. Answers like payOut, with the payout's state
 * after the approval (PENDING, or already final when the PSP answered so).
 */
export async function payOutApproved(app: FastifyInstance, financeCookie: string, player: TestPlayer, body: unknown) {
  const answer = await payOut(app, player, body);
  if (answer.payout === null) return answer;
  expect(answer.payout.state).toBe('REVIEW');
  const approved = await approveInReview(app, financeCookie, answer.payout.id);
  expect(approved.statusCode, approved.body).toBe(200);
  const { state } = opsPayoutAnswerSchema.parse(approved.json()).payout;
  if (state !== 'PENDING' && state !== 'SETTLED' && state !== 'FAILED') throw new Error(`approved into ${state}`);
  return { ...answer, payout: { ...answer.payout, state } };
}
