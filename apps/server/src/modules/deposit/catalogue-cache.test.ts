// GET /deposit/shop reuses the catalogue for CATALOGUE_CACHE_SECONDS (issue 11): a change an operator makes
// in the database shows once the cache is older than that, a change made through the app at once.
import { shopResponseSchema } from '@shop/contracts/shop';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePsp, startFakePsp } from '../../test/fake-psp.ts';
import { buildPaymentTestApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { invalidateCatalogue } from './catalogue-cache.ts';

describe('the shop catalogue cache', () => {
  let database: TestDatabase;
  let fake: FakePsp;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-24T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fake = await startFakePsp();
    app = await buildPaymentTestApp(database.db, fake, { clock, config: { catalogueCacheSeconds: 5 } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await database.close();
  });

  async function shopOf(userName: string) {
    const { authorization } = await depositAuthFor(app, userName);
    const response = await app.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return shopResponseSchema.parse(response.json());
  }
  const providerCodes = async (userName: string) => (await shopOf(userName)).providers.map((p) => p.code);
  const setActive = (code: string, active: boolean) =>
    database.db.updateTable('providers').set({ active }).where('code', '=', code).execute();

  it('shows a provider switched off in the database only once the cache is 5 s old, to every player', async () => {
    const before = await providerCodes('money-de');
    expect(before).toContain('paypal');
    await setActive('paypal', false);
    try {
      clock.advanceSeconds(4);
      expect(await providerCodes('money-de')).toEqual(before);
      expect(await providerCodes('money-ca')).toContain('paypal');
      clock.advanceSeconds(1);
      expect(await providerCodes('money-de')).not.toContain('paypal');
      expect(await providerCodes('money-ca')).not.toContain('paypal');
    } finally {
      await setActive('paypal', true);
      invalidateCatalogue(database.db);
    }
    expect(await providerCodes('money-de')).toContain('paypal');
  });

  it('keeps each currency’s packages apart and still answers each player’s own part fresh', async () => {
    const euro = await shopOf('money-de');
    const dollar = await shopOf('money-us');
    expect(euro.currency).toBe('EUR');
    expect(dollar.currency).toBe('USD');
    expect(euro.purchasables.every((item) => item.currency === 'EUR')).toBe(true);
    expect(dollar.purchasables.every((item) => item.currency === 'USD')).toBe(true);
    // The player's last used amount is theirs and not cached.
    const userId = (
      await database.db.selectFrom('users').select('id').where('user_name', '=', 'money-de').executeTakeFirstOrThrow()
    ).id;
    await database.db
      .updateTable('last_used_amounts')
      .set({ amount: 5000 })
      .where('user_id', '=', userId)
      .where('currency', '=', 'EUR')
      .execute();
    expect((await shopOf('money-de')).lastUsedAmount).toBe(5000);
  });

  it('starts a bonus offer that began after the catalogue was read, and ends one at its end', async () => {
    const start = clock.now();
    const end = new Date(start.getTime() + 60_000);
    await database.db.deleteFrom('bonus_advertisements').execute();
    await database.db
      .insertInto('bonus_advertisements')
      .values({
        start_at: new Date(start.getTime() + 2000),
        end_at: end,
        percentage: 30,
        style: 'SpecialOffer',
        i18n_key: 'offer.test',
      })
      .execute();
    invalidateCatalogue(database.db);
    expect((await shopOf('money-de')).bonusAdvertisement).toBeNull();
    clock.advanceSeconds(2);
    expect((await shopOf('money-de')).bonusAdvertisement?.percentage).toBe(30);
    clock.advanceSeconds(58);
    expect((await shopOf('money-de')).bonusAdvertisement).toBeNull();
  });
});
