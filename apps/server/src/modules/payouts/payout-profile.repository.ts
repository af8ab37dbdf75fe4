// Queries on what decides whether and how a player may pay out: the payout currency of a game currency,
// the player's payout blocks, the PayPal accounts they deposited from, a payout still open (in review or
// pending) and the last one when it was rejected in review.
import type { PayoutRejectReasonCode } from '@shop/contracts/payout';
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

export async function addPayoutBlock(
  db: Db | Trx,
  userId: number,
  reason: PayoutBlockReason,
  now: Date,
): Promise<void> {
  await db
    .insertInto('payout_blocks')
    .values({ user_id: userId, reason, created_at: now })
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
  account: { userId: number; accountName: string; purchaseTid: string | null; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('paypal_deposit_accounts')
    .values({
      user_id: account.userId,
      account_name: account.accountName,
      purchase_tid: account.purchaseTid,
      created_at: account.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'account_name']).doNothing())
    .execute();
}

/** The player's open payout (one at a time): waiting in review or on its way at the PSP. */
export async function findOpenPayoutState(db: Db | Trx, userId: number): Promise<'REVIEW' | 'PENDING' | null> {
  const row = await db
    .selectFrom('payouts')
    .select('state')
    .where('user_id', '=', userId)
    .where('state', 'in', ['REVIEW', 'PENDING'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row === undefined ? null : (row.state as 'REVIEW' | 'PENDING');
}

/** A payout of the player that was paid or is on its way: after one, a payout is no longer their first. */
export async function hasPaidOrOngoingPayout(db: Db | Trx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'in', ['PENDING', 'SETTLED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RejectedPayout {
  publicId: string;
  /** Fee included: what went back to the withdrawable balance. */
  amount: number;
  currency: string;
  reasonCode: PayoutRejectReasonCode | null;
  /** The team's note (before reason codes: the whole reason), or null. */
  reason: string | null;
  rejectedAt: Date;
}

/** The player's latest payout when it was rejected in review (its reason is shown until the next payout). */
export async function findLatestRejectedPayout(db: Db | Trx, userId: number): Promise<RejectedPayout | undefined> {
  const latest = await db
    .selectFrom('payouts')
    .select(['public_id', 'state', 'amount', 'currency', 'review_reason_code', 'review_reason', 'reviewed_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // The database makes a REJECTED row carry a reason code or reason, and its time (payouts_rejected_reason_check).
  if (latest?.state !== 'REJECTED' || latest.reviewed_at === null) return undefined;
  return {
    publicId: latest.public_id,
    amount: latest.amount,
    currency: latest.currency,
    reasonCode: latest.review_reason_code,
    reason: latest.review_reason,
    rejectedAt: latest.reviewed_at,
  };
}
