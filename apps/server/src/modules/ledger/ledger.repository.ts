// The double-entry ledger: accounts and append-only entries. Every transaction written here sums to zero per currency.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { compiledOnce, type Db, type LedgerAccountKind, type Trx } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';

export class UnbalancedLedgerTransactionError extends Error {
  override readonly name = 'UnbalancedLedgerTransactionError';
}

export interface AccountKey {
  userId: number | null;
  kind: LedgerAccountKind;
  currency: string;
}

/**
 * The id of the account, created on first use. Looked up first: an account is created once and used on every
 * later booking, so the usual case costs one statement instead of an insert that conflicts and then the read
 * (each statement a round trip to the database; issue 11). The insert's conflict still settles two first uses
 * racing each other, the read after it finds the winner's row.
 */
export async function ensureAccount(trx: Trx, key: AccountKey): Promise<number> {
  const existing = await findAccount(trx, key);
  if (existing !== undefined) return existing;
  const inserted = await trx
    .insertInto('ledger_accounts')
    .values({ user_id: key.userId, kind: key.kind, currency: key.currency })
    .onConflict((conflict) => conflict.constraint('ledger_accounts_owner_kind_currency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) return inserted.id;
  const created = await findAccount(trx, key);
  if (created === undefined) throw new Error(`ledger account ${key.kind}/${key.currency} neither inserted nor found`);
  return created;
}

/**
 * The ids of several accounts (in the order of `keys`), each created on first use: the usual case, all of
 * them known, is one statement for all of them; the missing ones go through ensureAccount.
 */
export async function ensureAccounts(trx: Trx, keys: readonly AccountKey[], db?: Db): Promise<number[]> {
  const query = (builder: Db | Trx, slot: (name: string) => unknown) =>
    builder
      .selectFrom('ledger_accounts')
      .select(['id', 'user_id', 'kind', 'currency'])
      .where((eb) =>
        eb.or(
          keys.map((key, index) =>
            eb.and([
              key.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', slot(`user${index}`) as number),
              eb('kind', '=', slot(`kind${index}`) as LedgerAccountKind),
              eb('currency', '=', slot(`currency${index}`) as string),
            ]),
          ),
        ),
      );
  const values: Record<string, unknown> = {};
  keys.forEach((key, index) => {
    if (key.userId !== null) values[`user${index}`] = key.userId;
    values[`kind${index}`] = key.kind;
    values[`currency${index}`] = key.currency;
  });
  // With the database `trx` belongs to, compiled once per shape (which keys are the house's) for it.
  const shape = keys.map((key) => (key.userId === null ? 'h' : 'p')).join('');
  const rows =
    db === undefined
      ? await query(trx, (name) => values[name]).execute()
      : (await trx.executeQuery(compiledOnce(db, `ledger-accounts:${shape}`, (slot) => query(db, slot), values))).rows;
  const ids: number[] = [];
  for (const key of keys) {
    const row = rows.find(
      (candidate) =>
        candidate.user_id === key.userId && candidate.kind === key.kind && candidate.currency === key.currency,
    );
    ids.push(row?.id ?? (await ensureAccount(trx, key)));
  }
  return ids;
}

async function findAccount(trx: Trx, key: AccountKey): Promise<number | undefined> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where((eb) => (key.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', key.userId)))
    .where('kind', '=', key.kind)
    .where('currency', '=', key.currency)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Locks an account until the transaction ends (created first if needed). Whoever takes money out of an account
 * holds this lock while reading the balance and booking, so two withdrawals never both see the money that only one
 * of them may take. For a player's account it locks all of that player's accounts in the currency, in id order, as
 * the database's balance projection does when entries are written (migration 20261130170000_ledger_account_balances),
 * so a transaction that locks first and books later never waits for one that books the same player meanwhile while
 * that one waits for it. FOR NO KEY UPDATE, like the projection's: it does not conflict with the key share every
 * entry's foreign key check takes on its account.
 */
export async function lockAccount(trx: Trx, key: AccountKey): Promise<number> {
  const id = await ensureAccount(trx, key);
  if (key.userId === null) {
    await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    return id;
  }
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', key.userId)
    .where('currency', '=', key.currency)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return id;
}

export interface LedgerEntryInput {
  accountId: number;
  /** Signed minor units; never zero. */
  amount: number;
  /**
   * The account's currency, when the caller has it from the account's key (ensureAccounts): when every entry
   * has it, the accounts are not read again for the balance check (issue 11: one statement less per deposit).
   */
  currency?: string;
}

/**
 * Writes one balanced transaction and returns its id. Takes a Transaction so the entries commit
 * together with the state change that caused them; the database re-checks the balance at commit.
 * A `reference` (e.g. purchase:<tid>) can be booked only once: a second attempt fails its insert.
 */
export async function writeLedgerTransaction(
  trx: Trx,
  input: {
    description: string;
    entries: readonly LedgerEntryInput[];
    reference?: string;
    /** When it is booked: the app's clock (deps.clock.now()), never the database's (issue 25 point 7). */
    at: Date;
  },
  /** The database `trx` belongs to: the insert is compiled once for it (per number of entries). */
  db?: Db,
): Promise<string> {
  if (input.entries.length < 2) throw new UnbalancedLedgerTransactionError('A ledger transaction needs two entries');
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new UnbalancedLedgerTransactionError(`Invalid ledger amount ${entry.amount}`);
    }
  }
  const currencyOf = await currenciesOf(trx, input.entries);
  const sums = new Map<string, bigint>();
  for (const entry of input.entries) {
    const currency = currencyOf.get(entry.accountId);
    if (currency === undefined) throw new UnbalancedLedgerTransactionError(`Unknown ledger account ${entry.accountId}`);
    sums.set(currency, (sums.get(currency) ?? 0n) + BigInt(entry.amount));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedLedgerTransactionError(`Ledger transaction is off by ${sum} ${currency}`);
  }

  const transactionId = randomUUID();
  const entries = input.entries.map((entry) => ({
    transaction_id: transactionId,
    account_id: entry.accountId,
    amount: entry.amount,
    description: input.description,
    created_at: input.at,
  }));
  if (input.reference === undefined) {
    await trx.insertInto('ledger_entries').values(entries).execute();
    return transactionId;
  }
  // The reference and the entries in one statement (one round trip): PostgreSQL runs an insert in WITH once,
  // whether or not the outer statement reads it, and a reference booked before fails the whole statement.
  const booking = (builder: Db | Trx, slot: (name: string) => unknown) =>
    builder
      .with('booked_reference', (cte) =>
        cte
          .insertInto('ledger_references')
          .values({
            reference: slot('reference') as string,
            transaction_id: slot('transactionId') as string,
            created_at: slot('at') as Date,
          })
          .returning('reference'),
      )
      .insertInto('ledger_entries')
      .values(
        entries.map((_entry, index) => ({
          transaction_id: slot('transactionId') as string,
          account_id: slot(`account${index}`) as number,
          amount: slot(`amount${index}`) as number,
          description: slot('description') as string,
          created_at: slot('at') as Date,
        })),
      );
  const values: Record<string, unknown> = {
    reference: input.reference,
    transactionId,
    description: input.description,
    at: input.at,
  };
  entries.forEach((entry, index) => {
    values[`account${index}`] = entry.account_id;
    values[`amount${index}`] = entry.amount;
  });
  if (db === undefined) await booking(trx, (name) => values[name]).execute();
  else
    await trx.executeQuery(compiledOnce(db, `ledger-booking:${entries.length}`, (slot) => booking(db, slot), values));
  return transactionId;
}

/** Each entry's account currency: as the entries give it, else read (the database checks the balance anyway). */
async function currenciesOf(trx: Trx, entries: readonly LedgerEntryInput[]): Promise<Map<number, string>> {
  const given = new Map<number, string>();
  for (const entry of entries) if (entry.currency !== undefined) given.set(entry.accountId, entry.currency);
  if (entries.every((entry) => entry.currency !== undefined)) return given;
  const accountIds = [...new Set(entries.map((entry) => entry.accountId))];
  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'currency'])
    .where('id', 'in', accountIds)
    .execute();
  return new Map(accounts.map((account) => [account.id, account.currency]));
}

/**
 * The balance of a player's accounts of the given kinds in one currency (minor units): their projected balances
 * (issue 27 point 6), one row per account whatever the length of the player's history. The database keeps them in
 * the same transaction as the entries (migration 20261130170000_ledger_account_balances); ledgerBalanceMismatches
 * checks them against the entries.
 */
export async function sumPlayerBalance(
  db: Db | Trx,
  query: { userId: number; currency: string; kinds: readonly LedgerAccountKind[] },
): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
    .where('user_id', '=', query.userId)
    .where('currency', '=', query.currency)
    .where('kind', 'in', [...query.kinds])
    .executeTakeFirstOrThrow();
  return toSafeInteger(row.total);
}

export interface BalanceMismatch {
  accountId: number;
  /** The projected balance (ledger_accounts.balance). */
  projected: number;
  /** The sum of the account's entries. */
  fromEntries: number;
}

/**
 * Every player account whose projected balance differs from the sum of its entries (none, when the projection
 * holds). Reads the whole ledger: for tests, checks and audits, never a player's request.
 */
export async function ledgerBalanceMismatches(db: Db | Trx): Promise<BalanceMismatch[]> {
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_entries')
          .select(['account_id', sql<string>`sum(amount)`.as('total')])
          .groupBy('account_id')
          .as('e'),
      (join) => join.onRef('e.account_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      sql<string>`a.balance::text`.as('projected'),
      sql<string>`coalesce(e.total, 0)::text`.as('from_entries'),
    ])
    .where('a.user_id', 'is not', null)
    .where(sql<boolean>`a.balance is distinct from coalesce(e.total, 0)`)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    accountId: row.id,
    projected: row.projected === null ? Number.NaN : toSafeInteger(row.projected),
    fromEntries: toSafeInteger(row.from_entries),
  }));
}

/** Sum of every entry of a transaction, per currency (for checks and tests). */
export async function sumTransaction(db: Db, transactionId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_accounts.currency as currency', sql<string>`sum(ledger_entries.amount)::text`.as('total')])
    .where('ledger_entries.transaction_id', '=', transactionId)
    .groupBy('ledger_accounts.currency')
    .execute();
  return new Map(rows.map((row) => [row.currency, toSafeInteger(row.total)]));
}
