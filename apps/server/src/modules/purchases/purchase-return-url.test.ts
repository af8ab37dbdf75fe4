// Return and cancel URLs of a purchase are the shop's own PUBLIC_URL (issue 9 point 5): the PSP sends the
// player's browser there, so another origin (another localhost port included) is refused and nothing is paid.
import { describe, expect, it } from 'vitest';
import { cardDetails, purchaseBody, setUpPaymentTests } from '../../test/purchase-helpers.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('return and cancel URLs on %s', (kind) => {
  const t = setUpPaymentTests(kind);

  it('refuses a return or cancel URL off the shop’s origin with wrong_input_type, charging nothing', async () => {
    const purchasable = await t.shopPackage(t.auth, 2000);
    const body = purchaseBody('checkout-cc', purchasable, cardDetails());
    const before = { purchases: await t.countPurchases('money-de'), calls: t.fake.paymentHeaders.length };
    const balance = await t.balanceOf('money-de');
    const foreign = [
      'http://localhost:5173/postprocessing',
      'http://127.0.0.1:3000/postprocessing',
      'https://evil.example/postprocessing',
      'https://localhost:3000/postprocessing',
      'javascript:alert(1)',
      '/postprocessing',
    ];
    for (const url of foreign) {
      for (const changed of [{ resultUrl: url }, { cancelUrl: url }]) {
        const response = await t.pay(t.auth, { ...body, ...changed }, crypto.randomUUID());
        expect([response.statusCode, response.body], url).toEqual([400, 'wrong_input_type']);
      }
    }
    expect(await t.countPurchases('money-de')).toBe(before.purchases);
    expect(t.fake.paymentHeaders.length).toBe(before.calls);
    expect(await t.balanceOf('money-de')).toEqual(balance);

    // The shop's own URLs go to the PSP as they are (with the tid on the return).
    const result = await t.payOk(t.auth, { ...body, cancelUrl: 'http://localhost:3000/?lang=de' });
    expect(t.fake.paymentFor(result.tid)?.request).toMatchObject({
      returnUrl: `http://localhost:3000/postprocessing/${result.tid}`,
      cancelUrl: 'http://localhost:3000/?lang=de',
    });
  });
});
