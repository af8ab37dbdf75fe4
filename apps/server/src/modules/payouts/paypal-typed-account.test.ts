// Issue 10 item 6 / SPEC §2, §5: PayPal pays out after a successful PayPal deposit. When no payer account is
// known from those deposits, the player types the e-mail address and the payout goes to it.
import { describe, expect, it } from 'vitest';
import { paypalPayout, setUpPayoutTests, type TestPlayer } from '../../test/payout-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('PayPal payout without a known payer account on %s', (kind) => {
  const clock = manualClock();
  const t = setUpPayoutTests(kind, clock);

  /** A PayPal deposit in the given state whose PSP answer named no payer (so no account was recorded). */
  async function paypalDeposit(player: TestPlayer, credited: boolean): Promise<void> {
    const now = new Date('2026-11-20T10:00:00Z');
    const provider = await t.db
      .selectFrom('providers')
      .select('code')
      .where('psp_method', '=', 'paypal')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('purchases')
      .values({
        created_at: new Date(),
        updated_at: new Date(),
        tid: `tid-${player.userName}-${credited}`,
        user_id: player.userId,
        idempotency_key: `key-${player.userName}-${credited}`,
        request_hash: 'hash',
        open_request_hash: null,
        provider_code: provider.code,
        input_type: 'NONE',
        psp_method: 'paypal',
        state: credited ? 'SUCCESS' : 'FAILED',
        error_code: null,
        price: 1000,
        currency: 'GBP',
        gd_currency: 'GBP',
        subscription: false,
        purchasable: JSON.stringify({}),
        deposit_amount: 1000,
        bonus_amount: 0,
        locale: 'en-GB',
        return_url: 'http://shop.test/return',
        cancel_url: 'http://shop.test/cancel',
        instrument: null,
        psp_reference: null,
        psp_status: null,
        visit: null,
        bank_transfer: null,
        submit_claimed_at: null,
        submitted_at: now,
        last_checked_at: null,
        credited_at: credited ? now : null,
        ledger_transaction_id: null,
      })
      .execute();
  }

  it('offers PayPal with an e-mail input after a PayPal deposit and pays out to the typed address', async () => {
    const player = await t.newPlayer('money-gb');
    await paypalDeposit(player, true);
    const paypal = (await t.payoutInfo(player.cookie)).providers.find((p) => p.paytype === 'paypal');
    expect(paypal).toMatchObject({ paypalDetails: { accountNames: [] }, unavailableReason: null });

    const before = await t.payoutInfo(player.cookie);
    expect(await t.payOut(player, paypalPayout(2000, 'not an e-mail'))).toEqual({
      payoutErrors: ['paypalAccountNotAccepted'],
      payout: null,
    });
    expect((await t.payoutInfo(player.cookie)).withdrawable).toBe(before.withdrawable);

    const answer = await t.payOutApproved(player, paypalPayout(2000, ' jane.player@example.com '));
    expect(answer.payoutErrors).toEqual([]);
    expect(t.fake.payouts.find(answer.payout?.id ?? '')).toMatchObject({
      method: 'paypal',
      account: { paypalAccount: 'jane.player@example.com' },
    });
    expect((await t.payoutInfo(player.cookie)).withdrawable).toBe(before.withdrawable - 2000);
  });

  it('keeps PayPal closed (paypalUseFirst) when the only PayPal deposit did not succeed', async () => {
    const player = await t.newPlayer('money-gb');
    await paypalDeposit(player, false);
    const paypal = (await t.payoutInfo(player.cookie)).providers.find((p) => p.paytype === 'paypal');
    expect(paypal?.unavailableReason).toBe('paypalUseFirst');
    expect(await t.payOut(player, paypalPayout(2000, 'jane.player@example.com'))).toEqual({
      payoutErrors: ['paypalUseFirst'],
      payout: null,
    });
  });
});
