// Ledger moves of a dispute (docs/chargebacks.md). Each is one balanced transaction with a unique reference:
//   chargeback:  withdrawable −deposit, chargebacks +deposit (the PSP took the price back from the shop)
//                bonus −bonus, platform_funding +bonus (only what is left of the purchase's bonus)
//   reversal:    the same entries with the opposite sign (the PSP gave the money back)
import { lockAccount } from './ledger.repository.ts';
import { type TakeBackBooking, takeBackBookers } from './take-back-entries.ts';

export type DisputeBooking = TakeBackBooking;

/** The player's accounts are locked here. */
const chargebacks = takeBackBookers({ counter: 'chargebacks', player: lockAccount });

/** Debits a chargeback; the withdrawable balance may go below zero (the player owes it). Null: nothing to book. */
export const bookChargeback = chargebacks.takeBack;

/** Credits back what a chargeback debited (the dispute was reversed in the shop's favour). */
export const bookChargebackReversal = chargebacks.giveBack;
