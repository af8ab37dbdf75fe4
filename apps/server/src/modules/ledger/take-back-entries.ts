// A deposit taken back from the player, or given back: a refund (refund-entries.ts) and a chargeback
// (dispute-entries.ts) book the same two pairs, one balanced transaction with a unique reference:
//   take back:  withdrawable −deposit, <counter account> +deposit (psp_clearing or chargebacks)
//               bonus −bonus, platform_funding +bonus
//   give back:  the same entries with the opposite sign
import type { Trx } from '../../db/database.ts';
import {
  type AccountKey,
  ensureAccount,
  type LedgerEntryInput,
  type lockAccount,
  writeLedgerTransaction,
} from './ledger.repository.ts';
import type { DepositCredit } from './ledger.service.ts';

/** The deposit and bonus taken back, in the player's game currency (the shape of the credit they came with). */
export type TakeBackBooking = DepositCredit;

export interface TakeBackAccounts {
  /** The house account on the other side of the deposit. */
  counter: Extract<AccountKey['kind'], 'psp_clearing' | 'chargebacks'>;
  /** How the player's accounts are found: lockAccount, or ensureAccount where the caller holds their locks. */
  player: typeof lockAccount;
}

async function takeBackEntries(
  trx: Trx,
  booking: TakeBackBooking,
  accounts: TakeBackAccounts,
  sign: 1 | -1,
): Promise<LedgerEntryInput[]> {
  const entries: LedgerEntryInput[] = [];
  if (booking.deposit > 0) {
    const [withdrawable, counter] = await Promise.all([
      accounts.player(trx, { userId: booking.userId, kind: 'withdrawable', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: accounts.counter, currency: booking.currency }),
    ]);
    entries.push(
      { accountId: withdrawable, amount: -sign * booking.deposit },
      { accountId: counter, amount: sign * booking.deposit },
    );
  }
  if (booking.bonus > 0) {
    const [bonus, funding] = await Promise.all([
      accounts.player(trx, { userId: booking.userId, kind: 'bonus', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: booking.currency }),
    ]);
    entries.push(
      { accountId: bonus, amount: -sign * booking.bonus },
      { accountId: funding, amount: sign * booking.bonus },
    );
  }
  return entries;
}

/** Takes the deposit and bonus back (sign 1) or gives them back (sign −1). Null: nothing to book (both zero). */
async function bookTakeBack(
  trx: Trx,
  booking: TakeBackBooking,
  accounts: TakeBackAccounts,
  sign: 1 | -1,
): Promise<string | null> {
  const entries = await takeBackEntries(trx, booking, accounts, sign);
  if (entries.length === 0) return null;
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    entries,
    at: booking.at,
  });
}

export type TakeBackBooker = (trx: Trx, booking: TakeBackBooking) => Promise<string | null>;

/** The two bookings over `accounts`: take the deposit back, and give it back. Null: nothing to book (both zero). */
export function takeBackBookers(accounts: TakeBackAccounts): { takeBack: TakeBackBooker; giveBack: TakeBackBooker } {
  return {
    takeBack: (trx, booking) => bookTakeBack(trx, booking, accounts, 1),
    giveBack: (trx, booking) => bookTakeBack(trx, booking, accounts, -1),
  };
}
