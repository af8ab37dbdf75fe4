// Ledger moves of the back office (issue 12): a refund of a deposit, a refund the PSP refused booked back, and a
// payment the operator received outside the PSP. Each is one balanced transaction with a unique reference:
//   refund:            withdrawable −deposit, psp_clearing +deposit (the PSP pays it back out of what it holds)
//                      bonus −clawback, platform_funding +clawback
//   refund refused:    the same entries with the opposite sign
//   payment received:  received_payments −amount, withdrawable +amount (the player's debt is paid)
import type { Trx } from '../../db/database.ts';
import { ensureAccount, type LedgerEntryInput, writeLedgerTransaction } from './ledger.repository.ts';

export interface RefundBooking {
  userId: number;
  /** The player's game currency. */
  currency: string;
  deposit: number;
  bonusClawback: number;
  reference: string;
  description: string;
  /** When it is booked: the app's clock. */
  at: Date;
}

async function refundEntries(trx: Trx, booking: RefundBooking, sign: 1 | -1): Promise<LedgerEntryInput[]> {
  const entries: LedgerEntryInput[] = [];
  if (booking.deposit > 0) {
    const [withdrawable, clearing] = await Promise.all([
      ensureAccount(trx, { userId: booking.userId, kind: 'withdrawable', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: 'psp_clearing', currency: booking.currency }),
    ]);
    entries.push(
      { accountId: withdrawable, amount: -sign * booking.deposit },
      { accountId: clearing, amount: sign * booking.deposit },
    );
  }
  if (booking.bonusClawback > 0) {
    const [bonus, funding] = await Promise.all([
      ensureAccount(trx, { userId: booking.userId, kind: 'bonus', currency: booking.currency }),
      ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: booking.currency }),
    ]);
    entries.push(
      { accountId: bonus, amount: -sign * booking.bonusClawback },
      { accountId: funding, amount: sign * booking.bonusClawback },
    );
  }
  return entries;
}

/**
 * Takes a refund's game credit back; the caller holds the locks of the player's withdrawable and bonus accounts
 * and checked both balances cover it. Null when there is nothing to book (both amounts zero).
 */
export async function bookRefund(trx: Trx, booking: RefundBooking): Promise<string | null> {
  const entries = await refundEntries(trx, booking, 1);
  if (entries.length === 0) return null;
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    entries,
    at: booking.at,
  });
}

/** Books a refund the PSP did not carry out back: the player has the credit and bonus again. */
export async function reverseRefund(trx: Trx, booking: RefundBooking): Promise<string | null> {
  const entries = await refundEntries(trx, booking, -1);
  if (entries.length === 0) return null;
  return writeLedgerTransaction(trx, {
    description: booking.description,
    reference: booking.reference,
    entries,
    at: booking.at,
  });
}

/** A payment the operator received outside the PSP (e.g. a returned debit paid by bank transfer). */
export async function bookReceivedPayment(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; reference: string; description: string; at: Date },
): Promise<string> {
  const [received, withdrawable] = await Promise.all([
    ensureAccount(trx, { userId: null, kind: 'received_payments', currency: input.currency }),
    ensureAccount(trx, { userId: input.userId, kind: 'withdrawable', currency: input.currency }),
  ]);
  return writeLedgerTransaction(trx, {
    description: input.description,
    reference: input.reference,
    at: input.at,
    entries: [
      { accountId: received, amount: -input.amount },
      { accountId: withdrawable, amount: input.amount },
    ],
  });
}
