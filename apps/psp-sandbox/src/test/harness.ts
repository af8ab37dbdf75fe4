// Test helpers: a sandbox built for .inject(), its API-key header, tokenizing and paying in one call,
// and a real local HTTP receiver for notifications.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';

export const API_KEY = 'sk_sandbox_tests_only';
export const WEBHOOK_SECRET = 'whsec_sandbox_tests_only';
/** The secrets every test configuration passes (the sandbox has no defaults for them). */
export const TEST_SECRETS = { PSP_SANDBOX_API_KEY: API_KEY, PSP_WEBHOOK_SECRET: WEBHOOK_SECRET } as const;
export const AUTH = { authorization: `Bearer ${API_KEY}` };
export const RETURN_URL = 'http://localhost:3000/postprocessing/tid-1';
export const CANCEL_URL = 'http://localhost:3000/';
/** A future expiry, valid for years to come. */
export const FUTURE = { expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 3) };

export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return buildApp(
    loadConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent', PSP_RETRY_BASE_MS: '20', PSP_PAYOUT_SETTLE_MS: '20', ...env }),
  );
}

/** A sandbox for each test of the file, built before the test and closed after it: `app` is the running test's. */
export function appForEachTest(): { readonly app: FastifyInstance } {
  let current: FastifyInstance | undefined;
  beforeEach(async () => {
    current = await buildTestApp();
  });
  afterEach(async () => {
    await current?.close();
  });
  return {
    get app() {
      if (current === undefined) throw new Error('the sandbox is built before each test, not when the file loads');
      return current;
    },
  };
}

/**
 * What a test file's `setup()` builds: a notification receiver (answering as `answer` decides) and a sandbox with
 * `env`; both are closed after the test.
 */
export function setupForEachTest(): (
  answer?: (count: number) => number,
  env?: NodeJS.ProcessEnv,
) => Promise<{ app: FastifyInstance; receiver: Receiver }> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async (answer, env = {}) => {
    const receiver = await startReceiver(answer);
    const app = await buildTestApp(env);
    cleanups.push(() => app.close(), receiver.close);
    return { app, receiver };
  };
}

export async function tokenize(app: FastifyInstance, number: string, overrides: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/tokens',
    payload: { holder: 'Max Mustermann', number, ...FUTURE, cvc: '737', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`tokenize ${number}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string; last4: string }>();
}

export async function pay(
  app: FastifyInstance,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return postPayment(
    app,
    { reference: 'tid-1', amount: { value: 5000, currency: 'EUR' }, returnUrl: RETURN_URL, ...body },
    idempotencyKey,
  );
}

/** POST /v1/payments with the API key and, when given, an Idempotency-Key. */
function postPayment(app: FastifyInstance, payload: Record<string, unknown>, idempotencyKey: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: { ...AUTH, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload,
  });
}

export interface PaymentAnswer {
  pspReference: string;
  status: string;
  refusalCode?: string;
  action?: { type: string; url: string; method: string };
  bankTransfer?: Record<string, string>;
  recurringReference?: string;
  returnReason?: string;
  createdAt?: string;
}

export async function payWithCard(
  app: FastifyInstance,
  number: string,
  options: { tokenOverrides?: Record<string, string>; body?: Record<string, unknown> } = {},
): Promise<PaymentAnswer> {
  const { token } = await tokenize(app, number, options.tokenOverrides);
  const response = await pay(app, { method: 'card', card: { token }, ...options.body });
  return response.json<PaymentAnswer>();
}

/** A merchant-initiated charge of a stored reference: no card, sepa or returnUrl needed. */
export async function chargeAgain(
  app: FastifyInstance,
  method: string,
  reference: string,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return postPayment(
    app,
    {
      reference: 'tid-month-2',
      method,
      amount: { value: 2000, currency: 'EUR' },
      shopperInteraction: 'ContAuth',
      recurring: { reference },
      ...body,
    },
    idempotencyKey,
  );
}

/** Presses a button of the hosted (or 3-D Secure) page. */
export async function choose(app: FastifyInstance, pspReference: string, choice: string) {
  return app.inject({
    method: 'POST',
    url: `/pay/${pspReference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}`,
  });
}

/** Moves the test clock: `{advanceSeconds}` or `{now}`. */
export async function moveClock(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/v1/test/clock', headers: AUTH, payload: body });
}

export const DAY_SECONDS = 86_400;

export async function getPayment(app: FastifyInstance, pspReference: string): Promise<PaymentAnswer> {
  const response = await app.inject({ method: 'GET', url: `/v1/payments/${pspReference}`, headers: AUTH });
  return response.json<PaymentAnswer>();
}

export interface ReceivedNotification {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A notification receiver on a free local port; `answer` decides each response's status. */
export async function startReceiver(answer: (count: number) => number = () => 200) {
  const received: ReceivedNotification[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.statusCode = answer(received.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver has no TCP address');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}/deposit/psp/notifications`,
    received,
    // Kept-alive connections of the notifier's fetch would hold close() open for seconds.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Resolves once `condition` holds (a notification arrived, a delivery ended). The bound is only a backstop for
 * a condition that never comes: a loaded machine may take seconds for what takes milliseconds here.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
