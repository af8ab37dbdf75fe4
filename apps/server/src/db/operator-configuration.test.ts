import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../server.ts';
import { TEST_PAYMENT_DATA_KEY } from '../test/fake-psp.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { Db } from './database.ts';

const silent = { info: () => undefined };
const where = { databaseUrl: null, dataDir: '/nonexistent', paymentDataKey: TEST_PAYMENT_DATA_KEY } as const;

async function facts(db: Db) {
  const count = async (
    table: 'users' | 'providers' | 'purchasables' | 'payout_currencies' | 'ledger_entries' | 'operators',
  ) =>
    Number(
      (await db.selectFrom(table).select(sql<string>`count(*)::text`.as('count')).executeTakeFirstOrThrow()).count,
    );
  const payable = await db
    .selectFrom('providers')
    .select(['code', 'psp_method', 'limit_minor', 'usable_countries'])
    .where('psp_method', 'is not', null)
    .where('active', '=', true)
    .orderBy('sort_order')
    .execute();
  const saverPackages = await db
    .selectFrom('purchasables')
    .select(['gd_currency', 'price'])
    .where('subscription', '=', true)
    .orderBy('gd_currency')
    .orderBy('price')
    .execute();
  return {
    users: await count('users'),
    operators: await count('operators'),
    ledgerEntries: await count('ledger_entries'),
    providers: await count('providers'),
    purchasables: await count('purchasables'),
    payoutCurrencies: await count('payout_currencies'),
    payable,
    saverPackages,
  };
}

describe.each(DATABASE_KINDS)('operator configuration without demo data on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { demoData: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has payable providers, packages and payout currencies but no players or operators; the demo seed adds them only', async () => {
    await prepareDatabase(database.db, { ...where, seedDemoData: false, databaseAppRole: null }, silent);
    const bare = await facts(database.db);
    expect(bare).toMatchObject({
      users: 0,
      operators: 0,
      ledgerEntries: 0,
      providers: 20,
      purchasables: 60,
      payoutCurrencies: 7,
    });
    expect(bare.payable).toHaveLength(19);
    expect(bare.payable.find((provider) => provider.code === 'micropayment-elv')).toEqual({
      code: 'micropayment-elv',
      psp_method: 'sepa',
      limit_minor: 5000,
      usable_countries: ['DE', 'AT'],
    });
    expect(bare.saverPackages.filter((item) => item.gd_currency === 'EUR').map((item) => item.price)).toEqual([
      1000, 2000, 3000,
    ]);
    // Every game currency sells packages, GUSD too (issue 10 item 7).
    expect(new Set(bare.saverPackages.map((item) => item.gd_currency))).toEqual(
      new Set(['CAD', 'EUR', 'GDKK', 'GGBP', 'GSEK', 'GUSD', 'USD']),
    );

    // Started again with the demo asked for: the players come, the configuration is not duplicated.
    await prepareDatabase(database.db, { ...where, seedDemoData: true, databaseAppRole: null }, silent);
    const demo = await facts(database.db);
    expect(demo.users).toBe(13);
    // The three demo operators of the console come with the demo players only.
    expect(demo.operators).toBe(3);
    expect({ ...demo, users: 0, operators: 0, ledgerEntries: 0 }).toEqual({
      ...bare,
      users: 0,
      operators: 0,
      ledgerEntries: 0,
    });
  });
});
