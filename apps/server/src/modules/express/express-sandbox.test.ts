// Express payment against the real PSP sandbox: PayPal's opt-in makes a billing agreement on approval (the
// web skips the POST for PayPal: the purchase itself subscribes), and the express PayPal deposit charges it
// without a redirect; a stored card is charged on file without a CVC.
import { expressSettingsSchema } from '@shop/contracts/express';
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { keptCardDetails, purchaseBody } from '../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('express payment with the PSP sandbox (%s)', (kind) => {
  // Its close() cuts keep-alive connections of the sandbox's last notification and the shop's last call.
  const h = setUpSandboxHarness(kind, new Date('2027-06-01T08:00:00.000Z'));

  async function settingsOf(authorization: string) {
    const response = await h.shop.inject({
      method: 'GET',
      url: '/deposit/shop/express/settings',
      headers: { authorization },
    });
    return expressSettingsSchema.parse(response.json());
  }

  async function settled(authorization: string, tid: string) {
    const body = await h.eventually(
      async () => purchaseResultSchema.parse((await h.purchaseStatus(authorization, tid)).json()),
      (result) => result.state !== 'PROCESSING' && result.state !== 'GOTO',
    );
    return body;
  }

  it('subscribes PayPal through the opted-in purchase and pays express with the agreement', async () => {
    const player = await h.newPlayer();
    const { authorization } = await h.depositAuthFor(player.userName);
    const purchasable = await h.shopPackage(authorization, 2000);
    const first = await h.pay(authorization, { ...purchaseBody('paypal', purchasable), expressSubscribe: true });
    expect(first.statusCode, first.body).toBe(200);
    const started = purchaseResultSchema.parse(first.json());
    expect(started.visit?.url).toContain('/pay/');
    const approved = await fetch(started.visit?.url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ choice: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBeLessThan(400);
    expect((await settled(authorization, started.tid)).state).toBe('SUCCESS');
    expect((await settingsOf(authorization)).find((setting) => setting.paytypeCode === 'paypal')).toEqual({
      paytypeCode: 'paypal',
      subscribed: true,
      available: true,
    });

    const before = await h.balanceOf(player.userName);
    const express = await h.pay(
      authorization,
      { ...purchaseBody('paypal', purchasable), express: true },
      crypto.randomUUID(),
    );
    expect(express.statusCode, express.body).toBe(200);
    const result = purchaseResultSchema.parse(express.json());
    // No hosted page: the agreement is charged at once.
    expect(result.visit).toBeNull();
    expect((await settled(authorization, result.tid)).state).toBe('SUCCESS');
    const after = await h.balanceOf(player.userName);
    expect(after.withdrawable - before.withdrawable).toBe(2000);
  });

  it('charges a stored card on file without a CVC', async () => {
    const player = await h.newPlayer();
    const { authorization } = await h.depositAuthFor(player.userName);
    const token = await h.cardToken('4242424242424242');
    const purchasable = await h.shopPackage(authorization, 2000);
    const details = keptCardDetails(token);
    const first = await h.pay(authorization, {
      ...purchaseBody('checkout-cc', purchasable, details),
      expressSubscribe: true,
    });
    expect((await settled(authorization, purchaseResultSchema.parse(first.json()).tid)).state).toBe('SUCCESS');
    expect((await settingsOf(authorization)).find((setting) => setting.subscribed)?.paytypeCode).toBe('checkout-cc');

    const express = await h.pay(authorization, { ...purchaseBody('checkout-cc', purchasable), express: true });
    expect(express.statusCode, express.body).toBe(200);
    expect((await settled(authorization, purchaseResultSchema.parse(express.json()).tid)).state).toBe('SUCCESS');
  });
});
