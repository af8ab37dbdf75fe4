// What a customer-present payment request becomes, per method: the outcome of its magic values and
// the method's details kept on the payment, or the reason it is rejected before a payment exists.
import type { SandboxDeps } from '../../app-deps.ts';
import { ibanValid, normalizeIban } from '../../lib/iban.ts';
import { newTransferReference } from '../../lib/ids.ts';
import { COLLECTION_ACCOUNT } from '../../magic/magic-values.ts';
import type { BankTransferInstructions, Payment } from '../../store/store.ts';
import { findIssuer } from '../ideal/ideal-issuers.ts';
import { findMandate } from '../mandates/mandate-registry.ts';
import { createMandate, mandateMatches } from '../mandates/mandates.service.ts';
import { findCard } from '../tokens/tokens.service.ts';
import {
  authorisedOrHeld,
  cardPaymentOutcome,
  hostedPageOutcome,
  type Outcome,
  pendingOutcome,
  sepaPaymentOutcome,
} from './payment-outcome.ts';
import type { PaymentRequest } from './payment-request.ts';

export type PaymentRejection = { ok: false; statusCode: 400 | 422; error: string };
export type MethodDecision = { ok: true; outcome: Outcome; extra: Partial<Payment> } | PaymentRejection;

export function reject(statusCode: 400 | 422, error: string): PaymentRejection {
  return { ok: false, statusCode, error };
}

function bankTransferInstructions(country: string | undefined): BankTransferInstructions {
  const { accountHolder, iban, bic, routingNumber, accountNumber } = COLLECTION_ACCOUNT;
  const reference = newTransferReference();
  return country === 'US'
    ? { reference, accountHolder, routingNumber, accountNumber }
    : { reference, accountHolder, iban, bic };
}

function decideSepa(
  deps: SandboxDeps,
  sepa: NonNullable<PaymentRequest['sepa']>,
  request: PaymentRequest,
): MethodDecision {
  const iban = normalizeIban(sepa.iban);
  if (!ibanValid(iban)) return reject(400, 'INVALID_IBAN');
  let mandateId = sepa.mandateId;
  if (mandateId !== undefined) {
    if (!mandateMatches(deps.config.webhookSecret, mandateId, iban)) return reject(422, 'MANDATE_INVALID');
    if (findMandate(deps.store, mandateId)?.status === 'REVOKED') return reject(422, 'MANDATE_REVOKED');
  } else {
    const created = createMandate(deps.config.webhookSecret, { iban, holder: sepa.holder });
    if (!created.ok) return created;
    mandateId = created.mandate.mandateId;
  }
  const extra = { mandate: { mandateId, iban, holder: sepa.holder } };
  return { ok: true, outcome: sepaPaymentOutcome(iban, request.amount), extra };
}

export function decideByMethod(deps: SandboxDeps, request: PaymentRequest, now: Date): MethodDecision {
  switch (request.method) {
    case 'card': {
      const card = request.card === undefined ? undefined : findCard(deps.store, request.card.token);
      if (card === undefined) return reject(400, 'INVALID_TOKEN');
      if (card.singleUse && card.used) return reject(400, 'TOKEN_ALREADY_USED');
      const codeToken = request.card?.securityCodeToken;
      const code = codeToken === undefined ? undefined : deps.store.securityCodes.get(codeToken);
      if (codeToken !== undefined && code === undefined) return reject(400, 'INVALID_TOKEN');
      if (code?.used === true) return reject(400, 'TOKEN_ALREADY_USED');
      if (code !== undefined) code.used = true;
      card.used = true;
      const { last4, brand, expiryMonth, expiryYear, holder } = card;
      const extra = { card: { last4, brand, expiryMonth, expiryYear, holder }, chargedCard: card };
      const checked = code === undefined ? card : { ...card, cvcCheck: code.cvcCheck };
      return { ok: true, outcome: cardPaymentOutcome(checked, request.amount, now), extra };
    }
    case 'sepa':
      return request.sepa === undefined ? reject(400, 'INVALID_REQUEST') : decideSepa(deps, request.sepa, request);
    case 'ideal': {
      const issuer = request.ideal === undefined ? undefined : findIssuer(request.ideal.issuer);
      if (issuer === undefined) return reject(400, 'UNKNOWN_ISSUER');
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
