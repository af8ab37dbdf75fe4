import { afterAll, describe, expect, it } from 'vitest';
import type { FakePayout } from '../../test/fake-psp-payouts.ts';
import { appDepsFor, bankPayout, setUpPayoutTests, type TestPlayer } from '../../test/payout-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { reconcilePendingPayouts } from './payout-submission.ts';

describe.each(DATABASE_KINDS)('payout settlement, return and reconciliation on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPayoutTests(kind, clock);
  afterAll(() => {
    t.fake.payouts.failNext = null;
    t.fake.delayMs = 0;
  });

  const send = (notification: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...notification });
  const outcomeOf = async (id: string) =>
    (await t.db.selectFrom('processed_notifications').select('outcome').where('id', '=', id).executeTakeFirstOrThrow())
      .outcome;
  /** Platform-wide payout fees and PSP clearing of EUR. */
  const platform = async () => ({
    fees: await sumPlayerBalanceOfPlatform('payout_fees'),
    clearing: await sumPlayerBalanceOfPlatform('psp_clearing'),
  });
  async function sumPlayerBalanceOfPlatform(kind: 'payout_fees' | 'psp_clearing'): Promise<number> {
    const rows = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.amount')
      .where('ledger_accounts.user_id', 'is', null)
      .where('ledger_accounts.kind', '=', kind)
      .where('ledger_accounts.currency', '=', 'EUR')
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  }

  async function pendingPayout(amount = 5000): Promise<{ player: TestPlayer; id: string; atPsp: FakePayout }> {
    const player = await t.newPlayer('money-de');
    const id = (await t.payOutApproved(player, bankPayout(amount))).payout?.id ?? '';
    const atPsp = t.fake.payouts.find(id);
    if (atPsp === undefined) throw new Error('payout not at the PSP');
    return { player, id, atPsp };
  }

  it('settles on payout.updated SETTLED: pending → PSP clearing, once however often it arrives', async () => {
    const before = await platform();
    const { player, id, atPsp } = await pendingPayout();
    const settled = t.fake.payouts.notification(t.fake.payouts.setStatus(atPsp.pspReference, 'SETTLED'), {
      id: `evt_settle_${id}`,
    });
    expect((await send(settled)).json()).toEqual({ received: true });
    expect(await outcomeOf(`evt_settle_${id}`)).toBe('applied');
    expect((await send(settled)).json()).toEqual({ received: true, duplicate: true });
    expect((await send(t.fake.payouts.notification(atPsp, { id: `evt_again_${id}` }))).statusCode).toBe(200);
    expect(await outcomeOf(`evt_again_${id}`)).toBe('no-op');

    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 7345, pending: 0 });
    expect(await platform()).toEqual({ fees: before.fees + 100, clearing: before.clearing + 4900 });
    expect(await t.payoutRow(id)).toMatchObject({ state: 'SETTLED', failure_reason: null });
    expect((await t.payoutInfo(player.cookie)).pendingPayout).toBe(false);
    expect(await t.ledgerBalanced()).toBe(true);
    // The next payout is possible again, and after a paid one it goes straight to the PSP.
    expect((await t.payOut(player, bankPayout(1000))).payout?.state).toBe('PENDING');
  });

  it('returns amount and fee on FAILED, once, and refuses a later SETTLED', async () => {
    const before = await platform();
    const { player, id, atPsp } = await pendingPayout();
    const failed = t.fake.payouts.notification(
      t.fake.payouts.setStatus(atPsp.pspReference, 'FAILED', 'ACCOUNT_CLOSED'),
    );
    expect((await send(failed)).statusCode).toBe(200);
    expect((await send(failed)).json()).toMatchObject({ duplicate: true });
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await platform()).toEqual(before);
    expect(await t.payoutRow(id)).toMatchObject({ state: 'FAILED', failure_reason: 'ACCOUNT_CLOSED' });

    const late = t.fake.payouts.notification(atPsp, { id: `evt_late_${id}`, status: 'SETTLED' });
    expect((await send(late)).statusCode).toBe(200);
    expect(await outcomeOf(`evt_late_${id}`)).toBe('rejected');
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('acknowledges but ignores a notification with another amount, PENDING news and unknown payouts', async () => {
    const { player, id, atPsp } = await pendingPayout();
    const cases = [
      [
        t.fake.payouts.notification(atPsp, {
          id: `evt_amt_${id}`,
          status: 'SETTLED',
          amount: { value: 5000, currency: 'EUR' },
        }),
        'amount_mismatch',
      ],
      [t.fake.payouts.notification(atPsp, { id: `evt_pend_${id}`, status: 'PENDING' }), 'ignored'],
      [t.fake.payouts.notification(atPsp, { id: `evt_unk_${id}`, reference: 'no-such-payout' }), 'unknown_reference'],
    ] as const;
    for (const [notification, outcome] of cases) {
      expect((await send(notification)).statusCode).toBe(200);
      expect(await outcomeOf(JSON.parse(notification.payload).id)).toBe(outcome);
    }
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 7345, pending: 4900 });
  });

  it('finds a lost notification’s news by asking the PSP in the background', async () => {
    const { player, id, atPsp } = await pendingPayout();
    t.fake.payouts.setStatus(atPsp.pspReference, 'FAILED', 'AMOUNT_REJECTED');
    const deps = appDepsFor(t.app, t.db, t.fake.url, { clock });
    const reads = t.fake.payouts.counts.reads;
    expect(await reconcilePendingPayouts(deps, { minAgeMs: 60_000 })).toBe(0); // requested just now
    clock.advanceSeconds(61);
    expect(await reconcilePendingPayouts(deps, { minAgeMs: 60_000 })).toBeGreaterThanOrEqual(1);
    expect(t.fake.payouts.counts.reads).toBeGreaterThan(reads);
    expect(await t.payoutRow(id)).toMatchObject({ state: 'FAILED', failure_reason: 'AMOUNT_REJECTED' });
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await reconcilePendingPayouts(deps, { minAgeMs: 60_000 })).toBe(0);
  });

  it('keeps a payout whose call got no answer PENDING and sends it again with the same key', async () => {
    t.fake.payouts.failNext = 'after-create';
    const { player, id } = await pendingPayout(3000);
    expect(await t.payoutRow(id)).toMatchObject({ state: 'PENDING', psp_reference: null });
    const created = t.fake.payouts.counts.created;
    clock.advanceSeconds(61);
    await reconcilePendingPayouts(appDepsFor(t.app, t.db, t.fake.url, { clock }), { minAgeMs: 60_000 });
    expect(t.fake.payouts.counts.created).toBe(created); // the idempotent repeat answered, nothing paid twice
    const atPsp = t.fake.payouts.find(id);
    expect(await t.payoutRow(id)).toMatchObject({ state: 'PENDING', psp_reference: atPsp?.pspReference });
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 9345, pending: 2900 });
  });

  it('fails a payout the PSP refuses and returns the money at once', async () => {
    const player = await t.newPlayer('money-de');
    t.fake.payouts.failNext = 'reject';
    const answer = await t.payOutApproved(player, bankPayout(2000));
    expect(answer).toMatchObject({ payoutErrors: [], payout: { state: 'FAILED' } });
    expect(await t.payoutRow(answer.payout?.id ?? '')).toMatchObject({ failure_reason: 'REFUSED_400' });
    expect(await t.payoutBalances(player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await t.ledgerBalanced()).toBe(true);
  });

  it('applies a final status in the payout call’s own answer', async () => {
    t.fake.payouts.initialStatus = 'SETTLED';
    try {
      const player = await t.newPlayer('money-de');
      const answer = await t.payOutApproved(player, bankPayout(2000));
      expect(answer.payout?.state).toBe('SETTLED');
      expect(await sumPlayerBalance(t.db, { userId: player.userId, currency: 'EUR', kinds: ['pending_payout'] })).toBe(
        0,
      );
    } finally {
      t.fake.payouts.initialStatus = 'PENDING';
    }
  });
});
