// Ledger moves of a dispute (docs/chargebacks.md). Each is one balanced transaction with a unique reference:
//   chargeback:  withdrawable −deposit, chargebacks +deposit (the PSP took the price back from the shop)
//                bonus −bonus, platform_funding +bonus (only what is left of the purchase's bonus)
//   reversal:    the same entries with the opposite sign (the PSP gave the money back)
import type { Trx } from '../../db/database.ts';
import { ensureAccount, type LedgerEntryInput, lockAccount, writeLedgerTransaction } from './ledger.repository.ts';

export interface DisputeBooking {
  userId: number;
  currency: string;
  deposit: number;
  bonus: number;
  reference: string;
  description: string;
  /** When it is booked: the app's clock. */
  at: Date;
}

async function disputeEntries(trx: Trx, booking: DisputeBooking, sign: 1 | -1): Promise<LedgerEntryInput[]> {
  const entries: LedgerEntryInput[] = [];
  if (booking.deposit > 0) {
    const [withdrawable, chargebacks] = await Promise.all([
      lockAccount(trx, { userId: booking.userId, kind: 'withdrawable', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: 'chargebacks', currency: booking.currency }),
    ]);
    entries.push(
      { accountId: withdrawable, amount: -sign * booking.deposit },
      { accountId: chargebacks, amount: sign * booking.deposit },
    );
  }
  if (booking.bonus > 0) {
    const [bonus, funding] = await Promise.all([
      lockAccount(trx, { userId: booking.userId, kind: 'bonus', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: booking.currency }),
    ]);
    entries.push(
      { accountId: bonus, amount: -sign * booking.bonus },
      { accountId: funding, amount: sign * booking.bonus },
    );
  }
  return entries;
}

/** Debits a chargeback; the withdrawable balance may go below zero (the player owes it). Null: nothing to book. */
export async function bookChargeback(trx: Trx, booking: DisputeBooking): Promise<string | null> {
  const entries = await disputeEntries(trx, booking, 1);
  if (entries.length === 0) return null;
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    entries,
    at: booking.at,
  });
}

/** Credits back what a chargeback debited (the dispute was reversed in the shop's favour). */
export async function bookChargebackReversal(trx: Trx, booking: DisputeBooking): Promise<string | null> {
  const entries = await disputeEntries(trx, booking, -1);
  if (entries.length === 0) return null;
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    entries,
    at: booking.at,
  });
}
