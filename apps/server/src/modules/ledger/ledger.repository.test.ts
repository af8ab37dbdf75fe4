import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAccountKind, Trx } from '../../db/database.ts';
import { insertLoneLedgerEntry } from '../../test/ledger-entry-writes.ts';
import { userIdOf } from '../../test/purchase-helpers.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  ensureAccount,
  sumPlayerBalance,
  sumTransaction,
  UnbalancedLedgerTransactionError,
  writeLedgerTransaction,
} from './ledger.repository.ts';
import { creditDeposit, getPlayerBalance } from './ledger.service.ts';

describe.each(DATABASE_KINDS)('ledger on %s', (kind) => {
  let database: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    userId = await userIdOf(database.db, 'money-gb');
  });
  afterAll(async () => {
    await database.close();
  });

  const countEntries = async () => {
    const row = await database.db
      .selectFrom('ledger_entries')
      .select(sql<string>`count(*)::text`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  /** Writes one transaction: the first amount on the platform's funding account, the second on the player's. */
  async function writeFromPlatform(
    trx: Trx,
    to: { kind: LedgerAccountKind; currency: string },
    description: string,
    [platformAmount, playerAmount]: [number, number],
  ): Promise<string> {
    const platform = await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: to.currency });
    const player = await ensureAccount(trx, { userId, ...to });
    return writeLedgerTransaction(trx, {
      at: new Date(),
      description,
      entries: [
        { accountId: platform, amount: platformAmount },
        { accountId: player, amount: playerAmount },
      ],
    });
  }

  it('writes balanced transactions whose entries sum to zero', async () => {
    const transactionId = await database.db
      .transaction()
      .execute((trx) => writeFromPlatform(trx, { kind: 'bonus', currency: 'GGBP' }, 'test bonus', [-500, 500]));
    expect(await sumTransaction(database.db, transactionId)).toEqual(new Map([['GGBP', 0]]));
    expect(await getPlayerBalance(database.db, userId, 'GGBP')).toEqual({
      withdrawable: 12_345,
      bonus: 500,
      total: 12_845,
    });
  });

  it('reuses an account instead of creating a second one', async () => {
    const [first, second] = await database.db
      .transaction()
      .execute(async (trx) =>
        Promise.all([
          ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: 'GGBP' }),
          ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: 'GGBP' }),
        ]),
      );
    expect(first).toBe(second);
  });

  it('rejects an unbalanced transaction and writes nothing', async () => {
    const before = await countEntries();
    const write = database.db
      .transaction()
      .execute((trx) => writeFromPlatform(trx, { kind: 'withdrawable', currency: 'GGBP' }, 'unbalanced', [-500, 499]));
    await expect(write).rejects.toBeInstanceOf(UnbalancedLedgerTransactionError);
    expect(await countEntries()).toBe(before);
  });

  it('rejects amounts that balance only across currencies, single entries and zero amounts', async () => {
    await database.db.transaction().execute(async (trx) => {
      const pounds = await ensureAccount(trx, { userId, kind: 'withdrawable', currency: 'GGBP' });
      const euros = await ensureAccount(trx, { userId, kind: 'withdrawable', currency: 'EUR' });
      const attempts = [
        [
          { accountId: pounds, amount: 100 },
          { accountId: euros, amount: -100 },
        ],
        [{ accountId: pounds, amount: 100 }],
        [
          { accountId: pounds, amount: 0 },
          { accountId: euros, amount: 0 },
        ],
        [
          { accountId: pounds, amount: 1.5 },
          { accountId: pounds, amount: -1.5 },
        ],
      ];
      for (const entries of attempts) {
        await expect(
          writeLedgerTransaction(trx, { at: new Date(), description: 'bad', entries }),
        ).rejects.toBeInstanceOf(UnbalancedLedgerTransactionError);
      }
    });
  });

  it('is guarded by the database too: an unbalanced insert fails at commit, entries cannot change', async () => {
    const before = await countEntries();
    const direct = database.db.transaction().execute(async (trx) => {
      const player = await ensureAccount(trx, { userId, kind: 'withdrawable', currency: 'GGBP' });
      await insertLoneLedgerEntry(trx, player, 1_000_000);
    });
    await expect(direct).rejects.toThrow(/does not balance/);
    expect(await countEntries()).toBe(before);

    // Two entries that sum to zero only across currencies: refused at commit as well.
    const acrossCurrencies = database.db.transaction().execute(async (trx) => {
      const pounds = await ensureAccount(trx, { userId, kind: 'withdrawable', currency: 'GGBP' });
      const euros = await ensureAccount(trx, { userId, kind: 'withdrawable', currency: 'EUR' });
      const transactionId = crypto.randomUUID();
      await trx
        .insertInto('ledger_entries')
        .values([
          {
            created_at: new Date(),
            transaction_id: transactionId,
            account_id: pounds,
            amount: 500,
            description: 'pounds for euros',
          },
          {
            created_at: new Date(),
            transaction_id: transactionId,
            account_id: euros,
            amount: -500,
            description: 'pounds for euros',
          },
        ])
        .execute();
    });
    await expect(acrossCurrencies).rejects.toThrow(/does not balance/);
    expect(await countEntries()).toBe(before);

    await expect(database.db.updateTable('ledger_entries').set({ amount: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
  });

  it('credits a deposit and its bonus balanced, and books a reference only once', async () => {
    const credit = {
      userId,
      currency: 'GGBP',
      deposit: 5000,
      bonus: 500,
      reference: 'purchase:test-1',
      description: 't',
      at: new Date(),
    };
    const before = await getPlayerBalance(database.db, userId, 'GGBP');
    const transactionId = await database.db.transaction().execute((trx) => creditDeposit(trx, credit));
    expect(transactionId).not.toBeNull();
    expect(await sumTransaction(database.db, transactionId ?? '')).toEqual(new Map([['GGBP', 0]]));
    const after = await getPlayerBalance(database.db, userId, 'GGBP');
    expect([after.withdrawable - before.withdrawable, after.bonus - before.bonus]).toEqual([5000, 500]);

    const entries = await countEntries();
    await expect(database.db.transaction().execute((trx) => creditDeposit(trx, credit))).rejects.toThrow();
    expect(await countEntries()).toBe(entries);
    const nothing = { ...credit, deposit: 0, bonus: 0, reference: 'purchase:test-2' };
    expect(await database.db.transaction().execute((trx) => creditDeposit(trx, nothing))).toBeNull();
  });

  it('sums balances beyond 32 bits exactly', async () => {
    const big = 3_000_000_000_000;
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 3; index += 1) {
        await writeFromPlatform(trx, { kind: 'withdrawable', currency: 'GSEK' }, 'big', [-big, big]);
      }
    });
    expect(await sumPlayerBalance(database.db, { userId, currency: 'GSEK', kinds: ['withdrawable'] })).toBe(3 * big);
  });
});
