// Queries on what decides whether and how a player may pay out: the payout currency of a game currency,
// the player's payout blocks, the PayPal accounts they deposited from and a payout still pending.
import type { Db, Trx } from '../../db/database.ts';
import type { PayoutBlockReason } from '../../db/payout-tables.ts';

export interface PayoutCurrencyRow {
  currency_real: string;
  exchange_factor: number;
}

export async function findPayoutCurrency(db: Db | Trx, gdCurrency: string): Promise<PayoutCurrencyRow | undefined> {
  return db
    .selectFrom('payout_currencies')
    .select(['currency_real', 'exchange_factor'])
    .where('gd_currency', '=', gdCurrency)
    .executeTakeFirst();
}

export async function listPayoutBlocks(db: Db | Trx, userId: number): Promise<PayoutBlockReason[]> {
  const rows = await db.selectFrom('payout_blocks').select('reason').where('user_id', '=', userId).execute();
  return rows.map((row) => row.reason);
}

export async function addPayoutBlock(db: Db | Trx, userId: number, reason: PayoutBlockReason): Promise<void> {
  await db
    .insertInto('payout_blocks')
    .values({ user_id: userId, reason })
    .onConflict((conflict) => conflict.columns(['user_id', 'reason']).doNothing())
    .execute();
}

/**
 * SPEC §5: PayPal payouts need a successful (credited) PayPal deposit; the payer accounts known from such
 * deposits are listed by listPaypalDepositAccounts, but a deposit may be known without its account.
 */
export async function hasCreditedPaypalDeposit(db: Db | Trx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('psp_method', '=', 'paypal')
    .where('credited_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Oldest first: the order the player first deposited from them. */
export async function listPaypalDepositAccounts(db: Db | Trx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('paypal_deposit_accounts')
    .select('account_name')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('account_name')
    .execute();
  return rows.map((row) => row.account_name);
}

export async function addPaypalDepositAccount(
  db: Db | Trx,
  account: { userId: number; accountName: string; purchaseTid: string | null; createdAt?: Date },
): Promise<void> {
  await db
    .insertInto('paypal_deposit_accounts')
    .values({
      user_id: account.userId,
      account_name: account.accountName,
      purchase_tid: account.purchaseTid,
      ...(account.createdAt === undefined ? {} : { created_at: account.createdAt }),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'account_name']).doNothing())
    .execute();
}

export async function hasPendingPayout(db: Db | Trx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}
