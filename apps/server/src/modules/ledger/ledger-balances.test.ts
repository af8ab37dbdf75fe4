// Issue 27 point 6: a player's balance is read from the account's projected balance, kept by the database in the
// same transaction as the entries, and every such balance equals the sum of its entries — checked here by
// recomputing every player account from the entries (ledgerBalanceMismatches) after each kind of posting, after a
// refused one, and, on PostgreSQL, after many postings to one player's accounts in parallel transactions.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { insertLoneLedgerEntry } from '../../test/ledger-entry-writes.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  ensureAccount,
  ledgerBalanceMismatches,
  lockAccount,
  sumPlayerBalance,
  writeLedgerTransaction,
} from './ledger.repository.ts';
import { creditDeposit, fundPlayerFromPlatform, getPlayerBalance } from './ledger.service.ts';
import { reservePayout, returnPayout, settlePayout } from './payout-entries.ts';
import { removeBonus } from './subscription-entries.ts';

/** A player's balance of some kinds as the sum of their entries (what the projection replaces). */
async function balanceFromEntries(db: Db, userId: number, currency: string, kinds: string[]): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('total'))
    .where('ledger_accounts.user_id', '=', userId)
    .where('ledger_accounts.currency', '=', currency)
    .where('ledger_accounts.kind', 'in', kinds as never[])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe.each(DATABASE_KINDS)('checkpointed balances on %s', (kind) => {
  let database: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    userId = (
      await database.db.selectFrom('users').select('id').where('user_name', '=', 'money-de').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('holds for the demo data as migrated and seeded', async () => {
    expect(await ledgerBalanceMismatches(database.db)).toEqual([]);
    const accounts = await database.db.selectFrom('ledger_accounts').select(['user_id', 'balance']).execute();
    expect(accounts.filter((account) => account.user_id === null).map((account) => account.balance)).toEqual(
      accounts.filter((account) => account.user_id === null).map(() => null),
    );
  });

  it('follows every kind of posting in its transaction, and nothing of a posting that fails', async () => {
    const db = database.db;
    const currency = 'EUR';
    await db
      .transaction()
      .execute((trx) =>
        fundPlayerFromPlatform(trx, { at: new Date(), userId, currency, amount: 10_000, description: 'funding' }),
      );
    await db.transaction().execute((trx) =>
      creditDeposit(trx, {
        at: new Date(),
        userId,
        currency,
        deposit: 2_500,
        bonus: 250,
        reference: 'balances:1',
        description: 'd',
      }),
    );
    await db.transaction().execute(async (trx) => {
      // Two postings in one transaction: the second sees the first's balance.
      await lockAccount(trx, { userId, kind: 'withdrawable', currency });
      const booking = { userId, currency, amount: 1_200, fee: 200, description: 'payout' };
      await reservePayout(trx, { at: new Date(), ...booking, reference: 'balances:payout:1:request' });
      expect(await sumPlayerBalance(trx, { userId, currency, kinds: ['pending_payout'] })).toBeGreaterThanOrEqual(
        1_000,
      );
      await settlePayout(trx, { at: new Date(), ...booking, reference: 'balances:payout:1:settled' });
    });
    await db.transaction().execute(async (trx) => {
      const booking = { userId, currency, amount: 700, fee: 100, description: 'payout' };
      await reservePayout(trx, { at: new Date(), ...booking, reference: 'balances:payout:2:request' });
      await returnPayout(trx, { at: new Date(), ...booking, reference: 'balances:payout:2:returned' });
    });
    await db.transaction().execute((trx) =>
      removeBonus(trx, {
        at: new Date(),
        userId,
        currency,
        amount: 50,
        reference: 'balances:bonus',
        description: 'expired',
      }),
    );
    // A posting refused at commit (unbalanced) and one refused by its reference leave the balances as they were.
    const before = await getPlayerBalance(db, userId, currency);
    await expect(
      db.transaction().execute(async (trx) => {
        const player = await ensureAccount(trx, { userId, kind: 'withdrawable', currency });
        await insertLoneLedgerEntry(trx, player, 99);
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      db.transaction().execute((trx) =>
        creditDeposit(trx, {
          at: new Date(),
          userId,
          currency,
          deposit: 1,
          bonus: 0,
          reference: 'balances:1',
          description: 'd',
        }),
      ),
    ).rejects.toThrow();
    expect(await getPlayerBalance(db, userId, currency)).toEqual(before);

    for (const kinds of [['withdrawable'], ['bonus'], ['pending_payout']]) {
      expect(await sumPlayerBalance(db, { userId, currency, kinds: kinds as never[] })).toBe(
        await balanceFromEntries(db, userId, currency, kinds),
      );
    }
    expect(await ledgerBalanceMismatches(db)).toEqual([]);
  });

  it('names an account whose projected balance no longer matches its entries', async () => {
    const account = await database.db
      .transaction()
      .execute((trx) => ensureAccount(trx, { userId, kind: 'bonus', currency: 'EUR' }));
    await database.db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + 1` } as never)
      .where('id', '=', account)
      .execute();
    const mismatches = await ledgerBalanceMismatches(database.db);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ accountId: account });
    expect((mismatches[0]?.projected ?? 0) - (mismatches[0]?.fromEntries ?? 0)).toBe(1);
    await database.db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance - 1` } as never)
      .where('id', '=', account)
      .execute();
    expect(await ledgerBalanceMismatches(database.db)).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'stays exact under parallel postings to one player’s accounts, without deadlocks',
    async () => {
      const db = database.db;
      const currency = 'EUR';
      const before = await getPlayerBalance(db, userId, currency);
      const parallel = Array.from({ length: 60 }, (_, index) => {
        switch (index % 3) {
          case 0: // a deposit credit: withdrawable and bonus in one statement
            return db.transaction().execute((trx) =>
              creditDeposit(trx, {
                at: new Date(),
                userId,
                currency,
                deposit: 100,
                bonus: 10,
                reference: `balances:parallel:${index}`,
                description: 'd',
              }),
            );
          case 1: // a withdrawal that locks first, reads the balance, then books
            return db.transaction().execute(async (trx) => {
              await lockAccount(trx, { userId, kind: 'withdrawable', currency });
              const balance = await sumPlayerBalance(trx, { userId, currency, kinds: ['withdrawable'] });
              if (balance < 60) throw new Error('not enough');
              await reservePayout(trx, {
                at: new Date(),
                userId,
                currency,
                amount: 60,
                fee: 10,
                reference: `balances:parallel:${index}`,
                description: 'payout',
              });
            });
          default: // bonus taken back, locking the bonus account first
            return db.transaction().execute(async (trx) => {
              const bonus = await lockAccount(trx, { userId, kind: 'bonus', currency });
              const platform = await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency });
              await writeLedgerTransaction(trx, {
                at: new Date(),
                description: 'bonus back',
                reference: `balances:parallel:${index}`,
                entries: [
                  { accountId: bonus, amount: -5 },
                  { accountId: platform, amount: 5 },
                ],
              });
            });
        }
      });
      const outcomes = await Promise.allSettled(parallel);
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const after = await getPlayerBalance(db, userId, currency);
      expect(after.withdrawable - before.withdrawable).toBe(20 * 100 - 20 * 60);
      expect(after.bonus - before.bonus).toBe(20 * 10 - 20 * 5);
      expect(await ledgerBalanceMismatches(db)).toEqual([]);
    },
  );
});
