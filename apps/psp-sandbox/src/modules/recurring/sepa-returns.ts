// Returned SEPA debits (magic IBAN): a debit is AUTHORISED, then the shopper's bank gives it back
// SEPA_RETURN_DAYS later by the sandbox clock. Due returns run when a test moves the clock and on a
// one-second tick, so a long-running sandbox returns them in real time too.
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { SEPA_RETURN_DAYS, SEPA_RETURN_REASON, SEPA_RETURNED_IBAN } from '../../magic/magic-values.ts';
import type { Payment } from '../../store/store.ts';
import { notifyPaymentStatus } from '../payments/payment-notification.ts';

const DAY_MS = 86_400_000;
export const DUE_WORK_INTERVAL_MS = 1000;

/** When an AUTHORISED debit will come back (ISO, sandbox time), or null when it stays. */
export function plannedReturnAt(payment: Payment, authorisedAt: Date): string | null {
  if (payment.mandate?.iban !== SEPA_RETURNED_IBAN) return null;
  return new Date(authorisedAt.getTime() + SEPA_RETURN_DAYS * DAY_MS).toISOString();
}

/** Turns every debit whose return is due into RETURNED and notifies it. */
export function returnDueDebits(deps: SandboxDeps, log: FastifyBaseLogger): void {
  const now = deps.clock.now();
  for (const payment of deps.store.payments.values()) {
    if (payment.status !== 'AUTHORISED' || payment.returnDueAt === null) continue;
    if (Date.parse(payment.returnDueAt) > now.getTime()) continue;
    payment.status = 'RETURNED';
    payment.returnReason = SEPA_RETURN_REASON;
    payment.returnDueAt = null;
    payment.updatedAt = now.toISOString();
    log.info({ pspReference: payment.pspReference, returnReason: payment.returnReason }, 'debit returned');
    notifyPaymentStatus(deps, payment);
  }
}
