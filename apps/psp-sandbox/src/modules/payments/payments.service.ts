// Payments: creation from the magic values, status reads (which advance the "after N polls" card),
// the hosted-page choices, the test settle call, and a notification on every change of status.
// Everything here is synchronous, so an Idempotency-Key check and the insert it guards cannot interleave.
import type { SandboxDeps } from '../../app-deps.ts';
import { ibanValid, normalizeIban } from '../../lib/iban.ts';
import { newId, newTransferReference } from '../../lib/ids.ts';
import { COLLECTION_ACCOUNT } from '../../magic/magic-values.ts';
import type { BankTransferInstructions, Payment, PaymentStatus } from '../../store/store.ts';
import { findIssuer } from '../ideal/ideal-issuers.ts';
import { createMandate, mandateMatches } from '../mandates/mandates.service.ts';
import { findCard } from '../tokens/tokens.service.ts';
import {
  authorisedOrHeld,
  cardPaymentOutcome,
  choiceOutcome,
  type HostedChoice,
  hostedPageOutcome,
  type Outcome,
  pendingOutcome,
  sepaPaymentOutcome,
} from './payment-outcome.ts';
import type { PaymentRequest } from './payment-request.ts';

export type CreatePaymentResult = { ok: true; payment: Payment } | { ok: false; statusCode: 400 | 422; error: string };

function bankTransferInstructions(country: string | undefined): BankTransferInstructions {
  const { accountHolder, iban, bic, routingNumber, accountNumber } = COLLECTION_ACCOUNT;
  const reference = newTransferReference();
  return country === 'US'
    ? { reference, accountHolder, routingNumber, accountNumber }
    : { reference, accountHolder, iban, bic };
}

type MethodDecision =
  | { ok: true; outcome: Outcome; extra: Partial<Payment> }
  | Extract<CreatePaymentResult, { ok: false }>;

function decideByMethod(deps: SandboxDeps, request: PaymentRequest, now: Date): MethodDecision {
  switch (request.method) {
    case 'card': {
      const card = request.card === undefined ? undefined : findCard(deps.store, request.card.token);
      if (card === undefined) return { ok: false, statusCode: 400, error: 'INVALID_TOKEN' };
      if (card.singleUse && card.used) return { ok: false, statusCode: 400, error: 'TOKEN_ALREADY_USED' };
      card.used = true;
      const { last4, brand, expiryMonth, expiryYear, holder } = card;
      const extra = { card: { last4, brand, expiryMonth, expiryYear, holder } };
      return { ok: true, outcome: cardPaymentOutcome(card, request.amount, now), extra };
    }
    case 'sepa': {
      if (request.sepa === undefined) return { ok: false, statusCode: 400, error: 'INVALID_REQUEST' };
      const iban = normalizeIban(request.sepa.iban);
      if (!ibanValid(iban)) return { ok: false, statusCode: 400, error: 'INVALID_IBAN' };
      if (request.sepa.mandateId !== undefined) {
        if (!mandateMatches(deps.config.webhookSecret, request.sepa.mandateId, iban)) {
          return { ok: false, statusCode: 422, error: 'MANDATE_INVALID' };
        }
      } else {
        const mandate = createMandate(deps.config.webhookSecret, { iban, holder: request.sepa.holder });
        if (!mandate.ok) return mandate;
      }
      return { ok: true, outcome: sepaPaymentOutcome(iban, request.amount), extra: {} };
    }
    case 'ideal': {
      const issuer = request.ideal === undefined ? undefined : findIssuer(request.ideal.issuer);
      if (issuer === undefined) return { ok: false, statusCode: 400, error: 'UNKNOWN_ISSUER' };
      return { ok: true, outcome: hostedPageOutcome(), extra: { idealIssuer: issuer.bic } };
    }
    case 'banktransfer': {
      const extra = { bankTransfer: bankTransferInstructions(request.shopper?.country) };
      return { ok: true, outcome: pendingOutcome(), extra };
    }
    case 'dummy':
      return { ok: true, outcome: authorisedOrHeld(request.amount), extra: {} };
    case 'paypal':
    case 'paysafecard':
    case 'skrill':
    case 'bank':
      return { ok: true, outcome: hostedPageOutcome(), extra: {} };
  }
}

function notifyStatus(deps: SandboxDeps, payment: Payment): void {
  deps.notifier.send(payment.notificationUrl, {
    type: 'payment.updated',
    pspReference: payment.pspReference,
    reference: payment.reference,
    status: payment.status,
    refusalCode: payment.refusalCode,
    amount: payment.amount,
  });
}

export function createPayment(deps: SandboxDeps, request: PaymentRequest, now: Date): CreatePaymentResult {
  const decision = decideByMethod(deps, request, now);
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
    idealIssuer: null,
    bankTransfer: null,
    shopperName: request.shopper?.name ?? null,
    returnUrl: request.returnUrl ?? null,
    cancelUrl: request.cancelUrl ?? request.returnUrl ?? null,
    notificationUrl: request.notificationUrl ?? null,
    createdAt,
    updatedAt: createdAt,
    ...decision.extra,
  };
  deps.store.payments.set(payment.pspReference, payment);
  // Final answers are notified too (as Adyen's AUTHORISATION is): the receiver must be idempotent anyway.
  if (payment.status !== 'REDIRECT' && payment.status !== 'PENDING') notifyStatus(deps, payment);
  return { ok: true, payment };
}

function changeStatus(deps: SandboxDeps, payment: Payment, status: PaymentStatus, refusalCode: string | null): void {
  payment.status = status;
  payment.refusalCode = refusalCode;
  payment.pollsBeforeAuthorised = null;
  payment.updatedAt = new Date().toISOString();
  notifyStatus(deps, payment);
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
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}
