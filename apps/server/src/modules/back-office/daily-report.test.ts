// The daily report against the ledger: money moved through the real services (card deposits with bonuses in
// two currencies, a returned debit, payouts paid out, failed and rejected in review, a refund and a refused one)
// over several days by the test clock; the report's figures per day are what happened, and its totals equal the
// ledger's sums per account kind.
import { dailyReportSchema } from '@shop/contracts/back-office-read';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { LedgerAccountKind } from '../../db/database.ts';
import { createTestOperator } from '../../test/operator-helpers.ts';
import {
  appDepsFor,
  bankPayout,
  financeSession,
  rejectInReview,
  setUpPayoutTests,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { cardDetails, notifyAt, payOk, purchaseBody, shopPackage } from '../../test/purchase-helpers.ts';
import { depositTokenFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { requestRefund } from '../refunds/refunds.service.ts';
import { buildDailyReport, csvCell, dailyReportCsv, emptyFigures, reportPeriodOf } from './daily-report.service.ts';

describe.each(DATABASE_KINDS)('daily report on %s', (kind) => {
  const clock = manualClock(new Date('2026-03-01T09:00:00.000Z'));

  const t = setUpPayoutTests(kind, clock);

  /** Moves the clock on; the operator logs in again (a console session ends after 8 idle hours). */
  const at = async (iso: string) => {
    clock.advanceSeconds((new Date(iso).getTime() - clock.now().getTime()) / 1000);
    t.finance = await financeSession(t.app, t.db, clock);
  };
  /** Sends a PSP notification signed at the test clock's time. */
  const notify = (notification: { payload: string }) => notifyAt(t.app, clock, notification);

  async function deposit(player: TestPlayer, price: number): Promise<string> {
    const auth = `Bearer ${await depositTokenFor(t.app, player.cookie)}`;
    const result = await payOk(
      t.app,
      auth,
      purchaseBody('checkout-cc', await shopPackage(t.app, auth, price), cardDetails()),
    );
    expect(result.state).toBe('SUCCESS');
    return result.tid;
  }

  async function finishPayout(id: string, status: 'SETTLED' | 'FAILED'): Promise<void> {
    const atPsp = t.fake.payouts.find(id);
    if (atPsp === undefined) throw new Error(`payout ${id} not at the PSP`);
    const response = await notify(
      t.fake.payouts.notification(
        t.fake.payouts.setStatus(atPsp.pspReference, status, status === 'FAILED' ? 'X' : null),
      ),
    );
    expect(response.statusCode).toBe(200);
  }

  /** Every account of one kind and currency, the platform's and all players', summed. */
  async function ledgerSum(kind: LedgerAccountKind, currency: string): Promise<number> {
    const row = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('total'))
      .where('ledger_accounts.kind', '=', kind)
      .where('ledger_accounts.currency', '=', currency)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  it('reports each day’s deposits, bonuses, returned debits, payouts, fees and refunds, and reconciles with the ledger', async () => {
    // 1 March: two euro deposits (50 € with 5 € bonus, 20 €) and a pound deposit.
    const german = await t.newPlayer('money-de');
    const briton = await t.newPlayer('money-gb');
    const refundedTid = await deposit(german, 5000);
    const returnedTid = await deposit(german, 2000);
    await deposit(briton, 2000);

    // 2 March, late evening UTC: the 20 € debit comes back; a euro payout of 30 € (1 € fee) is paid out.
    await at('2026-03-02T23:30:00.000Z');
    const payment = t.fake.paymentFor(returnedTid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    expect(
      (await notify(t.fake.notification(payment, { id: `evt_returned_${returnedTid}`, status: 'RETURNED' })))
        .statusCode,
    ).toBe(200);
    const paid = (await t.payOutApproved(german, bankPayout(3000))).payout?.id ?? '';
    await finishPayout(paid, 'SETTLED');

    // 3 March: a pound payout is rejected in review and the next one fails at the bank (everything returned
    // both times); a euro payout is asked for (a later one, below the review threshold: straight to the PSP)
    // and paid the next day.
    await at('2026-03-03T08:00:00.000Z');
    const rejected = (await t.payOut(briton, bankPayout(1200))).payout?.id ?? '';
    expect((await rejectInReview(t.app, t.finance, rejected, 'Account holder does not match')).statusCode).toBe(200);
    const failed = (await t.payOutApproved(briton, bankPayout(1500))).payout?.id ?? '';
    await finishPayout(failed, 'FAILED');
    const overnight = (await t.payOut(german, bankPayout(2000))).payout?.id ?? '';
    await at('2026-03-04T00:00:00.000Z');
    await finishPayout(overnight, 'SETTLED');
    // The pound player's last payout waits for review: not paid out, so not in the report.
    const open = (await t.payOut(briton, bankPayout(1000))).payout?.id ?? '';
    expect(open).not.toBe('');
    // 4 March: 20 € of the 50 € deposit refunded (20 € credit and 2 € of its bonus back); a refund the PSP
    // refused was booked back and counts for nothing.
    const refunder = await createTestOperator(t.db, { roles: ['finance'] });
    const deps = appDepsFor(t.app, t.db, t.fake.url, { clock });
    const refundOf = (amount: number, key: string) =>
      requestRefund(deps, {
        tid: refundedTid,
        operatorId: refunder.id,
        amount,
        reason: 'report test',
        idempotencyKey: key,
      });
    expect(await refundOf(2000, 'report-refund-1')).toMatchObject({ ok: true, refund: { state: 'REFUNDED' } });
    t.fake.refunds.outcome = 'REFUSED';
    expect(await refundOf(1000, 'report-refund-2')).toMatchObject({ ok: true, refund: { state: 'FAILED' } });
    t.fake.refunds.outcome = 'REFUNDED';

    const report = await buildDailyReport(t.db, { from: '2026-03-01', to: '2026-03-04', currency: null });
    expect(dailyReportSchema.parse(report)).toEqual(report);
    const poundFee = 150;
    expect(report.rows).toEqual([
      { day: '2026-03-01', currency: 'EUR', ...emptyFigures(), deposits: { count: 2, amount: 7000 }, bonuses: 500 },
      { day: '2026-03-01', currency: 'GGBP', ...emptyFigures(), deposits: { count: 1, amount: 2000 } },
      {
        day: '2026-03-02',
        currency: 'EUR',
        ...emptyFigures(),
        returnedDebits: { count: 1, amount: 2000 },
        payouts: { count: 1, amount: 2900 },
        fees: 100,
      },
      {
        day: '2026-03-04',
        currency: 'EUR',
        ...emptyFigures(),
        payouts: { count: 1, amount: 1900 },
        fees: 100,
        refunds: { count: 1, amount: 2000, bonusClawback: 200 },
      },
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'EUR',
        deposits: { count: 2, amount: 7000 },
        bonuses: 500,
        returnedDebits: { count: 1, amount: 2000 },
        payouts: { count: 2, amount: 4800 },
        fees: 200,
        refunds: { count: 1, amount: 2000, bonusClawback: 200 },
      },
      { currency: 'GGBP', ...emptyFigures(), deposits: { count: 1, amount: 2000 } },
    ]);

    // The ledger, account kind by account kind (the seed only funds players from platform_funding). Money that
    // is still on its way out (the open pound payout, waiting for review since the pound player has not been paid
    // out yet) sits in pending_payout and payout_fees, outside the report.
    expect(await t.ledgerBalanced()).toBe(true);
    const inFlight = await t.db
      .selectFrom('payouts')
      .select(['currency', 'fee', 'final_amount'])
      .where('state', 'in', ['REVIEW', 'PENDING'])
      .execute();
    expect(inFlight).toEqual([{ currency: 'GGBP', fee: poundFee, final_amount: 850 }]);
    for (const total of report.totals) {
      const open = inFlight.filter((payout) => payout.currency === total.currency);
      const openFinal = open.reduce((sum, payout) => sum + payout.final_amount, 0);
      const openFees = open.reduce((sum, payout) => sum + payout.fee, 0);
      // The seed's funding: platform_funding paid the bonuses and got the refunds' clawed-back bonus back.
      const funding =
        -(await ledgerSum('platform_funding', total.currency)) - total.bonuses + total.refunds.bonusClawback;
      expect({
        psp_clearing: await ledgerSum('psp_clearing', total.currency),
        payout_fees: await ledgerSum('payout_fees', total.currency),
        pending_payout: await ledgerSum('pending_payout', total.currency),
        bonus: await ledgerSum('bonus', total.currency),
        withdrawable: await ledgerSum('withdrawable', total.currency),
      }).toEqual({
        psp_clearing:
          -total.deposits.amount + total.returnedDebits.amount + total.payouts.amount + total.refunds.amount,
        payout_fees: total.fees + openFees,
        pending_payout: openFinal,
        // No bonus came back with the returned 20 € debit: that package has none.
        bonus: total.bonuses - total.refunds.bonusClawback,
        withdrawable:
          funding +
          total.deposits.amount -
          total.returnedDebits.amount -
          total.payouts.amount -
          total.fees -
          total.refunds.amount -
          openFinal -
          openFees,
      });
    }

    // One currency, one day.
    const pounds = await buildDailyReport(t.db, { from: '2026-03-01', to: '2026-03-01', currency: 'GGBP' });
    expect(pounds.rows.map((row) => [row.day, row.currency])).toEqual([['2026-03-01', 'GGBP']]);
    // Days are UTC: the payout paid at 00:00 on 4 March is not in 3 March.
    const third = await buildDailyReport(t.db, { from: '2026-03-03', to: '2026-03-03', currency: null });
    expect(third.rows).toEqual([]);
  });

  it('writes CSV in major units with a header, a line per day and currency, and totals', async () => {
    const report = await buildDailyReport(t.db, { from: '2026-03-01', to: '2026-03-04', currency: 'EUR' });
    expect(dailyReportCsv(report).split('\r\n')).toEqual([
      'day,currency,deposits_count,deposits_amount,bonuses,returned_debits_count,returned_debits_amount,payouts_count,payouts_amount,fees,refunds_count,refunds_amount,refunds_bonus_clawback',
      '2026-03-01,EUR,2,70.00,5.00,0,0.00,0,0.00,0.00,0,0.00,0.00',
      '2026-03-02,EUR,0,0.00,0.00,1,20.00,1,29.00,1.00,0,0.00,0.00',
      '2026-03-04,EUR,0,0.00,0.00,0,0.00,1,19.00,1.00,1,20.00,2.00',
      'total,EUR,2,70.00,5.00,1,20.00,2,48.00,2.00,1,20.00,2.00',
      '',
    ]);
  });
});

describe('CSV cells', () => {
  it('escapes what a spreadsheet would run as a formula, keeps numbers and quotes separators', () => {
    expect(['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', 'EUR', '-12.50', '7', 'a,b', 'say "hi"'].map(csvCell)).toEqual([
      "'=1+2",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tx",
      'EUR',
      '-12.50',
      '7',
      '"a,b"',
      '"say ""hi"""',
    ]);
  });
});

describe('report period', () => {
  const now = new Date('2026-03-15T12:00:00.000Z');
  it('defaults to the last 30 days and refuses impossible or too long periods', () => {
    expect(reportPeriodOf({}, now)).toEqual({ ok: true, from: '2026-02-14', to: '2026-03-15', currency: null });
    expect(reportPeriodOf({ from: '2026-02-30', to: '2026-03-01' }, now)).toEqual({
      ok: false,
      fields: { from: 'invalid' },
    });
    expect(reportPeriodOf({ from: '2026-03-02', to: '2026-03-01' }, now)).toMatchObject({
      fields: { from: 'after_to' },
    });
    expect(reportPeriodOf({ from: '2025-01-01', to: '2026-01-02' }, now)).toMatchObject({
      fields: { from: 'period_too_long' },
    });
    expect(reportPeriodOf({ from: '2025-01-01', to: '2026-01-01' }, now).ok).toBe(true);
    expect(reportPeriodOf({ from: '2025-01-02', to: '2026-01-02', currency: 'EUR' }, now)).toEqual({
      ok: true,
      from: '2025-01-02',
      to: '2026-01-02',
      currency: 'EUR',
    });
  });
});
