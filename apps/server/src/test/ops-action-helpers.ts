// Back-office action tests (refunds, deposit blocks, cancellations): an app on a fake PSP with a finance and a
// support operator logged in, a player with a credited card deposit, game play booked in the ledger, and the
// audit entries of a subject.

import { bookingDate, minimumTermEndDate } from '@shop/domain/subscription';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { ensureAccount, lockAccount, writeLedgerTransaction } from '../modules/ledger/ledger.repository.ts';
import { getPlayerBalance } from '../modules/ledger/ledger.service.ts';
import { createTestOperator, operatorCookie, opsHeaders, type TestOperator } from './operator-helpers.ts';
import { newPlayer, type TestPlayer } from './payout-helpers.ts';
import {
  cardDetails,
  ledgerBalanced,
  type PaymentAppContext,
  payOk,
  purchaseBody,
  setUpPaymentApp,
  shopPackage,
} from './purchase-helpers.ts';
import { depositAuthFor } from './test-app.ts';
import type { DatabaseKind } from './test-database.ts';

export interface OpsActionContext extends PaymentAppContext {
  finance: TestOperator;
  /** A second finance operator: the checker of four-eyes approvals (issue 25 point 4). */
  checker: TestOperator;
  support: TestOperator;
  /** Cookie headers of the logged-in operators. */
  financeCookie: string;
  checkerCookie: string;
  supportCookie: string;
  /** opsPost on the suite's app. */
  opsPost(cookie: string, url: string, payload: unknown): ReturnType<typeof opsPost>;
  /** creditedCardDeposit on the suite's app and database. */
  creditedCardDeposit(price?: number): Promise<CreditedDeposit>;
  /** newActivePackage on the suite's app and database. */
  newActivePackage(startDate: string, bookings: number): ReturnType<typeof newActivePackage>;
  /** playAway in the suite's database. */
  playAway(userId: number, kind: 'withdrawable' | 'bonus', amount: number, at?: Date): Promise<void>;
  /** balances in the suite's database. */
  balances(userId: number): ReturnType<typeof balances>;
  /** auditOf in the suite's database. */
  auditOf(subjectType: string, subjectId: string): ReturnType<typeof auditOf>;
}

/** Opens the database, the fake PSP and the app (test API on) before the suite, and closes them after it. */
export function setUpOpsActionTests(
  kind: DatabaseKind,
  options: {
    clock?: Clock;
    config?: Partial<Config>;
  } = {},
): OpsActionContext {
  const context = setUpPaymentApp(kind, {
    config: { enableTestApi: true, ...options.config },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  }) as OpsActionContext;
  beforeAll(async () => {
    context.finance = await createTestOperator(context.db, { roles: ['finance'] });
    context.checker = await createTestOperator(context.db, { roles: ['finance'] });
    context.support = await createTestOperator(context.db, { roles: ['support'] });
    context.financeCookie = await operatorCookie(context.app, context.finance, options.clock);
    context.checkerCookie = await operatorCookie(context.app, context.checker, options.clock);
    context.supportCookie = await operatorCookie(context.app, context.support, options.clock);
  });
  return Object.assign(context, {
    opsPost: (cookie: string, url: string, payload: unknown) => opsPost(context.app, cookie, url, payload),
    creditedCardDeposit: (price?: number) => creditedCardDeposit(context.app, context.db, price),
    newActivePackage: (startDate: string, bookings: number) => newActivePackage(context, startDate, bookings),
    playAway: (userId: number, kind: 'withdrawable' | 'bonus', amount: number, at?: Date) =>
      playAway(context.db, userId, kind, amount, at),
    balances: (userId: number) => balances(context.db, userId),
    auditOf: (subjectType: string, subjectId: string) => auditOf(context.db, subjectType, subjectId),
  });
}

export function opsPost(app: FastifyInstance, cookie: string, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: opsHeaders(app, cookie),
    payload: payload as Record<string, unknown>,
  });
}

/**
 * A new money-de player (no withdrawable money) with an ACTIVE SEPA saver package of 20.00 (bonus 2.00) that started
 * on `startDate` (its anchor day), confirmed that day, whose first `bookings` monthly bookings count as charged (their
 * booking rows are the caller's to write).
 */
async function newActivePackage(context: { app: FastifyInstance; db: Db }, startDate: string, bookings: number) {
  const player = await newPlayer(context.app, 'money-de', { withdrawable: 0 });
  const schedule = { startDate, anchorDay: Number(startDate.slice(8, 10)) };
  const row = await context.db
    .insertInto('subscriptions')
    .values({
      created_at: new Date(),
      updated_at: new Date(),
      user_id: player.userId,
      state: 'ACTIVE',
      provider_code: 'micropayment-elv',
      psp_method: 'sepa',
      currency: 'EUR',
      gd_currency: 'EUR',
      price: 2000,
      deposit_amount: 2000,
      bonus_amount: 200,
      purchasable: JSON.stringify({}),
      signup_tid: `signup-${player.userId}`,
      locale: 'de-DE',
      anchor_day: schedule.anchorDay,
      start_date: startDate,
      minimum_term_end_date: minimumTermEndDate(schedule),
      next_booking_date: bookingDate(schedule, bookings + 1),
      bookings_count: bookings,
      confirmed_at: new Date(`${startDate}T12:00:00.000Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...player, subscriptionId: String(row.id) };
}

export interface CreditedDeposit {
  player: TestPlayer;
  tid: string;
  price: number;
  deposit: number;
  bonus: number;
  pspReference: string;
}

/** A new money-de player without funds who paid `price` EUR by card: the purchase is credited. */
async function creditedCardDeposit(app: FastifyInstance, db: Db, price = 5000): Promise<CreditedDeposit> {
  const player = await newPlayer(app, 'money-de', { withdrawable: 0 });
  const { authorization } = await depositAuthFor(app, player.userName);
  const body = purchaseBody('checkout-cc', await shopPackage(app, authorization, price), cardDetails());
  const result = await payOk(app, authorization, body);
  expect(result.state).toBe('SUCCESS');
  const row = await db
    .selectFrom('purchases')
    .select(['deposit_amount', 'bonus_amount', 'psp_reference', 'credited_at'])
    .where('tid', '=', result.tid)
    .executeTakeFirstOrThrow();
  expect(row.credited_at).not.toBeNull();
  return {
    player,
    tid: result.tid,
    price,
    deposit: row.deposit_amount,
    bonus: row.bonus_amount,
    pspReference: row.psp_reference ?? '',
  };
}

/** The player plays `amount` of game credit away (withdrawable or bonus → the platform), as a game would book it. */
async function playAway(db: Db, userId: number, kind: 'withdrawable' | 'bonus', amount: number, at: Date = new Date()) {
  await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, { userId, kind, currency: 'EUR' });
    const platform = await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: 'EUR' });
    await writeLedgerTransaction(trx, {
      description: 'game play (test)',
      at,
      entries: [
        { accountId: account, amount: -amount },
        { accountId: platform, amount },
      ],
    });
  });
}

export async function balances(db: Db, userId: number) {
  const { withdrawable, bonus } = await getPlayerBalance(db, userId, 'EUR');
  return { withdrawable, bonus };
}

/** Every back-office action test asserts it: the one check, kept with the purchase helpers. */
export { ledgerBalanced };

/** The audit entries of a subject, oldest first. */
async function auditOf(db: Db, subjectType: string, subjectId: string) {
  return db
    .selectFrom('operator_audit_log')
    .select(['operator_id', 'action', 'before', 'after', 'reason'])
    .where('subject_type', '=', subjectType as never)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}
