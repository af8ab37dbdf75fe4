// Executing a payout at the PSP (POST /v1/payouts, Idempotency-Key payout:<id>) after the request's
// transaction committed, and the safety net behind it: a recurring round that re-sends payouts whose call
// got no answer and asks the PSP (GET /v1/payouts/:ref) about pending ones, so a lost notification never
// loses money. Batches are claimed with FOR UPDATE SKIP LOCKED, so any number of instances can run it.

import type { AppDeps } from '../../app-deps.ts';
import { reconcileRound } from '../../db/reconcile-claim.ts';
import { decryptPaymentData } from '../instruments/payment-data-crypto.ts';
import { type CreatePayoutInput, PaymentProviderError } from '../payments/payment-provider.ts';
import { notificationUrlOf } from '../payments/payment-services.ts';
import { failRefusedPayout, recordPayoutAnswer } from './payout-transition.ts';
import { claimPayoutsToReconcile, type PayoutRow } from './payouts.repository.ts';

/** Payouts pending longer than this are left to people: the PSP has long finished or forgotten them. */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** The same request every time for a payout, so a re-send with its key is an idempotent repeat. */
function payoutInputOf(deps: AppDeps, payout: PayoutRow): CreatePayoutInput {
  const decrypt = (value: string) => decryptPaymentData(deps.config.paymentDataKey, value);
  let account: CreatePayoutInput['account'];
  if (payout.paytype === 'paypal') account = { paypalAccount: payout.paypal_account ?? '' };
  else if (payout.routing_number_encrypted !== null && payout.account_number_encrypted !== null) {
    // SPEC §9 region US: a US account, named by routing and account number.
    account = {
      routingNumber: decrypt(payout.routing_number_encrypted),
      accountNumber: decrypt(payout.account_number_encrypted),
      holder: payout.holder ?? '',
    };
  } else {
    account = {
      iban: decrypt(payout.iban_encrypted ?? ''),
      holder: payout.holder ?? '',
      ...(payout.bic === null ? {} : { bic: payout.bic }),
    };
  }
  return {
    idempotencyKey: `payout:${payout.public_id}`,
    reference: payout.public_id,
    amount: { value: payout.real_amount, currency: payout.currency_real },
    method: payout.paytype,
    account,
    notificationUrl: notificationUrlOf(deps.config, payout.psp),
  };
}

/**
 * Sends the payout. A refusal (4xx: nothing was paid) fails it and returns the money at once; no answer
 * (unreachable, time-out, 5xx) leaves it PENDING for the reconciler to send again with the same key.
 */
export async function submitPayout(deps: AppDeps, payout: PayoutRow): Promise<void> {
  try {
    const answer = await deps.payments.adapterFor(payout.psp).createPayout(payoutInputOf(deps, payout));
    await recordPayoutAnswer(deps, payout.id, answer);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const context = { payout: payout.public_id, kind: error.kind, cause: error.message };
    if (error.kind === 'rejected') {
      deps.log.error(context, 'PSP refused a payout; the money is returned');
      await failRefusedPayout(deps, payout.id, `REFUSED_${error.status ?? 'UNKNOWN'}`);
      return;
    }
    deps.log.warn(context, 'payout call got no answer; it is sent again later');
  }
}

/** One status check of a pending payout; PSP failures are logged and the next round tries again. */
export async function checkPayoutWithProvider(deps: AppDeps, payout: PayoutRow): Promise<void> {
  if (payout.psp_reference === null) {
    await submitPayout(deps, payout);
    return;
  }
  try {
    const answer = await deps.payments.adapterFor(payout.psp).getPayout(payout.psp_reference);
    await recordPayoutAnswer(deps, payout.id, answer);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // A 404 for a payout the PSP accepted needs a person: it stays PENDING, its money stays reserved.
    deps.log.warn({ payout: payout.public_id, kind: error.kind, cause: error.message }, 'payout status check failed');
  }
}

/** One round: returns how many payouts were checked. */
export async function reconcilePendingPayouts(deps: AppDeps, options: { minAgeMs: number }): Promise<number> {
  return reconcileRound(deps, { ...options, maxAgeMs: MAX_AGE_MS }, claimPayoutsToReconcile, checkPayoutWithProvider);
}
