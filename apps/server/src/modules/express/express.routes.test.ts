import { expressSettingsSchema } from '@shop/contracts/express';
import { type PurchaseDetails, purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { keptCardDetails, purchaseBody, setUpPaymentApp, type shopPackage } from '../../test/purchase-helpers.ts';
import { elvDetails, newPlayer } from '../../test/subscription-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

/** A new card the player keeps (what the card form sends after tokenizing). */
const newCard = (token = 'tok_success') => keptCardDetails(token, 2099);

describe.each(DATABASE_KINDS)('express payment settings on %s', (kind) => {
  const t = setUpPaymentApp(kind, { config: { enableTestApi: true } });

  async function player(template = 'money-de') {
    const { userName } = await newPlayer(t.app, template);
    return { userName, ...(await depositAuthFor(t.app, userName)) };
  }

  async function settingsOf(authorization: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/deposit/shop/express/settings',
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return expressSettingsSchema.parse(response.json());
  }

  function subscribe(authorization: string, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/deposit/shop/express/subscription',
      headers: { authorization },
      payload: payload as Record<string, unknown>,
    });
  }

  const entry = (settings: Awaited<ReturnType<typeof settingsOf>>, code: string) =>
    settings.find((setting) => setting.paytypeCode === code);

  it('lists the express methods a player can use, none subscribed or available without anything stored', async () => {
    const { authorization } = await player();
    const settings = await settingsOf(authorization);
    expect(settings.map((setting) => setting.paytypeCode)).toEqual(
      expect.arrayContaining(['paypal', 'checkout-cc', 'adyen-cc', 'micropayment-elv']),
    );
    // No express for iDEAL, bank transfer, vouchers, wallets; nor for GB/FR-only cards in Germany.
    for (const code of ['banktransfer', 'paysafecard', 'moneybookers', 'adyen-ideal', 'adyen-debitcards-uk']) {
      expect(entry(settings, code), code).toBeUndefined();
    }
    expect(settings.every((setting) => !setting.subscribed && !setting.available)).toBe(true);
  });

  it('needs the bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/deposit/shop/express/settings' });
    expect([response.statusCode, response.json()]).toEqual([401, ['not-authenticated']]);
  });

  it('subscribes a saved card as the favourite, idempotently, and refuses what cannot be charged', async () => {
    // money-gb's copy has the saved Visa with checkout-cc.
    const { authorization } = await player('money-gb');
    expect(entry(await settingsOf(authorization), 'checkout-cc')).toEqual({
      paytypeCode: 'checkout-cc',
      subscribed: false,
      available: true,
    });
    const first = await subscribe(authorization, { paytype: 'checkout-cc' });
    expect(first.statusCode, first.body).toBe(200);
    expect(entry(expressSettingsSchema.parse(first.json()), 'checkout-cc')?.subscribed).toBe(true);
    const again = await subscribe(authorization, { paytype: 'checkout-cc' });
    expect(again.json()).toEqual(first.json());

    // No saved card with that provider, no PayPal agreement: nothing to charge.
    for (const paytype of ['adyen-cc', 'paypal']) {
      const refused = await subscribe(authorization, { paytype });
      expect([refused.statusCode, refused.json()], paytype).toEqual([409, ['express-not-available']]);
    }
    const unsupported = await subscribe(authorization, { paytype: 'banktransfer' });
    expect([unsupported.statusCode, unsupported.json()]).toEqual([400, ['express-not-supported']]);
    const malformed = await subscribe(authorization, { paytype: 'no-such-provider' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, ['unexpected']]);
    // The refusals changed nothing.
    const settings = await settingsOf(authorization);
    expect(settings.filter((setting) => setting.subscribed).map((setting) => setting.paytypeCode)).toEqual([
      'checkout-cc',
    ]);
  });

  it('is not for practice players', async () => {
    const { authorization } = await player('practice-de');
    const refused = await subscribe(authorization, { paytype: 'checkout-cc' });
    expect([refused.statusCode, refused.json()]).toEqual([403, ['express-not-allowed']]);
  });

  it('takes the review opt-in with the purchase: the saved card becomes the favourite at SUCCESS', async () => {
    const { authorization } = await player();
    const purchasable = await t.shopPackage(authorization, 2000);
    const result = await t.payOk(authorization, {
      ...purchaseBody('adyen-cc', purchasable, newCard()),
      expressSubscribe: true,
    });
    expect(result.state).toBe('SUCCESS');
    expect(entry(await settingsOf(authorization), 'adyen-cc')).toEqual({
      paytypeCode: 'adyen-cc',
      subscribed: true,
      available: true,
    });
    // The web's POST after SUCCESS (SPEC §4) then changes nothing.
    const confirm = await subscribe(authorization, { paytype: 'adyen-cc' });
    expect(confirm.statusCode).toBe(200);
  });

  it('keeps one favourite: a later opt-in with direct debit replaces the card', async () => {
    const { authorization } = await player();
    const purchasable = await t.shopPackage(authorization, 2000);
    await t.payOk(authorization, { ...purchaseBody('adyen-cc', purchasable, newCard()), expressSubscribe: true });
    await t.payOk(authorization, {
      ...purchaseBody('checkout-elv', purchasable, elvDetails()),
      expressSubscribe: true,
    });
    const settings = await settingsOf(authorization);
    expect(settings.filter((setting) => setting.subscribed).map((setting) => setting.paytypeCode)).toEqual([
      'checkout-elv',
    ]);
    expect(entry(settings, 'adyen-cc')?.available).toBe(true);
  });

  it('ignores the opt-in of a purchase that saves nothing (card not kept, or failed)', async () => {
    const { authorization } = await player();
    const purchasable = await t.shopPackage(authorization, 2000);
    const notKept: PurchaseDetails = { card: { token: 'tok_success', holder: 'Max Mustermann', updateData: false } };
    await t.payOk(authorization, { ...purchaseBody('adyen-cc', purchasable, notKept), expressSubscribe: true });
    const refused = await t.payOk(authorization, {
      ...purchaseBody('checkout-cc', purchasable, newCard('tok_refused_8')),
      expressSubscribe: true,
    });
    expect(refused.state).toBe('FAILED');
    expect((await settingsOf(authorization)).some((setting) => setting.subscribed)).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('express purchases, navigation target and platform pages on %s', (kind) => {
  const t = setUpPaymentApp(kind, { config: { enableTestApi: true } });

  /** A money-de copy (last used 20 €) whose card with adyen-cc is the express favourite. */
  async function expressPlayer() {
    const { userName, userId } = await newPlayer(t.app, 'money-de');
    const auth = await depositAuthFor(t.app, userName);
    const purchasable = await t.shopPackage(auth.authorization, 2000);
    await t.payOk(auth.authorization, {
      ...purchaseBody('adyen-cc', purchasable, newCard()),
      expressSubscribe: true,
    });
    return { userName, userId, purchasable, ...auth };
  }

  const expressBody = (
    purchasable: Awaited<ReturnType<typeof shopPackage>>,
    provider: 'adyen-cc' | 'paypal' = 'adyen-cc',
  ) => ({
    ...purchaseBody(provider, purchasable),
    express: true,
  });

  it('pays the favourite card on file without any details, once per Idempotency-Key', async () => {
    const { authorization, purchasable } = await expressPlayer();
    const key = crypto.randomUUID();
    const callsBefore = t.fake.counts.paymentsCreated;
    const first = await t.pay(authorization, expressBody(purchasable), key);
    const again = await t.pay(authorization, expressBody(purchasable), key);
    expect(first.statusCode, first.body).toBe(200);
    const result = purchaseResultSchema.parse(first.json());
    expect(result.state).toBe('SUCCESS');
    expect(again.json()).toEqual(result);
    expect(t.fake.counts.paymentsCreated).toBe(callsBefore + 1);
    const request = t.fake.paymentFor(result.tid)?.request;
    expect(request).toMatchObject({
      method: 'card',
      card: { token: 'tok_success' },
      recurringProcessingModel: 'CardOnFile',
    });
    expect(request?.shopperInteraction).toBeUndefined();
  });

  it('refuses an express purchase the favourite cannot pay with code 50', async () => {
    const { authorization, purchasable } = await expressPlayer();
    const otherProvider = await t.pay(authorization, {
      ...purchaseBody('checkout-cc', purchasable),
      express: true,
    });
    expect([otherProvider.statusCode, otherProvider.body]).toEqual([400, '50']);
    const withDetails = await t.pay(authorization, { ...expressBody(purchasable), details: newCard() });
    expect([withDetails.statusCode, withDetails.body]).toEqual([400, '50']);
    const subscription = await t.shopPackage(authorization, 2000, true);
    const saverPackage = await t.pay(authorization, { ...purchaseBody('adyen-cc', subscription), express: true });
    expect(saverPackage.statusCode).toBe(400);

    const { authorization: other } = await depositAuthFor(t.app, (await newPlayer(t.app, 'money-de')).userName);
    const noFavourite = await t.pay(other, expressBody(purchasable));
    expect([noFavourite.statusCode, noFavourite.body]).toEqual([400, '50']);
  });

  it('answers EXPRESS_PAYMENT for the quick-deposit entry of a player with an express offer only', async () => {
    const { userId, cookie } = await expressPlayer();
    const target = (query: string, withCookie = cookie) =>
      t.app.inject({
        method: 'GET',
        url: `/gd/rest/paymentNavigationTarget?userId=${userId}&ts=1${query}`,
        headers: { cookie: withCookie },
      });
    expect((await target('&entry=express')).json()).toEqual({
      target: 'EXPRESS_PAYMENT',
      url: '/express',
      reason: null,
    });
    expect((await target('')).json()).toEqual({ target: 'SHOP_WEB', url: null, reason: null });

    const plain = await newPlayer(t.app, 'money-de');
    const plainCookie = (await depositAuthFor(t.app, plain.userName)).cookie;
    const response = await t.app.inject({
      method: 'GET',
      url: `/gd/rest/paymentNavigationTarget?userId=${plain.userId}&ts=1&entry=express`,
      headers: { cookie: plainCookie },
    });
    expect(response.json()).toEqual({ target: 'SHOP_WEB', url: null, reason: null });
  });

  it('shows the quick deposit on the games page and turns express off at the shop settings', async () => {
    const { cookie, authorization } = await expressPlayer();
    const games = await t.app.inject({ method: 'GET', url: '/platform/games?lang=en', headers: { cookie } });
    expect(games.body).toMatch(
      /<a class="button" href="\/express\?lang=en" data-testid="quick-deposit">Quick deposit: 20,00\s€ with Visa\s••••\s4242<\/a>/,
    );
    const settingsPage = await t.app.inject({
      method: 'GET',
      url: '/platform/shop-settings?lang=en',
      headers: { cookie },
    });
    expect(settingsPage.body).toContain('data-testid="express-settings" data-state="on"');
    expect(settingsPage.body).toMatch(/A quick deposit from the games page pays with Visa\s••••\s4242\./);

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/platform/shop-settings/express/off',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const off = await t.app.inject({
      method: 'POST',
      url: '/platform/shop-settings/express/off',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect([off.statusCode, off.headers.location]).toEqual([303, '/platform/shop-settings?express=off']);
    const after = await t.app.inject({
      method: 'GET',
      url: '/platform/shop-settings?lang=en&express=off',
      headers: { cookie },
    });
    expect(after.body).toContain('data-testid="express-turned-off"');
    expect(after.body).toContain('data-state="off"');
    expect((await t.app.inject({ method: 'GET', url: '/platform/games', headers: { cookie } })).body).not.toContain(
      'quick-deposit',
    );
    const settings = expressSettingsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/deposit/shop/express/settings', headers: { authorization } })).json(),
    );
    expect(settings.some((setting) => setting.subscribed)).toBe(false);
  });
  // Issue 24 point 10: turning express off on the English shop settings of a German player came back German.
  it('keeps the page language through the express-off form and its redirect', async () => {
    const { cookie } = await expressPlayer();
    const settingsPage = await t.app.inject({
      method: 'GET',
      url: '/platform/shop-settings?lang=en',
      headers: { cookie },
    });
    expect(settingsPage.body).toContain('action="/platform/shop-settings/express/off?lang=en"');
    const localTargets = [...settingsPage.body.matchAll(/(?:href|action)="(\/(?!\/)[^"]*)"/g)].map((match) => match[1]);
    expect(localTargets.length).toBeGreaterThan(1);
    expect(localTargets.filter((target) => !/[?&](amp;)?lang=en\b/.test(target ?? ''))).toEqual([]);
    const off = await t.app.inject({
      method: 'POST',
      url: '/platform/shop-settings/express/off?lang=en',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect([off.statusCode, off.headers.location]).toEqual([303, '/platform/shop-settings?express=off&lang=en']);
    const after = await t.app.inject({ method: 'GET', url: String(off.headers.location), headers: { cookie } });
    expect(after.body).toContain('<html lang="en">');
    expect(after.body).toContain('data-testid="express-turned-off"');
  });
});
