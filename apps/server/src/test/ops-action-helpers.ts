// Back-office action tests (refunds, deposit blocks, cancellations): an app on a fake PSP with a finance and a
// support operator logged in, a player with a credited card deposit, game play booked in the ledger, and the
// audit entries of a subject.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { ensureAccount, lockAccount, writeLedgerTransaction } from '../modules/ledger/ledger.repository.ts';
import { getPlayerBalance } from '../modules/ledger/ledger.service.ts';
import { type FakePsp, startFakePsp } from './fake-psp.ts';
import { createTestOperator, operatorCookie, opsHeaders, type TestOperator } from './operator-helpers.ts';
import { newPlayer, type TestPlayer } from './payout-helpers.ts';
import { buildPaymentTestApp, cardDetails, payOk, purchaseBody, shopPackage } from './purchase-helpers.ts';
import { depositAuthFor } from './test-app.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database.ts';

export interface OpsActionContext {
  database: TestDatabase;
  db: Db;
  fake: FakePsp;
  app: FastifyInstance;
  finance: TestOperator;
  /** A second finance operator: the checker of four-eyes approvals (issue 25 point 4). */
  checker: TestOperator;
  support: TestOperator;
  /** Cookie headers of the logged-in operators. */
  financeCookie: string;
  checkerCookie: string;
  supportCookie: string;
}

/** Opens the database, the fake PSP and the app (test API on) before the suite, and closes them after it. */
export function setUpOpsActionTests(
  kind: DatabaseKind,
  options: {
    clock?: Clock;
    config?: { refundApprovalThreshold?: number; refundApprovalThresholds?: Readonly<Record<string, number>> };
  } = {},
): OpsActionContext {
  const context = {} as OpsActionContext;
  beforeAll(async () => {
    context.database = await openTestDatabase(kind);
    context.db = context.database.db;
    context.fake = await startFakePsp();
    context.app = await buildPaymentTestApp(context.db, context.fake, {
      config: { enableTestApi: true, ...options.config },
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    context.finance = await createTestOperator(context.db, { roles: ['finance'] });
    context.checker = await createTestOperator(context.db, { roles: ['finance'] });
    context.support = await createTestOperator(context.db, { roles: ['support'] });
    context.financeCookie = await operatorCookie(context.app, context.finance, options.clock);
    context.checkerCookie = await operatorCookie(context.app, context.checker, options.clock);
    context.supportCookie = await operatorCookie(context.app, context.support, options.clock);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.fake?.close();
    await context.database?.close();
  });
  return context;
}

export function opsPost(app: FastifyInstance, cookie: string, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: opsHeaders(app, cookie),
    payload: payload as Record<string, unknown>,
  });
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
export async function creditedCardDeposit(app: FastifyInstance, db: Db, price = 5000): Promise<CreditedDeposit> {
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
export async function playAway(
  db: Db,
  userId: number,
  kind: 'withdrawable' | 'bonus',
  amount: number,
  at: Date = new Date(),
) {
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

/** True when every ledger transaction sums to zero per currency. */
export async function ledgerBalanced(db: Db): Promise<boolean> {
  const unbalanced = await sql<{ transaction_id: string }>`
    select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount) <> 0`.execute(db);
  return unbalanced.rows.length === 0;
}

/** The audit entries of a subject, oldest first. */
export async function auditOf(db: Db, subjectType: string, subjectId: string) {
  return db
    .selectFrom('operator_audit_log')
    .select(['operator_id', 'action', 'before', 'after', 'reason'])
    .where('subject_type', '=', subjectType as never)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}
