// A payout's money movements as ledger transactions, all in the player's game currency, each summing to
// zero and booked once per reference:
//   request:  withdrawable −amount, pending_payout +final, payout_fees +fee
//   settled:  pending_payout −final, psp_clearing +final (the PSP paid it out of what it held for us)
//   returned: pending_payout −final, payout_fees −fee, withdrawable +amount (FAILED: everything back)
import type { Trx } from '../../db/database.ts';
import { ensureAccount, type LedgerEntryInput, writeLedgerTransaction } from './ledger.repository.ts';
import { bookTransfer } from './ledger.service.ts';

export interface PayoutBooking {
  userId: number;
  /** The player's game currency. */
  currency: string;
  /** Minor units taken from the withdrawable balance, fee included. */
  amount: number;
  fee: number;
  /** Unique per payout and step, e.g. payout:<id>:request. */
  reference: string;
  description: string;
  /** When it is booked: the app's clock. */
  at: Date;
}

async function payoutAccounts(trx: Trx, userId: number, currency: string) {
  const [withdrawable, pending, fees] = await Promise.all([
    ensureAccount(trx, { userId, kind: 'withdrawable', currency }),
    ensureAccount(trx, { userId, kind: 'pending_payout', currency }),
    ensureAccount(trx, { userId: null, kind: 'payout_fees', currency }),
  ]);
  return { withdrawable, pending, fees };
}

/** Books the entries `entriesOf` makes of the payout's three accounts, those of zero left out (no fee). */
async function bookPayoutEntries(
  trx: Trx,
  booking: PayoutBooking,
  entriesOf: (accounts: Awaited<ReturnType<typeof payoutAccounts>>) => LedgerEntryInput[],
): Promise<string> {
  const accounts = await payoutAccounts(trx, booking.userId, booking.currency);
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    at: booking.at,
    entries: entriesOf(accounts).filter((entry) => entry.amount !== 0),
  });
}

/** The caller holds the lock on the withdrawable account and checked the balance covers `amount`. */
export async function reservePayout(trx: Trx, booking: PayoutBooking): Promise<string> {
  return bookPayoutEntries(trx, booking, (accounts) => [
    { accountId: accounts.withdrawable, amount: -booking.amount },
    { accountId: accounts.pending, amount: booking.amount - booking.fee },
    { accountId: accounts.fees, amount: booking.fee },
  ]);
}

export async function settlePayout(trx: Trx, booking: PayoutBooking): Promise<string> {
  return bookTransfer(trx, {
    from: { userId: booking.userId, kind: 'pending_payout', currency: booking.currency },
    to: { userId: null, kind: 'psp_clearing', currency: booking.currency },
    amount: booking.amount - booking.fee,
    reference: booking.reference,
    description: booking.description,
    at: booking.at,
  });
}

export async function returnPayout(trx: Trx, booking: PayoutBooking): Promise<string> {
  return bookPayoutEntries(trx, booking, (accounts) => [
    { accountId: accounts.pending, amount: -(booking.amount - booking.fee) },
    { accountId: accounts.fees, amount: -booking.fee },
    { accountId: accounts.withdrawable, amount: booking.amount },
  ]);
}
