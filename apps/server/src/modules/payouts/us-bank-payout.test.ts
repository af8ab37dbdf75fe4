// Issue 10 item 6: a US player's bank payout goes to a routing and account number (SPEC §9 region US).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePsp, startFakePsp } from '../../test/fake-psp.ts';
import {
  financeSession,
  ledgerBalanced,
  newPlayer,
  payOut,
  payOutApproved,
  payoutBalances,
  payoutInfo,
  payoutRow,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { buildPaymentTestApp } from '../../test/purchase-helpers.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const usPayout = (withdrawable: number, account: Record<string, string> = {}) => ({
  paytype: 'banktransfer' as const,
  withdrawable,
  provider: { holder: 'Jane Doe', routingNumber: '021000021', accountNumber: '000123456789', ...account },
});

describe.each(DATABASE_KINDS)('US bank payouts on %s', (kind) => {
  let database: TestDatabase;
  let fake: FakePsp;
  let app: FastifyInstance;
  /** A finance operator's session: a player's first payout goes to the PSP once approved (issue 12). */
  let finance: string;
  const clock = manualClock();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakePsp();
    app = await buildPaymentTestApp(database.db, fake, { clock, config: { enableTestApi: true } });
    finance = await financeSession(app, database.db, clock);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await database.close();
  });

  async function balances(player: TestPlayer) {
    return payoutBalances(database.db, player, 'USD');
  }

  it('pays a US player out to routing and account number, stored encrypted, sent to the PSP', async () => {
    const player = await newPlayer(app, 'money-us');
    const before = await balances(player);
    const answer = await payOutApproved(app, finance, player, usPayout(3000, { routingNumber: '0210-0002-1' }));
    expect(answer.payoutErrors).toEqual([]);
    expect(answer.payout).toMatchObject({ amount: 3000, fee: 200, finalAmount: 2800, currency: 'USD' });
    const id = answer.payout?.id ?? '';
    expect(await balances(player)).toEqual({ withdrawable: before.withdrawable - 3000, pending: 2800 });
    expect(await ledgerBalanced(database.db)).toBe(true);

    expect(fake.payouts.find(id)).toMatchObject({
      method: 'banktransfer',
      amount: { value: 2800, currency: 'USD' },
      account: { routingNumber: '021000021', accountNumber: '000123456789', holder: 'Jane Doe' },
    });
    expect(fake.payouts.find(id)?.account).not.toHaveProperty('iban');
    const row = await payoutRow(database.db, id);
    expect(row).toMatchObject({ iban_encrypted: null, account_number_masked: '••••••••6789' });
    expect(row.routing_number_encrypted).not.toContain('021000021');
    expect(row.account_number_encrypted).not.toContain('123456789');
  });

  it('refuses a routing number with a wrong check digit, an IBAN instead, or a short account: nothing changes', async () => {
    const player = await newPlayer(app, 'money-us');
    const before = await balances(player);
    const infoBefore = await payoutInfo(app, player.cookie);
    for (const body of [
      usPayout(3000, { routingNumber: '021000022' }),
      usPayout(3000, { accountNumber: '123' }),
      { paytype: 'banktransfer', withdrawable: 3000, provider: { holder: 'Jane Doe', iban: 'DE89370400440532013000' } },
    ]) {
      const answer = await payOut(app, player, body);
      expect(answer).toEqual({ payoutErrors: ['goBack'], payout: null });
    }
    expect(await balances(player)).toEqual(before);
    expect((await payoutInfo(app, player.cookie)).pendingPayout).toBe(infoBefore.pendingPayout);
  });

  it('still wants an IBAN from a German player', async () => {
    const player = await newPlayer(app, 'money-de');
    const answer = await payOut(app, player, usPayout(3000));
    expect(answer.payoutErrors).toContain('goBack');
    expect(answer.payout).toBeNull();
  });
});
