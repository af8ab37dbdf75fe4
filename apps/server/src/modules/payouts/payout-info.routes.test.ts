import { payoutInfoSchema } from '@shop/contracts/payout';
import { BANK, payoutInfoFixture, paypalProvider } from '@shop/contracts/test/payout-fixtures';
import { describe, expect, it } from 'vitest';
import type { FakePayment } from '../../test/fake-psp.ts';
import { newPlayer, payoutInfo } from '../../test/payout-helpers.ts';
import { purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositTokenFor, loginAs } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('GET /gd/rest/payout on %s', (kind) => {
  const t = setUpPaymentApp(kind, { config: { enableTestApi: true } });

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/gd/rest/payout', headers: cookie === undefined ? {} : { cookie } });

  it('answers a money player with balance, fee per method and the PayPal accounts of earlier deposits', async () => {
    const response = await get(await loginAs(t.app, 'money-de'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // The contract's fixture (a EUR player allowed to pay out, nothing pending) with money-de's balance and accounts.
    expect(payoutInfoSchema.parse(response.json())).toEqual(
      payoutInfoFixture({
        balance: 12_345,
        bonus: 0,
        withdrawable: 12_345,
        providers: [paypalProvider(['max.mustermann@paypal.example', 'money-de@paypal.example']), BANK],
      }),
    );
  });

  it('names the game and the paying currency, and makes PayPal wait for a PayPal deposit (paypalUseFirst)', async () => {
    const info = await payoutInfo(t.app, await loginAs(t.app, 'money-gb'));
    expect(info).toMatchObject({ currency: 'GGBP', currencyReal: 'GBP', exchangeFactor: 1, withdrawable: 12_345 });
    expect(info.providers).toEqual([
      { paytype: 'paypal', payoutFee: 150, paypalDetails: { accountNames: [] }, unavailableReason: 'paypalUseFirst' },
      { paytype: 'banktransfer', payoutFee: 150, paypalDetails: null, unavailableReason: null },
    ]);
    const fees = await Promise.all(
      ['money-us', 'money-dk', 'money-se', 'money-ca'].map(async (name) => {
        const payout = await payoutInfo(t.app, await loginAs(t.app, name));
        return `${payout.currency}:${payout.providers[0]?.payoutFee}`;
      }),
    );
    // CAD has no fee of its own: the SPEC §9 default of 1.50 (issue 10 item 6).
    expect(fees).toEqual(['USD:200', 'GDKK:700', 'GSEK:900', 'CAD:150']);
  });

  it('answers 401 without a session and 403 not-allowed for practice players and virtual currency', async () => {
    expect([(await get()).statusCode, (await get()).json()]).toEqual([401, ['not-logged-in']]);
    for (const name of ['practice-de', 'virtual-dia']) {
      const response = await get(await loginAs(t.app, name));
      expect([response.statusCode, response.json()], name).toEqual([403, ['not-allowed']]);
    }
  });

  it('shows the blockers: userBlocked for the blocked player, emailNotValid for an unconfirmed address', async () => {
    expect(await payoutInfo(t.app, await loginAs(t.app, 'blocked'))).toMatchObject({
      payoutAllowed: false,
      payoutNotAllowedReason: 'userBlocked',
    });
    expect(await payoutInfo(t.app, await loginAs(t.app, 'email-unverified'))).toMatchObject({
      payoutAllowed: false,
      payoutNotAllowedReason: 'emailNotValid',
    });
    const legally = await newPlayer(t.app, 'money-de', { payoutBlocker: 'legallyBlocked' });
    expect(await payoutInfo(t.app, legally.cookie)).toMatchObject({
      payoutAllowed: false,
      payoutNotAllowedReason: 'legallyBlocked',
    });
  });

  it('forces a payout above 1000 € of balance (money-rich), not at exactly 1000 €', async () => {
    expect(await payoutInfo(t.app, await loginAs(t.app, 'money-rich'))).toMatchObject({
      balance: 125_000,
      withdrawable: 125_000,
      forcePayout: true,
      providers: [{ paytype: 'paypal', paypalDetails: { accountNames: ['money-rich@paypal.example'] } }, {}],
    });
    const atLimit = await newPlayer(t.app, 'money-de', { withdrawable: 100_000 });
    expect((await payoutInfo(t.app, atLimit.cookie)).forcePayout).toBe(false);
  });

  it('copies the PayPal accounts and blocks of the template, or takes the given ones', async () => {
    const copy = await newPlayer(t.app, 'money-de');
    expect((await payoutInfo(t.app, copy.cookie)).providers[0]?.paypalDetails?.accountNames).toHaveLength(2);
    const blocked = await newPlayer(t.app, 'blocked');
    expect((await payoutInfo(t.app, blocked.cookie)).payoutNotAllowedReason).toBe('userBlocked');
    const own = await newPlayer(t.app, 'money-gb', { paypalAccounts: ['one@example.com'], withdrawable: 500 });
    expect(await payoutInfo(t.app, own.cookie)).toMatchObject({
      withdrawable: 500,
      providers: [{ paypalDetails: { accountNames: ['one@example.com'] }, unavailableReason: null }, {}],
    });
  });

  it('records the PayPal account of a successful PayPal deposit, which unlocks PayPal payouts', async () => {
    const player = await newPlayer(t.app, 'money-gb');
    const authorization = `Bearer ${await depositTokenFor(t.app, player.cookie)}`;
    const result = await t.payOk(authorization, purchaseBody('paypal', await t.shopPackage(authorization, 2000)));
    const payment = t.fake.paymentFor(result.tid);
    if (payment === undefined) throw new Error('no payment at the PSP');
    t.fake.setStatus(payment.pspReference, 'AUTHORISED');
    const notification = t.fake.notification({ ...payment, status: 'AUTHORISED' } as FakePayment);
    expect(
      (await t.app.inject({ method: 'POST', url: '/deposit/psp/notifications', ...notification })).statusCode,
    ).toBe(200);
    const info = await payoutInfo(t.app, player.cookie);
    expect(info.withdrawable).toBe(12_345 + 2000);
    expect(info.providers[0]).toMatchObject({
      paypalDetails: { accountNames: [`${player.userName}@paypal.example`] },
      unavailableReason: null,
    });
  });
});
