// The payment.updated notification of a payment's current status.
import type { SandboxDeps } from '../../app-deps.ts';
import type { Payment } from '../../store/store.ts';

export function notifyPaymentStatus(deps: SandboxDeps, payment: Payment): void {
  deps.notifier.send(payment.notificationUrl, {
    type: 'payment.updated',
    pspReference: payment.pspReference,
    reference: payment.reference,
    status: payment.status,
    refusalCode: payment.refusalCode,
    amount: payment.amount,
    ...(payment.recurringReference === null ? {} : { recurringReference: payment.recurringReference }),
    ...(payment.returnReason === null ? {} : { returnReason: payment.returnReason }),
  });
}
