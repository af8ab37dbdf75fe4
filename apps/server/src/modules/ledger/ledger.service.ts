// Balance changes expressed as ledger transactions, and the balances derived from them.
import type { Db, Trx } from '../../db/database.ts';
import {
  type AccountKey,
  ensureAccount,
  ensureAccounts,
  lockAccount,
  sumPlayerBalance,
  writeLedgerTransaction,
} from './ledger.repository.ts';

export interface PlayerBalance {
  withdrawable: number;
  bonus: number;
  total: number;
}

export async function getPlayerBalance(db: Db | Trx, userId: number, currency: string): Promise<PlayerBalance> {
  const [withdrawable, bonus] = await Promise.all([
    sumPlayerBalance(db, { userId, currency, kinds: ['withdrawable'] }),
    sumPlayerBalance(db, { userId, currency, kinds: ['bonus'] }),
  ]);
  return { withdrawable, bonus, total: withdrawable + bonus };
}

/** The player's balances with both accounts locked until the transaction ends (taken before money leaves them). */
export async function lockedPlayerBalance(trx: Trx, userId: number, currency: string): Promise<PlayerBalance> {
  await lockAccount(trx, { userId, kind: 'withdrawable', currency });
  await lockAccount(trx, { userId, kind: 'bonus', currency });
  return getPlayerBalance(trx, userId, currency);
}

/**
 * Moves `amount` from one account to another in one balanced transaction (from −amount, to +amount), booked once
 * per `reference` when one is given. `lockFrom`: the source account is locked (lockAccount), not only found.
 */
export async function bookTransfer(
  trx: Trx,
  input: {
    from: AccountKey;
    to: AccountKey;
    amount: number;
    reference?: string;
    description: string;
    at: Date;
    lockFrom?: boolean;
  },
): Promise<string> {
  const [from, to] = await Promise.all([
    input.lockFrom === true ? lockAccount(trx, input.from) : ensureAccount(trx, input.from),
    ensureAccount(trx, input.to),
  ]);
  return writeLedgerTransaction(trx, {
    description: input.description,
    ...(input.reference === undefined ? {} : { reference: input.reference }),
    at: input.at,
    entries: [
      { accountId: from, amount: -input.amount },
      { accountId: to, amount: input.amount },
    ],
  });
}

/**
 * Moves house money into a player's withdrawable account: from platform_funding (demo funding) or from
 * received_payments (a payment the operator received outside the PSP, refund-entries.ts).
 */
export async function creditWithdrawableFrom(
  trx: Trx,
  house: 'platform_funding' | 'received_payments',
  input: { userId: number; currency: string; amount: number; reference?: string; description: string; at: Date },
): Promise<string> {
  return bookTransfer(trx, {
    ...input,
    from: { userId: null, kind: house, currency: input.currency },
    to: { userId: input.userId, kind: 'withdrawable', currency: input.currency },
  });
}

/** Moves platform money into a player's withdrawable account (demo funding). */
export async function fundPlayerFromPlatform(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; description: string; at: Date },
): Promise<string> {
  return creditWithdrawableFrom(trx, 'platform_funding', input);
}

export interface DepositCredit {
  userId: number;
  /** The player's game currency: the accounts and amounts are in it. */
  currency: string;
  deposit: number;
  bonus: number;
  /** Booked once: a second credit for the same reference fails. */
  reference: string;
  description: string;
  /** When it is booked: the app's clock. */
  at: Date;
}

/**
 * A successful deposit: the PSP owes the money (psp_clearing) and the player's withdrawable balance
 * grows by the deposit; the platform funds the bonus into the player's bonus account. Sums to zero.
 * Null when there is nothing to book (both amounts zero).
 */
export async function creditDeposit(trx: Trx, credit: DepositCredit, db?: Db): Promise<string | null> {
  const bookings: { key: AccountKey; amount: number }[] = [];
  if (credit.deposit > 0) {
    bookings.push(
      { key: { userId: null, kind: 'psp_clearing', currency: credit.currency }, amount: -credit.deposit },
      { key: { userId: credit.userId, kind: 'withdrawable', currency: credit.currency }, amount: credit.deposit },
    );
  }
  if (credit.bonus > 0) {
    bookings.push(
      { key: { userId: null, kind: 'platform_funding', currency: credit.currency }, amount: -credit.bonus },
      { key: { userId: credit.userId, kind: 'bonus', currency: credit.currency }, amount: credit.bonus },
    );
  }
  if (bookings.length === 0) return null;
  // Every account of the credit found in one statement (issue 11: fewer round trips per deposit).
  const ids = await ensureAccounts(
    trx,
    bookings.map((booking) => booking.key),
    db,
  );
  const entries = bookings.map((booking, index) => ({
    accountId: ids[index] as number,
    amount: booking.amount,
    currency: booking.key.currency,
  }));
  return writeLedgerTransaction(
    trx,
    { description: credit.description, entries, reference: credit.reference, at: credit.at },
    db,
  );
}
