// Operators for tests: create one with known password and TOTP secret, log in through POST /ops/api/login with
// the code of the app's clock, and the headers of a same-site console request.
import { randomBytes } from 'node:crypto';
import type { OperatorLanguage, OperatorRole } from '@shop/contracts/operator';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { createOperator } from '../modules/operators/operators.service.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt, totpStepAt } from '../modules/operators/totp.ts';
import { TEST_PAYMENT_DATA_KEY } from './fake-psp.ts';
import { shopOriginOf } from './test-app.ts';
import { TEST_PASSWORD_COST } from './test-password.ts';

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
}

export async function createTestOperator(
  db: Db,
  options: {
    roles: readonly OperatorRole[];
    email?: string;
    password?: string;
    language?: OperatorLanguage;
    /** created_at: the app's clock when the test moves it (the system clock's now by default). */
    at?: Date;
  },
): Promise<TestOperator> {
  const email = options.email ?? `op-${randomBytes(4).toString('hex')}@ops.example`;
  const password = options.password ?? 'operator-password';
  const created = await createOperator(db, TEST_PAYMENT_DATA_KEY, {
    email,
    displayName: email.split('@')[0] ?? email,
    password,
    roles: options.roles,
    language: options.language ?? 'en',
    at: options.at ?? new Date(),
    passwordCost: TEST_PASSWORD_COST,
  });
  if (!created.ok) throw new Error(`operator ${email} exists already`);
  return { id: created.id, email: email.toLowerCase(), password, totpSecret: created.totpSecret };
}

/** The last TOTP step each test operator logged in with (a code is accepted once). */
const usedSteps = new WeakMap<TestOperator, number>();

/**
 * The operator's authenticator code for `clock` not used yet by this helper (the current step's, else the next
 * one's, which the server accepts too); throws when both were used: move the clock on.
 */
export function nextTotpCode(operator: TestOperator, clock: Clock = systemClock): string {
  const now = clock.now();
  const current = totpStepAt(now);
  const used = usedSteps.get(operator);
  const step = used === undefined || used < current ? current : used + 1;
  if (step > current + 1) throw new Error(`${operator.email} used two codes this TOTP step: move the clock on`);
  usedSteps.set(operator, step);
  return totpCodeAt(operator.totpSecret, new Date(now.getTime() + (step - current) * TOTP_PERIOD_SECONDS * 1000));
}

/** POSTs `payload` with the operator's next TOTP code for `clock` (nextTotpCode) to `url`; expects 200. */
async function postWithNextTotp(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  operator: TestOperator,
  clock: Clock,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers,
    payload: { ...payload, totp: nextTotpCode(operator, clock) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** POST /ops/api/session/totp with the operator's next code: a fresh TOTP for money actions. */
export async function freshTotp(
  app: FastifyInstance,
  operator: TestOperator,
  cookie: string,
  clock: Clock = systemClock,
): Promise<void> {
  await postWithNextTotp(app, '/ops/api/session/totp', opsHeaders(app, cookie), {}, operator, clock);
}

/**
 * Logs the operator in (the code computed for `clock`, which must be the app's clock; the system clock by default)
 * and returns the Cookie header value `shop_ops=…`. A code is accepted once, so a second login within the same
 * 30 s step uses the next step's code (the server accepts ±1 step); a third one needs the clock moved on.
 */
export async function operatorCookie(
  app: FastifyInstance,
  operator: TestOperator,
  clock: Clock = systemClock,
): Promise<string> {
  const response = await postWithNextTotp(
    app,
    '/ops/api/login',
    { origin: shopOriginOf(app), 'content-type': 'application/json' },
    { email: operator.email, password: operator.password },
    operator,
    clock,
  );
  const cookie = response.cookies.find((candidate) => candidate.name === 'shop_ops');
  if (cookie === undefined) throw new Error(`login of ${operator.email} set no shop_ops cookie`);
  return `shop_ops=${cookie.value}`;
}

/** Cookie, same-site Origin and JSON content type: what the console sends. A POST without a body needs `payload: {}`. */
export function opsHeaders(app: FastifyInstance, cookie: string): Record<string, string> {
  return { cookie, origin: shopOriginOf(app), 'content-type': 'application/json' };
}
