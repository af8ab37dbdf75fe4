// Queries of the test-support API: copying a player with everything attached to it, and reading what journeys assert.
// Rows are copied with selectAll, so a column added later is copied too without a change here.
import type { Insertable, Selectable } from 'kysely';
import type { Db, Trx, UsersTable } from '../../db/database.ts';

export type FullUserRow = Selectable<UsersTable>;

/** The whole row, password hash included: a copy logs in with the same password. */
export async function findFullUserByName(db: Db | Trx, userName: string): Promise<FullUserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst();
}

export async function insertUserCopy(trx: Trx, values: Insertable<UsersTable>): Promise<number> {
  const row = await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Everything attached to a player (last used amounts, provider and payout blocks, PayPal deposit accounts, saved
 * instruments), given to another. */
export async function copyPlayerAttachments(trx: Trx, fromUserId: number, toUserId: number, now: Date): Promise<void> {
  for (const table of ['last_used_amounts', 'provider_user_blocks'] as const) {
    const rows = await trx.selectFrom(table).selectAll().where('user_id', '=', fromUserId).execute();
    if (rows.length > 0) {
      await trx
        .insertInto(table)
        .values(rows.map((row) => ({ ...row, user_id: toUserId })))
        .execute();
    }
  }

  const [payoutBlocks, paypalAccounts] = await Promise.all([
    trx.selectFrom('payout_blocks').select('reason').where('user_id', '=', fromUserId).execute(),
    trx
      .selectFrom('paypal_deposit_accounts')
      .select(['account_name', 'purchase_tid', 'created_at'])
      .where('user_id', '=', fromUserId)
      .execute(),
  ]);
  if (payoutBlocks.length > 0) {
    await trx
      .insertInto('payout_blocks')
      .values(payoutBlocks.map((row) => ({ user_id: toUserId, reason: row.reason, created_at: now })))
      .execute();
  }
  if (paypalAccounts.length > 0) {
    await trx
      .insertInto('paypal_deposit_accounts')
      .values(paypalAccounts.map((row) => ({ ...row, user_id: toUserId })))
      .execute();
  }

  const instruments = await trx
    .selectFrom('payment_instruments')
    .selectAll()
    .where('user_id', '=', fromUserId)
    .orderBy('id')
    .execute();
  if (instruments.length > 0) {
    await trx
      .insertInto('payment_instruments')
      .values(
        // A copy is another instrument: it gets its own public id (the column's default).
        instruments.map(({ id: _id, public_id: _publicId, created_at: _created, updated_at: _updated, ...row }) => ({
          ...row,
          user_id: toUserId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export interface PurchaseSummaryRow {
  tid: string;
  state: string;
  error_code: string | null;
  provider_code: string;
  price: number;
  deposit_amount: number;
  bonus_amount: number;
  created_at: Date;
}

/** Newest first (id breaks ties of the same timestamp). */
export async function listPurchasesOfUser(db: Db, userId: number): Promise<PurchaseSummaryRow[]> {
  return db
    .selectFrom('purchases')
    .select(['tid', 'state', 'error_code', 'provider_code', 'price', 'deposit_amount', 'bonus_amount', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A deposit block as a returned direct debit leaves it (a test player's starting state). */
export async function setTestDepositBlock(
  trx: Trx,
  userId: number,
  block: { reason: 'debit_returned'; amount: number },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ deposit_block_reason: block.reason, deposit_block_amount: block.amount })
    .where('id', '=', userId)
    .execute();
}

/** Forgets the PayPal accounts a player deposited from (a test player's accounts are then set anew). */
export async function deletePaypalDepositAccounts(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('paypal_deposit_accounts').where('user_id', '=', userId).execute();
}
