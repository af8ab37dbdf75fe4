import { addressReadSchema, userDataSchema } from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import { STARTING_BALANCE_MINOR } from '../../db/seed-data.ts';
import { cardDetails, purchaseBody, setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { buildTestApp, depositAuthFor, loginAs } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

const TEST_PATHS = [
  { method: 'POST', url: '/platform/test/players' },
  { method: 'GET', url: '/platform/test/players/money-de/balance' },
  { method: 'GET', url: '/platform/test/purchases?userName=money-de' },
] as const;

describe.each(DATABASE_KINDS)('test-support API on %s', (kind) => {
  const t = setUpPaymentApp(kind, { config: { enableTestApi: true } });

  const createPlayer = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/platform/test/players',
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function newPlayer(body: Record<string, unknown>) {
    const response = await createPlayer(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ userName: string; userId: number; password: string }>();
  }

  async function balance(userName: string) {
    const response = await t.app.inject({ method: 'GET', url: `/platform/test/players/${userName}/balance` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function purchases(userName: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/platform/test/purchases?userName=${encodeURIComponent(userName)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function userData(userName: string) {
    const cookie = await loginAs(t.app, userName);
    const user = await t.app.inject({ method: 'GET', url: '/gd/rest/me/userData', headers: { cookie } });
    const address = await t.app.inject({
      method: 'GET',
      url: '/gd/rest/me/userData?fields=address',
      headers: { cookie },
    });
    return { user: userDataSchema.parse(user.json()), address: addressReadSchema.parse(address.json()) };
  }

  it('is not registered without ENABLE_TEST_API: 404 ["not-found"]', async () => {
    const disabled = await buildTestApp(t.db);
    try {
      for (const { method, url } of TEST_PATHS) {
        const response = await disabled.inject({
          method,
          url,
          ...(method === 'POST'
            ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ template: 'money-de' }) }
            : {}),
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(['not-found']);
      }
      const count = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_name', 'like', 'money-de-%')
        .executeTakeFirstOrThrow();
      expect(Number(count.count)).toBe(0);
    } finally {
      await disabled.close();
    }
  });

  it('copies money-de: a new unique player who logs in with demo1234 and has the starting balance', async () => {
    const first = await newPlayer({ template: 'money-de' });
    const second = await newPlayer({ template: 'money-de' });
    expect(first.userName).toMatch(/^money-de-[0-9a-f]{8}$/);
    expect(second.userName).not.toBe(first.userName);
    expect(first).toEqual({ userName: first.userName, userId: expect.any(Number), password: 'demo1234' });

    const { user, address } = await userData(first.userName);
    expect(user).toMatchObject({
      userId: first.userId,
      userName: first.userName,
      userCountry: 'DE',
      userLocale: 'de-DE',
      lang: 'de',
      viewLang: 'de',
      gdCurrency: 'EUR',
      gdCurrencyType: 'REAL',
      actorType: 'g',
      loyalty: 'SILVER',
    });
    expect(address).toMatchObject({
      address: { firstName: 'Max', surname: 'Mustermann', street1: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin' },
      gender: 'm',
      birthdate: '1985-04-12',
    });
    expect(await balance(first.userName)).toEqual({
      withdrawable: STARTING_BALANCE_MINOR,
      bonus: 0,
      currency: 'EUR',
      actorType: 'g',
    });

    // The template's last used amount and provider block come along; the template is untouched.
    const db = t.db;
    const lastUsed = await db
      .selectFrom('last_used_amounts')
      .select(['currency', 'amount'])
      .where('user_id', '=', first.userId)
      .execute();
    expect(lastUsed).toEqual([{ currency: 'EUR', amount: 2000 }]);
    const blocks = await db
      .selectFrom('provider_user_blocks')
      .select('code')
      .where('user_id', '=', first.userId)
      .execute();
    expect(blocks).toEqual([{ code: 'moneybookers' }]);
    expect(await balance('money-de')).toMatchObject({ withdrawable: STARTING_BALANCE_MINOR, bonus: 0 });
  });

  it('applies overrides: country NL, locale, language, game currency', async () => {
    const player = await newPlayer({ template: 'money-de', country: 'nl', locale: 'nl-NL', lang: 'nl' });
    const { user } = await userData(player.userName);
    expect(user).toMatchObject({
      userCountry: 'NL',
      userLocale: 'nl-NL',
      lang: 'nl',
      viewLang: 'nl',
      gdCurrency: 'EUR',
    });

    const diamonds = await newPlayer({ template: 'money-de', gdCurrency: 'DIA' });
    expect((await userData(diamonds.userName)).user).toMatchObject({ gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL' });
    expect(await balance(diamonds.userName)).toEqual({
      withdrawable: STARTING_BALANCE_MINOR,
      bonus: 0,
      currency: 'DIA',
      actorType: 'g',
    });
  });

  it('copies a practice player without a balance, and makes practice players of money templates on request', async () => {
    const practice = await newPlayer({ template: 'practice-de' });
    expect(practice.userName).toMatch(/^practice-de-[0-9a-f]{8}$/);
    expect(await balance(practice.userName)).toEqual({ withdrawable: 0, bonus: 0, currency: 'EUR', actorType: 'b' });
    const { user, address } = await userData(practice.userName);
    expect(user.actorType).toBe('b');
    expect(address).toMatchObject({ address: { firstName: '', street1: '' }, gender: null, birthdate: null });

    const demoted = await newPlayer({ template: 'money-de', actorType: 'b', withAddress: false });
    expect(await balance(demoted.userName)).toEqual({ withdrawable: 0, bonus: 0, currency: 'EUR', actorType: 'b' });
    expect((await userData(demoted.userName)).address).toMatchObject({ address: { firstName: '' }, birthdate: null });
  });

  it('gives an address on request to a template without one (with a state for the US)', async () => {
    const german = await newPlayer({ template: 'practice-de', withAddress: true });
    expect((await userData(german.userName)).address).toMatchObject({
      address: { firstName: 'Max', zipCode: '10115', city: 'Berlin', stateCode: '' },
      gender: 'm',
      birthdate: '1985-04-12',
    });
    const american = await newPlayer({ template: 'practice-de', withAddress: true, country: 'US' });
    expect((await userData(american.userName)).address.address.stateCode).toBe('NY');
  });

  it('copies the saved card of money-gb: the shop offers it to the new player', async () => {
    const player = await newPlayer({ template: 'money-gb' });
    const saved = await t.db
      .selectFrom('payment_instruments')
      .select([
        'provider_code',
        'kind',
        'psp_token',
        'card_last4',
        'card_brand',
        'card_expiry_month',
        'card_expiry_year',
      ])
      .where('user_id', '=', player.userId)
      .execute();
    expect(saved).toEqual([
      {
        provider_code: 'checkout-cc',
        kind: 'card',
        psp_token: 'tok_visa',
        card_last4: '4242',
        card_brand: 'visa',
        card_expiry_month: 12,
        card_expiry_year: 2034,
      },
    ]);
    const { authorization } = await depositAuthFor(t.app, player.userName);
    const details = await t.app.inject({
      method: 'GET',
      url: '/deposit/shop/details/checkout-cc',
      headers: { authorization },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      type: 'CARD',
      card: { number: '•••• •••• •••• 4242', holder: 'John Smith' },
    });
    // Its own id: the template's card id names nothing for the copy (and the PSP token never leaves the server).
    const template = await t.db
      .selectFrom('payment_instruments')
      .innerJoin('users', 'users.id', 'payment_instruments.user_id')
      .select('public_id')
      .where('users.user_name', '=', 'money-gb')
      .executeTakeFirstOrThrow();
    expect(details.json().card.instrumentId).not.toBe(template.public_id);
    expect(details.body).not.toContain('tok_visa');
    expect(await balance(player.userName)).toMatchObject({ withdrawable: STARTING_BALANCE_MINOR, currency: 'GGBP' });
  });

  it('answers 404 ["not-found"] for an unknown template or player, 400 ["unexpected"] for a bad request', async () => {
    const unknown = await createPlayer({ template: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(['not-found']);

    for (const body of [
      {},
      { template: '' },
      { template: 'money-de', country: 'NLD' },
      { template: 'money-de', actorType: 'x' },
      { template: 'money-de', gdCurrency: 'XYZ' },
      { template: 'money-de', withAddress: 'yes' },
      { template: 'money-de', contry: 'NL' },
      { template: 'money-de', payoutBlocker: 'grumpy' },
      { template: 'money-de', paypalAccounts: ['not an e-mail'] },
      { template: 'money-de', withdrawable: -1 },
      { template: 'money-de', pendingPayout: 100 },
      { template: 'practice-de', pendingPayout: 1000 },
      '{"template":',
    ]) {
      const response = await createPlayer(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(['unexpected']);
    }

    const noBalance = await t.app.inject({ method: 'GET', url: '/platform/test/players/nobody-here/balance' });
    expect(noBalance.statusCode).toBe(404);
    expect(noBalance.json()).toEqual(['not-found']);
    const noPurchases = await t.app.inject({ method: 'GET', url: '/platform/test/purchases?userName=nobody-here' });
    expect(noPurchases.statusCode).toBe(404);
    const noName = await t.app.inject({ method: 'GET', url: '/platform/test/purchases' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual(['unexpected']);
  });

  it('lists a new player purchases, newest first, and the balance shows what they credited', async () => {
    const player = await newPlayer({ template: 'money-de' });
    expect(await purchases(player.userName)).toEqual([]);

    const { authorization } = await depositAuthFor(t.app, player.userName);
    const purchasable = await t.shopPackage(authorization, 10_000);
    const paid = await t.payOk(authorization, purchaseBody('checkout-cc', purchasable, cardDetails()));
    const refused = await t.payOk(
      authorization,
      purchaseBody('checkout-cc', purchasable, cardDetails('tok_refused_8')),
    );
    expect(refused.state).toBe('FAILED');

    const list = await purchases(player.userName);
    expect(list).toEqual([
      {
        tid: refused.tid,
        state: 'FAILED',
        errorCode: '8',
        provider: 'checkout-cc',
        price: 10_000,
        depositAmount: 10_000,
        bonusAmount: 1500,
        createdAt: expect.any(String),
      },
      {
        tid: paid.tid,
        state: 'SUCCESS',
        errorCode: null,
        provider: 'checkout-cc',
        price: 10_000,
        depositAmount: 10_000,
        bonusAmount: 1500,
        createdAt: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(list[0].createdAt))).toBe(false);
    expect(await balance(player.userName)).toEqual({
      withdrawable: STARTING_BALANCE_MINOR + 10_000,
      bonus: 1500,
      currency: 'EUR',
      actorType: 'g',
    });
    // Another player's purchases are not in the list.
    expect(await purchases((await newPlayer({ template: 'money-de' })).userName)).toEqual([]);
  });
});
