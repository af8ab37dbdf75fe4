// Creating a payout: the row (REVIEW when it waits for an operator, else PENDING) and the ledger transaction that moves the amount out of the withdrawable
// balance (to pending_payout, the fee to payout_fees), in the caller's transaction, which holds the lock on
// the player's withdrawable account and has checked the rules. Also the wire shape of a payout.
import { randomBytes } from 'node:crypto';
import type { PayoutResponse } from '@shop/contracts/payout';
import { maskIban, maskUsAccountNumber } from '@shop/domain/bank';
import { finalPayoutAmount, realCurrencyEquivalent } from '@shop/domain/payout';
import type { AppDeps } from '../../app-deps.ts';
import { payoutRouteKey } from '../../config/psp-routes.ts';
import type { Trx } from '../../db/database.ts';
import type { PayoutReviewCause } from '../../db/payout-tables.ts';
import { encryptPaymentData } from '../instruments/payment-data-crypto.ts';
import { reservePayout } from '../ledger/payout-entries.ts';
import type { PayoutProfile } from './payout-profile.ts';
import type { PayoutAccount } from './payout-validation.ts';
import { insertPayout, type PayoutRow } from './payouts.repository.ts';

/** url-safe, 22 characters: the payout's id on the wire and its reference at the PSP. */
function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export async function bookPayout(
  trx: Trx,
  deps: AppDeps,
  input: {
    profile: PayoutProfile;
    account: PayoutAccount;
    amount: number;
    /** Why it waits for an operator's review (state REVIEW, not sent), or null: PENDING, sent at once. */
    reviewCause: PayoutReviewCause | null;
    /** Set for a payout the PSP must never be asked about (test support). */
    pspReference?: string;
  },
): Promise<PayoutRow> {
  const { profile, account, amount } = input;
  const now = deps.clock.now();
  const publicId = newPublicId();
  const finalAmount = finalPayoutAmount(amount, profile.fee);
  const reserveTransactionId = await reservePayout(trx, {
    userId: profile.userId,
    currency: profile.currency,
    amount,
    fee: profile.fee,
    reference: `payout:${publicId}:request`,
    description: `payout ${publicId} requested (${account.paytype})`,
    at: now,
  });
  const bank = account.paytype === 'banktransfer' ? account : null;
  const sepa = bank !== null && 'iban' in bank ? bank : null;
  const us = bank !== null && 'routingNumber' in bank ? bank : null;
  const encrypt = (value: string) => encryptPaymentData(deps.config.paymentDataKey, value);
  return insertPayout(trx, {
    public_id: publicId,
    user_id: profile.userId,
    paytype: account.paytype,
    psp: deps.payments.pspFor(payoutRouteKey(account.paytype)),
    state: input.reviewCause === null ? 'PENDING' : 'REVIEW',
    review_cause: input.reviewCause,
    amount,
    fee: profile.fee,
    final_amount: finalAmount,
    currency: profile.currency,
    currency_real: profile.currencyReal,
    exchange_factor: profile.exchangeFactor,
    real_amount: realCurrencyEquivalent(finalAmount, profile.exchangeFactor),
    holder: bank?.holder ?? null,
    iban_encrypted: sepa === null ? null : encrypt(sepa.iban),
    iban_masked: sepa === null ? null : maskIban(sepa.iban),
    bic: sepa?.bic ?? null,
    routing_number_encrypted: us === null ? null : encrypt(us.routingNumber),
    account_number_encrypted: us === null ? null : encrypt(us.accountNumber),
    account_number_masked: us === null ? null : maskUsAccountNumber(us.accountNumber),
    paypal_account: account.paytype === 'paypal' ? account.paypalAccount : null,
    psp_reference: input.pspReference ?? null,
    submitted_at: input.pspReference === undefined ? null : now,
    // The request (or the approval) sends it to the PSP itself; the reconciler looks only after its interval
    // and never at a payout in REVIEW.
    last_checked_at: now,
    reserve_transaction_id: reserveTransactionId,
    created_at: now,
    updated_at: now,
  });
}

export function toPayoutResponse(payout: PayoutRow): PayoutResponse {
  return {
    payoutErrors: [],
    payout: {
      id: payout.public_id,
      amount: payout.amount,
      fee: payout.fee,
      finalAmount: payout.final_amount,
      currency: payout.currency,
      state: payout.state,
    },
  };
}
