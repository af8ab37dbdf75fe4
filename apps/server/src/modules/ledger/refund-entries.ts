// Ledger moves of the back office (issue 12): a refund of a deposit, a refund the PSP refused booked back, and a
// payment the operator received outside the PSP. Each is one balanced transaction with a unique reference:
//   refund:            withdrawable −deposit, psp_clearing +deposit (the PSP pays it back out of what it holds)
//                      bonus −clawback, platform_funding +clawback
//   refund refused:    the same entries with the opposite sign
//   payment received:  received_payments −amount, withdrawable +amount (the player's debt is paid)
import type { Trx } from '../../db/database.ts';
import { ensureAccount } from './ledger.repository.ts';
import { creditWithdrawableFrom } from './ledger.service.ts';
import { type TakeBackBooking, takeBackBookers } from './take-back-entries.ts';

/** `bonus`: the bonus clawed back with the refund. */
export type RefundBooking = TakeBackBooking;

/** The caller holds the locks of the player's accounts. */
const refunds = takeBackBookers({ counter: 'psp_clearing', player: ensureAccount });

/**
 * Takes a refund's game credit back; the caller holds the locks of the player's withdrawable and bonus accounts
 * and checked both balances cover it. Null when there is nothing to book (both amounts zero).
 */
export const bookRefund = refunds.takeBack;

/** Books a refund the PSP did not carry out back: the player has the credit and bonus again. */
export const reverseRefund = refunds.giveBack;

/** A payment the operator received outside the PSP (e.g. a returned debit paid by bank transfer). */
export async function bookReceivedPayment(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; reference: string; description: string; at: Date },
): Promise<string> {
  return creditWithdrawableFrom(trx, 'received_payments', input);
}
