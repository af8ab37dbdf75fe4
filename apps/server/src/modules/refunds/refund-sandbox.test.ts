// Refunds against the real PSP sandbox (apps/psp-sandbox) over HTTP: the adapter's call and answer, the magic
// refused amount (ending in 14) booked back, and the sandbox's signed refund.updated notifications received.
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie, opsHeaders } from '../../test/operator-helpers.ts';
import { balances, ledgerBalanced } from '../../test/ops-action-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { pay, purchaseBody, shopPackage } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const START = new Date('2027-03-10T08:00:00.000Z');

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('refunds through the PSP sandbox (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, START);
  let cookie: string;

  beforeAll(async () => {
    const finance = await createTestOperator(h.database.db, { roles: ['finance'] });
    cookie = await operatorCookie(h.shop, finance, { now: () => new Date(START) });
  });

  async function cardDeposit(price: number) {
    const player = await newPlayer(h.shop, 'money-de', { withdrawable: 0 });
    const token = await h.cardToken('4242424242424242');
    const { authorization } = await depositAuthFor(h.shop, player.userName);
    const body = purchaseBody('checkout-cc', await shopPackage(h.shop, authorization, price), {
      card: { token, holder: 'Max Mustermann', updateData: false },
    });
    const response = await pay(h.shop, authorization, body);
    const result = purchaseResultSchema.parse(response.json());
    expect(result.state).toBe('SUCCESS');
    return { player, tid: result.tid };
  }

  const refund = (tid: string, amount: number, key: string) =>
    h.shop.inject({
      method: 'POST',
      url: `/ops/api/purchases/${tid}/refunds`,
      headers: opsHeaders(h.shop, cookie),
      payload: { amount, reason: 'sandbox refund', idempotencyKey: key },
    });

  async function refundNotifications(refundId: string) {
    return h.database.db
      .selectFrom('processed_notifications')
      .select(['type', 'status', 'outcome'])
      .where('reference', '=', refundId)
      .execute();
  }

  it('refunds part, has a refund ending in 14 refused and booked back, then refunds the rest', async () => {
    const { player, tid } = await cardDeposit(5000);
    const before = await balances(h.database.db, player.userId);

    const part = await refund(tid, 2000, 'sandbox-part-1');
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().refund).toMatchObject({ state: 'REFUNDED', pspReference: expect.stringMatching(/^rf_/) });
    const notified = await h.eventually(
      () => refundNotifications(part.json().refund.id),
      (rows) => rows.length === 1 && rows[0]?.outcome !== 'received',
    );
    // Whichever came first, the answer or the notification, settled it; the other changed nothing.
    expect(notified).toEqual([
      { type: 'refund.updated', status: 'REFUNDED', outcome: expect.stringMatching(/^(no-op|applied)$/) },
    ]);

    const refused = await refund(tid, 1014, 'sandbox-refused');
    expect(refused.json().refund).toMatchObject({ state: 'FAILED', failureReason: 'REFUND_REJECTED' });
    const afterPart = await balances(h.database.db, player.userId);
    expect(afterPart.withdrawable).toBe(before.withdrawable - part.json().refund.depositAmount);

    const rest = await refund(tid, 3000, 'sandbox-rest');
    expect(rest.json().refund.state).toBe('REFUNDED');
    expect(await balances(h.database.db, player.userId)).toEqual({ withdrawable: 0, bonus: 0 });
    const more = await refund(tid, 1, 'sandbox-more');
    expect(more.json()).toEqual({ code: 'refund_exceeds_remaining' });
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });
});
