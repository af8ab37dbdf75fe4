// Issue 10 item 6: a US player's bank payout goes to a routing and account number (SPEC §9 region US).
import { describe, expect, it } from 'vitest';
import { setUpPayoutTests, type TestPlayer } from '../../test/payout-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const usPayout = (withdrawable: number, account: Record<string, string> = {}) => ({
  paytype: 'banktransfer' as const,
  withdrawable,
  provider: { holder: 'Jane Doe', routingNumber: '021000021', accountNumber: '000123456789', ...account },
});

describe.each(DATABASE_KINDS)('US bank payouts on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPayoutTests(kind, clock);

  async function balances(player: TestPlayer) {
    return t.payoutBalances(player, 'USD');
  }

  it('pays a US player out to routing and account number, stored encrypted, sent to the PSP', async () => {
    const player = await t.newPlayer('money-us');
    const before = await balances(player);
    const answer = await t.payOutApproved(player, usPayout(3000, { routingNumber: '0210-0002-1' }));
    expect(answer.payoutErrors).toEqual([]);
    expect(answer.payout).toMatchObject({ amount: 3000, fee: 200, finalAmount: 2800, currency: 'USD' });
    const id = answer.payout?.id ?? '';
    expect(await balances(player)).toEqual({ withdrawable: before.withdrawable - 3000, pending: 2800 });
    expect(await t.ledgerBalanced()).toBe(true);

    expect(t.fake.payouts.find(id)).toMatchObject({
      method: 'banktransfer',
      amount: { value: 2800, currency: 'USD' },
      account: { routingNumber: '021000021', accountNumber: '000123456789', holder: 'Jane Doe' },
    });
    expect(t.fake.payouts.find(id)?.account).not.toHaveProperty('iban');
    const row = await t.payoutRow(id);
    expect(row).toMatchObject({ iban_encrypted: null, account_number_masked: '••••••••6789' });
    expect(row.routing_number_encrypted).not.toContain('021000021');
    expect(row.account_number_encrypted).not.toContain('123456789');
  });

  it('refuses a routing number with a wrong check digit, an IBAN instead, or a short account: nothing changes', async () => {
    const player = await t.newPlayer('money-us');
    const before = await balances(player);
    const infoBefore = await t.payoutInfo(player.cookie);
    for (const body of [
      usPayout(3000, { routingNumber: '021000022' }),
      usPayout(3000, { accountNumber: '123' }),
      { paytype: 'banktransfer', withdrawable: 3000, provider: { holder: 'Jane Doe', iban: 'DE89370400440532013000' } },
    ]) {
      const answer = await t.payOut(player, body);
      expect(answer).toEqual({ payoutErrors: ['goBack'], payout: null });
    }
    expect(await balances(player)).toEqual(before);
    expect((await t.payoutInfo(player.cookie)).pendingPayout).toBe(infoBefore.pendingPayout);
  });

  it('still wants an IBAN from a German player', async () => {
    const player = await t.newPlayer('money-de');
    const answer = await t.payOut(player, usPayout(3000));
    expect(answer.payoutErrors).toContain('goBack');
    expect(answer.payout).toBeNull();
  });
});
