// Payments: creation from the magic values (customer-present, or a ContAuth charge of a stored
// reference), status reads (which advance the "after N polls" card), the hosted-page choices, the test
// settle call, and a notification on every change of status.
// Everything here is synchronous, so an Idempotency-Key check and the insert it guards cannot interleave.
import type { SandboxDeps } from '../../app-deps.ts';
import { newId } from '../../lib/ids.ts';
import type { Payment, PaymentStatus } from '../../store/store.ts';
import { rememberMandate } from '../mandates/mandate-registry.ts';
import { decideRecurringCharge } from '../recurring/recurring-charge.ts';
import { issueRecurringReference } from '../recurring/recurring-references.ts';
import { plannedReturnAt } from '../recurring/sepa-returns.ts';
import { decideByMethod, type PaymentRejection } from './payment-decision.ts';
import { notifyPaymentStatus } from './payment-notification.ts';
import { choiceOutcome, type HostedChoice } from './payment-outcome.ts';
import type { PaymentRequest } from './payment-request.ts';

export type CreatePaymentResult = { ok: true; payment: Payment } | PaymentRejection;

/** What becoming AUTHORISED brings: the asked-for recurring reference, a magic IBAN's planned return. */
function whenAuthorised(deps: SandboxDeps, payment: Payment, now: Date): void {
  if (payment.storePaymentMethod && payment.recurringReference === null) {
    payment.recurringReference = issueRecurringReference(deps.store, payment);
  }
  payment.returnDueAt = plannedReturnAt(payment, now);
}

export function createPayment(deps: SandboxDeps, request: PaymentRequest, now: Date): CreatePaymentResult {
  const merchantInitiated = request.shopperInteraction === 'ContAuth';
  const decision = merchantInitiated ? decideRecurringCharge(deps, request, now) : decideByMethod(deps, request, now);
  if (!decision.ok) return decision;
  const { outcome } = decision;
  const createdAt = now.toISOString();
  const payment: Payment = {
    pspReference: newId('psp'),
    reference: request.reference,
    method: request.method,
    amount: request.amount,
    status: outcome.status,
    refusalCode: outcome.refusalCode,
    flow: outcome.flow,
    pollsBeforeAuthorised: outcome.pollsBeforeAuthorised,
    card: null,
    chargedCard: null,
    mandate: null,
    storePaymentMethod: request.storePaymentMethod === true && !merchantInitiated,
    recurringReference: null,
    returnDueAt: null,
    returnReason: null,
    idealIssuer: null,
    bankTransfer: null,
    shopperName: request.shopper?.name ?? null,
    shopperLocale: request.shopperLocale ?? null,
    returnUrl: request.returnUrl ?? null,
    cancelUrl: request.cancelUrl ?? request.returnUrl ?? null,
    notificationUrl: request.notificationUrl ?? null,
    createdAt,
    updatedAt: createdAt,
    ...decision.extra,
  };
  deps.store.payments.set(payment.pspReference, payment);
  if (payment.mandate !== null) rememberMandate(deps.store, payment.mandate, payment.notificationUrl);
  if (payment.status === 'AUTHORISED') whenAuthorised(deps, payment, now);
  // Final answers are notified too (as Adyen's AUTHORISATION is): the receiver must be idempotent anyway.
  if (payment.status !== 'REDIRECT' && payment.status !== 'PENDING') notifyPaymentStatus(deps, payment);
  return { ok: true, payment };
}

function changeStatus(deps: SandboxDeps, payment: Payment, status: PaymentStatus, refusalCode: string | null): void {
  payment.status = status;
  payment.refusalCode = refusalCode;
  payment.pollsBeforeAuthorised = null;
  const now = deps.clock.now();
  payment.updatedAt = now.toISOString();
  if (status === 'AUTHORISED') whenAuthorised(deps, payment, now);
  notifyPaymentStatus(deps, payment);
}

/** Every payment created with the shop's `reference`, newest first. */
export function paymentsWithReference(deps: SandboxDeps, reference: string): Payment[] {
  const found = [...deps.store.payments.values()].filter((payment) => payment.reference === reference);
  return found.reverse();
}

/** A status GET. It is what moves the "after N polls" card on: polls count, time does not. */
export function pollPayment(deps: SandboxDeps, pspReference: string): Payment | undefined {
  const payment = deps.store.payments.get(pspReference);
  if (payment === undefined || payment.status !== 'PENDING' || payment.pollsBeforeAuthorised === null) return payment;
  if (payment.pollsBeforeAuthorised > 0) {
    payment.pollsBeforeAuthorised -= 1;
    return payment;
  }
  changeStatus(deps, payment, 'AUTHORISED', null);
  return payment;
}

/** A button on the hosted or 3-D Secure page; a payment no longer in REDIRECT stays as it is. */
export function applyHostedChoice(deps: SandboxDeps, payment: Payment, choice: HostedChoice, declineCode?: string) {
  if (payment.status !== 'REDIRECT' || payment.flow === null) return;
  const outcome = choiceOutcome(payment.flow, choice, payment.amount, declineCode);
  changeStatus(deps, payment, outcome.status, outcome.refusalCode);
}

/** Test call: the awaited money arrived (a bank transfer) or the provider confirmed a PENDING payment. */
export function settlePayment(deps: SandboxDeps, payment: Payment): boolean {
  if (payment.status !== 'PENDING') return false;
  changeStatus(deps, payment, 'AUTHORISED', null);
  return true;
}

export function toPaymentAnswer(payment: Payment, publicUrl: string) {
  const refused = payment.status === 'REFUSED' || payment.status === 'BLOCKED';
  return {
    pspReference: payment.pspReference,
    reference: payment.reference,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    ...(refused && payment.refusalCode !== null ? { refusalCode: payment.refusalCode } : {}),
    ...(payment.status === 'REDIRECT'
      ? { action: { type: 'redirect', url: `${publicUrl}/pay/${payment.pspReference}`, method: 'GET' } }
      : {}),
    ...(payment.bankTransfer === null ? {} : { bankTransfer: payment.bankTransfer }),
    ...(payment.card === null ? {} : { card: payment.card }),
    ...(payment.recurringReference === null ? {} : { recurringReference: payment.recurringReference }),
    ...(payment.returnReason === null ? {} : { returnReason: payment.returnReason }),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}
