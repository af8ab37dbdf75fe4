// Refunds of a captured (AUTHORISED) payment, full or partial, as Adyen's /refunds and Stripe's refunds:
// decided at once (REFUNDED, or REFUSED by a magic amount), never more in total than was captured, and
// announced by a refund.updated notification to the payment's notificationUrl (or the refund's own).
// Synchronous like payments.service.ts, so the Idempotency-Key check and the total check cannot interleave.
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { newId } from '../../lib/ids.ts';
import { minorUnitEnding } from '../../lib/money.ts';
import { REFUND_FAILING_AMOUNT_ENDING, REFUND_FAILURE_REASON } from '../../magic/magic-values.ts';
import type { Payment, Refund } from '../../store/store.ts';
import { moneyOutAnswer, notifyMoneyOut } from '../notifications/money-out.ts';
import { httpUrlSchema, moneySchema } from '../payments/payment-request.ts';

export const refundRequestSchema = z.object({
  reference: z.string().trim().min(1).max(128),
  amount: moneySchema,
  notificationUrl: httpUrlSchema.optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export type RefundRejection =
  | { ok: false; statusCode: 404; error: 'NOT_FOUND' }
  | { ok: false; statusCode: 422; error: 'PAYMENT_NOT_REFUNDABLE' | 'CURRENCY_MISMATCH' | 'REFUND_EXCEEDS_CAPTURED' };

/** What is already given back of a payment: its REFUNDED refunds (a REFUSED one gave nothing back). */
export function refundedTotal(deps: SandboxDeps, paymentPspReference: string): number {
  let total = 0;
  for (const refund of deps.store.refunds.values()) {
    if (refund.paymentPspReference === paymentPspReference && refund.status === 'REFUNDED')
      total += refund.amount.value;
  }
  return total;
}

export function createRefund(
  deps: SandboxDeps,
  paymentPspReference: string,
  request: RefundRequest,
): { ok: true; refund: Refund } | RefundRejection {
  const payment: Payment | undefined = deps.store.payments.get(paymentPspReference);
  if (payment === undefined) return { ok: false, statusCode: 404, error: 'NOT_FOUND' };
  // Only captured money can go back; a RETURNED debit already went back through the bank.
  if (payment.status !== 'AUTHORISED') return { ok: false, statusCode: 422, error: 'PAYMENT_NOT_REFUNDABLE' };
  if (request.amount.currency !== payment.amount.currency) {
    return { ok: false, statusCode: 422, error: 'CURRENCY_MISMATCH' };
  }
  if (refundedTotal(deps, paymentPspReference) + request.amount.value > payment.amount.value) {
    return { ok: false, statusCode: 422, error: 'REFUND_EXCEEDS_CAPTURED' };
  }
  const refused = minorUnitEnding(request.amount) === REFUND_FAILING_AMOUNT_ENDING;
  const refund: Refund = {
    pspReference: newId('rf'),
    paymentPspReference,
    reference: request.reference,
    amount: request.amount,
    status: refused ? 'REFUSED' : 'REFUNDED',
    failureReason: refused ? REFUND_FAILURE_REASON : null,
    notificationUrl: request.notificationUrl ?? payment.notificationUrl,
    createdAt: deps.clock.now().toISOString(),
  };
  deps.store.refunds.set(refund.pspReference, refund);
  notifyMoneyOut(deps, 'refund.updated', refund, { paymentPspReference: refund.paymentPspReference });
  return { ok: true, refund };
}

export function toRefundAnswer(refund: Refund) {
  return { ...moneyOutAnswer(refund), paymentPspReference: refund.paymentPspReference };
}
