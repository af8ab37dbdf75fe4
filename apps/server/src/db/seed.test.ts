import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, verifyPassword } from '../modules/auth/password.ts';
import { getPlayerBalance } from '../modules/ledger/ledger.service.ts';
import { DATABASE_KINDS, openTestDatabase, setUpTestDatabase } from '../test/test-database.ts';
import { TEST_PASSWORD_COST } from '../test/test-password.ts';
import type { Db } from './database.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_PLAYERS } from './seed-data.ts';
import { PAYOUT_DEMO_PLAYERS } from './seed-payout.ts';

const TABLES = [
  'users',
  'purchasables',
  'consumables',
  'providers',
  'provider_user_blocks',
  'bonus_advertisements',
  'last_used_amounts',
  'ledger_accounts',
  'ledger_entries',
  'payout_currencies',
  'payout_blocks',
  'paypal_deposit_accounts',
] as const;

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select(sql<string>`count(*)::text`.as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

describe.each(DATABASE_KINDS)('demo seed on %s', (kind) => {
  const t = setUpTestDatabase(kind);

  it('seeds only once', async () => {
    const before = await countRows(t.database.db);
    expect(await seedDemoData(t.database.db)).toEqual({ seeded: false, steps: [] });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('hashes the demo passwords at the server’s own scrypt cost when the server seeds', async () => {
    const fresh = await openTestDatabase(kind, { demoData: false });
    try {
      await seedDemoData(fresh.db);
      const hashes = await fresh.db.selectFrom('users').select('password_hash').execute();
      expect(hashes.length).toBeGreaterThan(0);
      for (const { password_hash: hash } of hashes)
        expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', `${PASSWORD_COST}`, '8', '1']);
      expect(await verifyPassword('demo1234', hashes[0]?.password_hash ?? '')).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('adds the payout demo data once, also to a database seeded before the payout flow', async () => {
    const { db } = t.database;
    const facts = async () => ({
      currencies: await db
        .selectFrom('payout_currencies')
        .select(['gd_currency', 'currency_real', 'exchange_factor'])
        .orderBy('gd_currency')
        .execute(),
      blocks: await db
        .selectFrom('payout_blocks')
        .innerJoin('users', 'users.id', 'payout_blocks.user_id')
        .select(['users.user_name', 'reason'])
        .execute(),
      paypal: await db
        .selectFrom('paypal_deposit_accounts')
        .innerJoin('users', 'users.id', 'paypal_deposit_accounts.user_id')
        .select(['users.user_name', 'account_name'])
        .orderBy('account_name')
        .execute(),
      rich: await getPlayerBalance(
        db,
        (await db.selectFrom('users').select('id').where('user_name', '=', 'money-rich').executeTakeFirstOrThrow()).id,
        'EUR',
      ),
    });
    const seeded = await facts();
    expect(seeded.currencies.map((row) => `${row.gd_currency}>${row.currency_real}×${row.exchange_factor}`)).toEqual([
      'CAD>CAD×1',
      'EUR>EUR×1',
      'GDKK>DKK×1',
      'GGBP>GBP×1',
      'GSEK>SEK×1',
      'GUSD>USD×1',
      'USD>USD×1',
    ]);
    expect(seeded.blocks).toEqual([{ user_name: 'blocked', reason: 'userBlocked' }]);
    expect(seeded.paypal).toEqual([
      { user_name: 'money-de', account_name: 'max.mustermann@paypal.example' },
      { user_name: 'money-de', account_name: 'money-de@paypal.example' },
      { user_name: 'money-rich', account_name: 'money-rich@paypal.example' },
    ]);
    expect(seeded.rich).toEqual({ withdrawable: 125_000, bonus: 0, total: 125_000 });

    // As on a database seeded before this step existed: its rows missing, the step not run.
    // (Payout currencies are the operator's configuration, a migration's: not the seed's to restore.)
    for (const table of ['payout_blocks', 'paypal_deposit_accounts'] as const) {
      await db.deleteFrom(table).execute();
    }
    await db.deleteFrom('seed_runs').where('name', '=', 'payout-v1').execute();
    expect(await seedDemoData(db)).toEqual({ seeded: true, steps: ['payout-v1'] });
    expect(await facts()).toEqual(seeded);
    expect(await seedDemoData(db)).toEqual({ seeded: false, steps: [] });
  });

  it('gives money-gb the sandbox’s fixed Visa as a saved card, once', async () => {
    const cards = await t.database.db
      .selectFrom('payment_instruments')
      .innerJoin('users', 'users.id', 'payment_instruments.user_id')
      .select(['users.user_name', 'provider_code', 'psp_token', 'card_last4', 'card_expiry_year'])
      .execute();
    expect(cards).toEqual([
      {
        user_name: 'money-gb',
        provider_code: 'checkout-cc',
        psp_token: 'tok_visa',
        card_last4: '4242',
        card_expiry_year: 2034,
      },
    ]);
  });

  it('holds the twelve players of docs/conventions.md and the payout demo player with the demo password', async () => {
    const users = await t.database.db
      .selectFrom('users')
      .select(['user_name', 'actor_type', 'country', 'locale', 'gd_currency', 'gd_currency_type', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map((user) => user.user_name)).toEqual([
      'practice-de',
      'practice-fr',
      'practice-us',
      'money-de',
      'money-gb',
      'money-us',
      'money-dk',
      'money-se',
      'money-ca',
      'virtual-dia',
      'email-unverified',
      'blocked',
      'money-rich',
    ]);
    const first = users[0];
    // The test templates' seed hashes at the tests' lower cost (test-password.ts).
    expect(first?.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(await verifyPassword('demo1234', first?.password_hash ?? '')).toBe(true);
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(users.length);
    expect(users.find((user) => user.user_name === 'virtual-dia')).toMatchObject({
      gd_currency: 'DIA',
      gd_currency_type: 'VIRTUAL',
    });
  });

  it('gives money players a balanced starting balance and a last-used amount matching a normal package', async () => {
    const unbalanced = await sql<{ transaction_id: string }>`
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(t.database.db);
    expect(unbalanced.rows).toEqual([]);
    const funded = await t.database.db
      .selectFrom('ledger_accounts')
      .select('user_id')
      .where('kind', '=', 'withdrawable')
      .execute();
    const moneyPlayers = [...DEMO_PLAYERS, ...PAYOUT_DEMO_PLAYERS].filter((player) => player.actorType === 'g');
    expect(funded.length).toBe(moneyPlayers.length);

    const lastUsed = await t.database.db
      .selectFrom('last_used_amounts')
      .innerJoin('users', 'users.id', 'last_used_amounts.user_id')
      .select(['users.user_name', 'users.gd_currency', 'last_used_amounts.amount'])
      .execute();
    expect(lastUsed.length).toBe(
      [...DEMO_PLAYERS, ...PAYOUT_DEMO_PLAYERS].filter((player) => player.lastUsedAmount !== null).length,
    );
    for (const row of lastUsed) {
      const match = await t.database.db
        .selectFrom('purchasables')
        .select('id')
        .where('gd_currency', '=', row.gd_currency)
        .where('subscription', '=', false)
        .where('price', '=', row.amount)
        .executeTakeFirst();
      expect(match, row.user_name).toBeDefined();
    }
  });
});
