// What refunds of deposits (refunds.service.ts) and of saver-package bookings (subscriptions/booking-refunds.ts)
// share: asking the PSP to refund, and reading its answer or its refund.updated notification into an outcome.
// Each applies the outcome to its own table and ledger entries.
import type { AppDeps } from '../../app-deps.ts';
import type { PspName } from '../../config/psp-routes.ts';
import {
  type CreateRefundInput,
  PaymentProviderError,
  type PspNotification,
  type PspRefund,
} from '../payments/payment-provider.ts';
import { notificationUrlOf } from '../payments/payment-services.ts';

export type RefundOutcome =
  | { state: 'REFUNDED'; pspReference: string }
  | { state: 'FAILED'; pspReference: string | null; failureReason: string };

/** The PSP's answer to a refund request. */
export type PspRefundAnswer =
  /** Taken by the PSP (Adyen): its notification settles it; the reference ties that notification to the row. */
  | { kind: 'received'; pspReference: string }
  /** Refunded or refused; `error` when the PSP refused the request itself or could not be reached. */
  | { kind: 'settled'; outcome: RefundOutcome; error?: PaymentProviderError }
  /** Sent, but no usable answer: the refund stays PENDING and is asked about again with the same key. */
  | { kind: 'uncertain'; error: PaymentProviderError };

export function outcomeOfAnswer(answer: PspRefund): RefundOutcome {
  return answer.status === 'REFUNDED'
    ? { state: 'REFUNDED', pspReference: answer.pspReference }
    : { state: 'FAILED', pspReference: answer.pspReference, failureReason: answer.failureReason ?? 'REFUSED' };
}

/**
 * Sends refund `refund` of the payment `payment.pspReference` to the PSP that took it (`refund.psp`), under the
 * refund's id as reference and Idempotency-Key `<payment.keyPrefix>:<id>` (the same on every try); any error but the
 * PSP's own is thrown.
 */
export async function askPspToRefund(
  deps: AppDeps,
  refund: { id: string; psp: PspName; amount: number; currency: string },
  payment: { keyPrefix: string; pspReference: string },
): Promise<PspRefundAnswer> {
  const input: CreateRefundInput = {
    idempotencyKey: `${payment.keyPrefix}:${refund.id}`,
    paymentPspReference: payment.pspReference,
    reference: refund.id,
    amount: { value: refund.amount, currency: refund.currency },
    notificationUrl: notificationUrlOf(deps.config, refund.psp),
  };
  try {
    const answer = await deps.payments.adapterFor(refund.psp).createRefund(input);
    if (answer.status === 'RECEIVED') return { kind: 'received', pspReference: answer.pspReference };
    return { kind: 'settled', outcome: outcomeOfAnswer(answer) };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'uncertain') return { kind: 'uncertain', error };
    const failureReason =
      error.kind === 'unreachable' ? 'psp_unreachable' : `psp_rejected_${error.status ?? 'request'}`;
    return { kind: 'settled', outcome: { state: 'FAILED', pspReference: null, failureReason }, error };
  }
}

/** The columns a refund row (a deposit's or a booking's) gets when the outcome settles it. */
export function settledRefundColumns(
  outcome: RefundOutcome,
  row: { psp_reference: string | null },
  reversalTransactionId: string | null,
  now: Date,
) {
  return {
    state: outcome.state,
    psp_reference: outcome.pspReference ?? row.psp_reference,
    failure_reason: outcome.state === 'FAILED' ? outcome.failureReason : null,
    reversal_transaction_id: reversalTransactionId,
    settled_at: now,
    updated_at: now,
  };
}

/** The identifiers a refund.updated notification names: the refund's own id (a UUID) as its reference. */
export const REFUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a refund.updated notification does to the refund it names: an answer that changes nothing
 * (psp_reference_mismatch, amount_mismatch, no-op for a settled refund, ignored for another status), or the
 * outcome to apply to the PENDING refund.
 */
export function outcomeOfNotification(
  row: { state: string; psp_reference: string | null; amount: number; currency: string },
  notification: PspNotification,
): { answer: string } | { outcome: RefundOutcome } {
  if (row.psp_reference !== null && row.psp_reference !== notification.pspReference) {
    return { answer: 'psp_reference_mismatch' };
  }
  const { amount } = notification;
  if (amount !== null && (amount.value !== row.amount || amount.currency !== row.currency)) {
    return { answer: 'amount_mismatch' };
  }
  if (row.state !== 'PENDING') return { answer: 'no-op' };
  if (notification.status !== 'REFUNDED' && notification.status !== 'REFUSED') return { answer: 'ignored' };
  return {
    outcome:
      notification.status === 'REFUNDED'
        ? { state: 'REFUNDED', pspReference: notification.pspReference }
        : {
            state: 'FAILED',
            pspReference: notification.pspReference,
            failureReason: notification.failureReason ?? 'REFUSED',
          },
  };
}

/**
 * Answers a refund.updated notification about refund `row`: what outcomeOfNotification says, or 'applied' once
 * `settle` applied the outcome to the PENDING refund.
 */
export async function answerRefundNotification(
  row: Parameters<typeof outcomeOfNotification>[0],
  notification: PspNotification,
  settle: (outcome: RefundOutcome) => Promise<unknown>,
): Promise<string> {
  const read = outcomeOfNotification(row, notification);
  if ('answer' in read) return read.answer;
  await settle(read.outcome);
  return 'applied';
}
