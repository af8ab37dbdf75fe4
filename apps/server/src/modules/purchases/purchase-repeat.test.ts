// Issue 9 point 4: no double charge from two tabs or a double submit of an instant payment. An instant payment
// (dummy, card) ends before the second tab's request arrives, so the open-request check cannot see it: the same
// package with the same method within PURCHASE_REPEAT_WINDOW_SECONDS is refused with `repeat_purchase` unless the
// player confirms. Bursts prove the check is serialised per player (truly concurrent only on PostgreSQL).
import { type PurchaseDetails, purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const REPEAT_WINDOW_SECONDS = 120;

describe.each(DATABASE_KINDS)('repeated purchases on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-24T10:00:00Z'));

  const t = setUpPaymentApp(kind, {
    clock,
    config: { purchaseRepeatWindowSeconds: REPEAT_WINDOW_SECONDS },
  });

  const created = () => t.fake.counts.paymentsCreated;

  it('refuses the same package with the same method right after it was paid, unless the player confirms', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-ca');
    const body = purchaseBody('gdDummyPay', await t.shopPackage(authorization, 1000));
    const before = { payments: created(), balance: await t.balanceOf('money-ca', 'CAD') };
    const firstKey = crypto.randomUUID();
    const first = purchaseResultSchema.parse((await t.pay(authorization, body, firstKey)).json());
    expect(first.state).toBe('SUCCESS');

    const second = await t.pay(authorization, body, crypto.randomUUID());
    expect([second.statusCode, second.headers['content-type'], second.body]).toEqual([
      400,
      'text/plain; charset=utf-8',
      'repeat_purchase',
    ]);
    // The first pay attempt retried with its own key still gets its purchase.
    const retried = await t.pay(authorization, body, firstKey);
    expect([retried.statusCode, purchaseResultSchema.parse(retried.json()).tid]).toEqual([200, first.tid]);
    expect(created()).toBe(before.payments + 1);
    const charged = await t.balanceOf('money-ca', 'CAD');
    expect(charged.withdrawable - before.balance.withdrawable).toBe(1000);

    // A different package, or another method, is another purchase.
    const other = await t.pay(authorization, purchaseBody('gdDummyPay', await t.shopPackage(authorization, 2000)));
    expect(purchaseResultSchema.parse(other.json()).state).toBe('SUCCESS');

    const confirmed = await t.pay(authorization, { ...body, confirmRepeat: true }, crypto.randomUUID());
    const again = purchaseResultSchema.parse(confirmed.json());
    expect([again.state, again.tid === first.tid]).toEqual(['SUCCESS', false]);
    expect(created()).toBe(before.payments + 3);
  });

  it('lets the same package be bought again without asking once the window has passed', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-us');
    const body = purchaseBody('gdDummyPay', await t.shopPackage(authorization, 1000));
    expect(purchaseResultSchema.parse((await t.pay(authorization, body)).json()).state).toBe('SUCCESS');
    clock.advanceSeconds(REPEAT_WINDOW_SECONDS - 1);
    expect((await t.pay(authorization, body, crypto.randomUUID())).body).toBe('repeat_purchase');
    clock.advanceSeconds(1);
    expect(purchaseResultSchema.parse((await t.pay(authorization, body)).json()).state).toBe('SUCCESS');
  });

  it('does not count a failed purchase: paying again after a refusal needs no confirmation', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-gb');
    const body = purchaseBody('checkout-cc', await t.shopPackage(authorization, 5000), cardDetails('tok_refused'));
    const refused = purchaseResultSchema.parse((await t.pay(authorization, body)).json());
    expect(refused.state).toBe('FAILED');
    const next = purchaseBody('checkout-cc', await t.shopPackage(authorization, 5000), cardDetails());
    expect(purchaseResultSchema.parse((await t.pay(authorization, next)).json()).state).toBe('SUCCESS');
  });

  // 10 bursts of 4 (the issue saw 24 extra charges in 40 bursts): each burst charges exactly once.
  const bursts: {
    name: string;
    player: string;
    provider: 'gdDummyPay' | 'checkout-cc';
    details: () => PurchaseDetails | undefined;
  }[] = [
    { name: 'dummy, one body', player: 'money-se', provider: 'gdDummyPay', details: () => undefined },
    // Two tabs tokenize the card each: the bodies differ, the purchase is the same.
    {
      name: 'card, one token per tab',
      player: 'money-dk',
      provider: 'checkout-cc',
      details: () => cardDetails(`tok_success_${crypto.randomUUID()}`),
    },
  ];
  it.each(bursts)(
    'charges a burst of identical purchases with different keys once ($name)',
    async ({ player, provider, details }) => {
      const { authorization } = await depositAuthFor(t.app, player);
      const purchasable = await t.shopPackage(authorization, 10_000);
      const purchasesBefore = await t.countPurchases(player);
      const paymentsBefore = created();
      for (let burst = 0; burst < 10; burst += 1) {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () =>
            t.pay(authorization, purchaseBody(provider, purchasable, details()), crypto.randomUUID()),
          ),
        );
        const paid = answers.filter((answer) => answer.statusCode === 200);
        const tids = new Set(paid.map((answer) => purchaseResultSchema.parse(answer.json()).tid));
        expect(tids.size).toBe(1);
        const refused = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body);
        expect(refused).toEqual(Array(refused.length).fill('repeat_purchase'));
        clock.advanceSeconds(REPEAT_WINDOW_SECONDS);
      }
      expect(created() - paymentsBefore).toBe(10);
      expect(await t.countPurchases(player)).toBe(purchasesBefore + 10);
    },
  );
});
