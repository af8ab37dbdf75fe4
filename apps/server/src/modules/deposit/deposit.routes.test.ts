import { SUPPORTED_PROVIDER_CODES, shopResponseSchema } from '@shop/contracts/shop';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCatalogue } from '../../db/seed.ts';
import { AMERICAN_GUSD, insertTestPlayer } from '../../test/player-fixtures.ts';
import { setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('GET /deposit/shop on %s', (kind) => {
  // Providers are usable only while the PSP answers, so the shop is built against the fake one.
  const t = setUpPaymentApp(kind);

  const shop = (authorization?: string, currencyType = 'REAL') =>
    t.app.inject({
      method: 'GET',
      url: `/deposit/shop?currencyType=${currencyType}`,
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers the shop of a money player per the contract', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    const response = await shop(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Serialised from cached parts (shopJson): still exactly what JSON.stringify writes for the answer.
    expect(response.body).toBe(JSON.stringify(response.json()));
    const answer = z.strictObject(shopResponseSchema.shape).parse(response.json());

    expect(answer.currency).toBe('EUR');
    expect(answer.lastUsedAmount).toBe(2000);
    expect(answer.userIdentityVerified).toBe(true);
    expect(answer.bonusAdvertisement).toMatchObject({ style: 'WinterOffer', percentage: 20, i18nKey: 'winterOffer' });

    const normal = answer.purchasables.filter((item) => !item.subscription);
    const subscription = answer.purchasables.filter((item) => item.subscription);
    expect(normal.map((item) => [item.id, item.price])).toEqual([
      [0, 1000],
      [1, 2000],
      [2, 5000],
      [3, 10_000],
      [4, 25_000],
    ]);
    expect(subscription.map((item) => [item.id, item.price])).toEqual([
      [0, 1000],
      [1, 2000],
      [2, 3000],
    ]);
    expect(normal[2]?.consumables).toEqual([
      { type: 'DEPOSIT', amount: 5000 },
      { type: 'BONUS', amount: 500, bonusPrice: 5000 },
    ]);
  });

  it('lists only supported, active providers with usability for the player', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    const answer = shopResponseSchema.parse((await shop(authorization)).json());
    const codes = answer.providers.map((provider) => provider.code);
    expect(codes).not.toContain('legacy-wallet');
    expect([...codes].sort()).toEqual([...SUPPORTED_PROVIDER_CODES].sort());
    const usable = (code: string) => answer.providers.find((provider) => provider.code === code)?.usable;
    expect(usable('adyen-elv')).toBe(true);
    expect(usable('adyen-ideal')).toBe(false); // NL only
    expect(usable('moneybookers')).toBe(false); // blocked for money-de
    expect(answer.providers.find((provider) => provider.code === 'paysafecard')?.limit).toBe(10_000);
    expect(
      answer.providers
        .filter((provider) => provider.subscriptionSupported)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['micropayment-cc', 'micropayment-elv', 'paypal']);
  });

  it('keeps each player’s own blocks while players of one country share the providers’ list', async () => {
    const usableFor = async (userName: string) => {
      const { authorization } = await depositAuthFor(t.app, userName);
      const answer = shopResponseSchema.parse((await shop(authorization)).json());
      return (code: string) => answer.providers.find((provider) => provider.code === code)?.usable;
    };
    expect((await usableFor('practice-de'))('moneybookers')).toBe(true);
    expect((await usableFor('money-de'))('moneybookers')).toBe(false); // blocked for money-de
    expect((await usableFor('practice-de'))('moneybookers')).toBe(true);
    // A block set now counts at once: the list is kept per blocked codes, not per player or for the cache's TTL.
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'practice-de')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('provider_user_blocks').values({ user_id: id, code: 'moneybookers' }).execute();
    try {
      expect((await usableFor('practice-de'))('moneybookers')).toBe(false);
    } finally {
      await t.db
        .deleteFrom('provider_user_blocks')
        .where('user_id', '=', id)
        .where('code', '=', 'moneybookers')
        .execute();
    }
    expect((await usableFor('practice-de'))('moneybookers')).toBe(true);
  });

  it('gives every seeded player in DE, GB and US at least four usable providers', async () => {
    for (const userName of ['practice-de', 'practice-us', 'money-de', 'money-gb', 'money-us']) {
      const { authorization } = await depositAuthFor(t.app, userName);
      const answer = shopResponseSchema.parse((await shop(authorization)).json());
      expect(answer.providers.filter((provider) => provider.usable).length, userName).toBeGreaterThanOrEqual(4);
    }
  });

  it('prices in the paying currency and counts in the game currency', async () => {
    const dkk = shopResponseSchema.parse((await shop((await depositAuthFor(t.app, 'money-dk')).authorization)).json());
    expect(dkk.currency).toBe('DKK');
    expect(dkk.lastUsedAmount).toBe(20_000);
    expect(dkk.purchasables.some((item) => item.price === dkk.lastUsedAmount && !item.subscription)).toBe(true);

    const diamonds = shopResponseSchema.parse(
      (await shop((await depositAuthFor(t.app, 'virtual-dia')).authorization)).json(),
    );
    expect(diamonds.currency).toBe('EUR');
    expect(diamonds.purchasables.map((item) => [item.price, item.consumables[0]?.amount])).toEqual([
      [500, 500],
      [1000, 1100],
      [2500, 3000],
      [5000, 6500],
    ]);
  });

  it('reports practice players as not identity-verified and without a last used amount', async () => {
    const answer = shopResponseSchema.parse(
      (await shop((await depositAuthFor(t.app, 'practice-us')).authorization)).json(),
    );
    expect(answer.userIdentityVerified).toBe(false);
    expect(answer.lastUsedAmount).toBeNull();
  });

  it('answers 401 ["not-authenticated"] without or with a wrong bearer token', async () => {
    for (const authorization of [undefined, 'Bearer unknown-token', 'Basic abc', 'Bearer ']) {
      const response = await shop(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual(['not-authenticated']);
    }
  });

  it('answers 403 ["forbidden"] when the token’s player got blocked', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-se');
    await t.db.updateTable('users').set({ blocked: true }).where('user_name', '=', 'money-se').execute();
    try {
      const response = await shop(authorization);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(['forbidden']);
    } finally {
      await t.db.updateTable('users').set({ blocked: false }).where('user_name', '=', 'money-se').execute();
    }
  });

  it('answers 400 ["invalid_currency_type"] for another currency type', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    for (const currencyType of ['', 'COINS', 'real']) {
      const response = await shop(authorization, currencyType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(['invalid_currency_type']);
    }
  });

  // Issue 10 item 7: GUSD players had no packages and were told "deposit limit reached".
  it('sells GUSD players the dollar packages, normal and saver', async () => {
    await insertTestPlayer(t.db, 'money-gusd', AMERICAN_GUSD);
    const response = await shop((await depositAuthFor(t.app, 'money-gusd')).authorization);
    expect(response.statusCode).toBe(200);
    const answer = shopResponseSchema.parse(response.json());
    expect(answer.currency).toBe('USD');
    expect(answer.purchasables.map((item) => [item.subscription, item.price])).toEqual([
      [false, 1000],
      [false, 2000],
      [false, 5000],
      [false, 10_000],
      [false, 25_000],
      [true, 1000],
      [true, 2000],
      [true, 3000],
    ]);
  });

  it('answers 400 ["no_purchasables"] when the player’s currency has no catalogue', async () => {
    // An operator may take a currency's packages away: GUSD's, here.
    const gusd = t.db.selectFrom('purchasables').select('id').where('gd_currency', '=', 'GUSD');
    await t.db.deleteFrom('consumables').where('purchasable_id', 'in', gusd).execute();
    await t.db.deleteFrom('purchasables').where('gd_currency', '=', 'GUSD').execute();
    const response = await shop((await depositAuthFor(t.app, 'money-gusd')).authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(['no_purchasables']);

    // Subscription packages alone are not enough to sell anything: 503.
    await t.db
      .transaction()
      .execute((trx) => insertCatalogue(trx, 'GUSD', [{ price: 1000, subscription: true, deposit: 1000, bonus: 250 }]));
    const onlySubscriptions = await shop((await depositAuthFor(t.app, 'money-gusd')).authorization);
    expect(onlySubscriptions.statusCode).toBe(503);
    expect(onlySubscriptions.json()).toEqual(['503']);
  });

  it('answers 503 ["503"] when no supported provider is active', async () => {
    const { authorization } = await depositAuthFor(t.app, 'money-de');
    const supported = [...SUPPORTED_PROVIDER_CODES];
    await t.db.updateTable('providers').set({ active: false }).where('code', 'in', supported).execute();
    try {
      const response = await shop(authorization);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(['503']);
    } finally {
      await t.db.updateTable('providers').set({ active: true }).where('code', 'in', supported).execute();
    }
  });
});
