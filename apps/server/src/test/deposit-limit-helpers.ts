// Deposit-limit tests: a fresh player with a monthly limit set through the platform's form, ready to deposit.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newPlayer } from './payout-helpers.ts';
import { depositTokenFor, shopOriginOf } from './test-app.ts';

/** A copy of money-de (test API) with its deposit token, and a monthly deposit limit of `monthlyLimit` when given. */
export async function newDepositor(app: FastifyInstance, monthlyLimit?: string) {
  const created = await newPlayer(app, 'money-de');
  if (monthlyLimit !== undefined) {
    const saved = await app.inject({
      method: 'POST',
      url: '/platform/deposit-limits',
      headers: {
        cookie: created.cookie,
        origin: shopOriginOf(app),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `period=month&amount=${monthlyLimit}`,
    });
    expect(saved.statusCode).toBe(303);
  }
  return { ...created, auth: `Bearer ${await depositTokenFor(app, created.cookie)}` };
}
