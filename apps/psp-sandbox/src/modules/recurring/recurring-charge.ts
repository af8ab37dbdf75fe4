// A merchant-initiated (ContAuth) charge of a stored reference: no redirect, no 3-D Secure, no hosted
// page. It is AUTHORISED or REFUSED at once (PENDING for an amount ending in 77).
import type { SandboxDeps } from '../../app-deps.ts';
import { normalizeIban } from '../../lib/iban.ts';
import type { MandateRecord } from '../../store/store.ts';
import { findMandate, rememberMandate } from '../mandates/mandate-registry.ts';
import { mandateMatches } from '../mandates/mandates.service.ts';
import { type MethodDecision, reject } from '../payments/payment-decision.ts';
import {
  authorisedOrHeld,
  recurringCardOutcome,
  sepaPaymentOutcome,
  wrongCvcOutcome,
} from '../payments/payment-outcome.ts';
import type { PaymentRequest } from '../payments/payment-request.ts';

/**
 * A mandate the sandbox knows, or one it issued before a restart: mandate ids outlive the memory, so
 * a request that names the IBAN (`sepa.iban`) gets its mandate recognised again by the id's HMAC.
 */
function findChargeableMandate(deps: SandboxDeps, mandateId: string, sepa: PaymentRequest['sepa']) {
  const known = findMandate(deps.store, mandateId);
  if (known !== undefined || sepa === undefined) return known;
  const iban = normalizeIban(sepa.iban);
  if (!mandateMatches(deps.config.webhookSecret, mandateId, iban)) return undefined;
  return rememberMandate(deps.store, { mandateId, iban, holder: sepa.holder }, null);
}

function chargeMandate(mandate: MandateRecord, request: PaymentRequest, recurringReference: string): MethodDecision {
  if (mandate.status === 'REVOKED') return reject(422, 'MANDATE_REVOKED');
  const { mandateId, iban, holder } = mandate;
  const extra = { recurringReference, mandate: { mandateId, iban, holder } };
  return { ok: true, outcome: sepaPaymentOutcome(iban, request.amount), extra };
}

export function decideRecurringCharge(deps: SandboxDeps, request: PaymentRequest, now: Date): MethodDecision {
  const recurringReference = request.recurring?.reference;
  if (recurringReference === undefined) return reject(400, 'INVALID_REQUEST');
  const detail = deps.store.recurring.get(recurringReference);
  if (detail === undefined) {
    const mandate = findChargeableMandate(deps, recurringReference, request.sepa);
    if (mandate === undefined) return reject(400, 'UNKNOWN_RECURRING_REFERENCE');
    if (request.method !== 'sepa') return reject(400, 'RECURRING_METHOD_MISMATCH');
    return chargeMandate(mandate, request, recurringReference);
  }
  if (detail.method !== request.method) return reject(400, 'RECURRING_METHOD_MISMATCH');
  // A stored card paid with the shopper present brings its CVC, tokenized alone: single use, 000 refused.
  const codeToken = request.recurring?.securityCodeToken;
  const code = codeToken === undefined ? undefined : deps.store.securityCodes.get(codeToken);
  if (codeToken !== undefined && (code === undefined || detail.card === null)) return reject(400, 'INVALID_TOKEN');
  if (code?.used === true) return reject(400, 'TOKEN_ALREADY_USED');
  if (code !== undefined) code.used = true;
  detail.charges += 1;
  if (detail.card === null)
    return { ok: true, outcome: authorisedOrHeld(request.amount), extra: { recurringReference } };
  const { last4, brand, expiryMonth, expiryYear, holder } = detail.card;
  const outcome =
    code?.cvcCheck === 'mismatch'
      ? wrongCvcOutcome()
      : recurringCardOutcome(detail.card, request.amount, now, detail.charges);
  const extra = {
    recurringReference,
    card: { last4, brand, expiryMonth, expiryYear, holder },
    chargedCard: detail.card,
  };
  return { ok: true, outcome, extra };
}
