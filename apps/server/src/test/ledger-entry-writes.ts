// Ledger entries a test writes past the ledger's functions (writeLedgerTransaction checks the balance first):
// what the database itself must refuse at commit.
import type { Trx } from '../db/database.ts';

/** One entry of `amount` on the account, alone in a new ledger transaction: it cannot balance. */
export async function insertLoneLedgerEntry(trx: Trx, accountId: number, amount: number): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      created_at: new Date(),
      transaction_id: crypto.randomUUID(),
      account_id: accountId,
      amount,
      description: 'free money',
    })
    .execute();
}
