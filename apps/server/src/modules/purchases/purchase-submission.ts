// Sending a purchase to the PSP and applying its answer. The PSP call runs outside any database
// transaction; its answer is applied in one (purchase-transition.ts). Every write to the PSP carries an
// idempotency key derived from the tid, so sending again after a lost answer never pays twice.

import type { BankTransferInstructions } from '@shop/contracts/purchase';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { decryptPaymentData } from '../instruments/payment-data-crypto.ts';
import {
  type CreatePaymentInput,
  PaymentProviderError,
  type PspBankTransfer,
  type PspPayment,
} from '../payments/payment-provider.ts';
import { notificationUrlOf, pspReturnPathOf } from '../payments/payment-services.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';
import { playerNameOf } from '../users/users.service.ts';
import { type PurchaseOutcome, purchaseOutcomeOf } from './purchase-outcome.ts';
import { isOpen, type PendingInstrument, type Purchase, type PurchaseCheckView } from './purchase-record.ts';
import {
  type AppliedTransition,
  applyPaymentUpdate,
  type PaymentUpdate,
  reportChangesNothing,
} from './purchase-transition.ts';
import { lockPurchase, updatePurchase } from './purchases.repository.ts';

/** SPEC §8 code 2: technical difficulties, nothing deducted. For a PSP call we know never took effect. */
export const NOT_SENT_CODE = '2';
/** SPEC §8 code 30 (bank data): the PSP refused the direct-debit mandate for this account. */
export const MANDATE_REFUSED_CODE = '30';

export const paymentIdempotencyKey = (tid: string) => `purchase:${tid}`;
const mandateIdempotencyKey = (tid: string) => `mandate:${tid}`;

const failure = (errorCode: string): PurchaseOutcome => ({ state: 'FAILED', errorCode, visit: null, settled: false });

/**
 * Sends the purchase (creating the SEPA mandate first when it has none). On the first attempt a call
 * that certainly did not take effect (unreachable, refused) fails the purchase: with the code the
 * refusal stands for (an unknown card token → 7) or 2; an uncertain one leaves it open for a status
 * check to send again. The caller holds the submission claim. Answers the purchase as it stands afterwards
 * (as given when nothing was written); `user` saves reading the player again when the caller has them.
 */
export async function submitPurchase(
  deps: AppDeps,
  purchase: Purchase,
  options: { firstAttempt: boolean; user?: UserRow },
): Promise<Purchase> {
  const adapter = deps.payments.adapterFor(purchase.psp);
  try {
    const user = options.user ?? (await findUserById(deps.db, purchase.user_id));
    if (user === undefined) throw new Error(`purchase ${purchase.tid} has no player`);
    let instrument = purchase.instrument;
    if (instrument?.kind === 'elv' && instrument.mandateId === null) {
      const mandate = await adapter.createMandate({
        iban: decryptPaymentData(deps.config.paymentDataKey, instrument.ibanEncrypted),
        holder: instrument.holder,
        idempotencyKey: mandateIdempotencyKey(purchase.tid),
      });
      if (!mandate.ok) {
        const refused = await applyLocked(deps, purchase.id, () => ({
          outcome: failure(MANDATE_REFUSED_CODE),
          pspReference: null,
          pspStatus: mandate.reason,
          submitted: true,
        }));
        return refused.purchase;
      }
      instrument = { ...instrument, mandateId: mandate.mandateId, creditorId: mandate.creditorId };
      await updatePurchase(deps.db, purchase.id, { instrument: JSON.stringify(instrument) });
    }
    const payment = await adapter.createPayment(paymentInputOf(deps, purchase, instrument, user));
    const applied = await applyPayment(deps, purchase.id, payment, {
      submitted: true,
      bankTransfer: instructionsOf(payment.bankTransfer, purchase, user),
      card: payment.card,
    });
    return applied.purchase;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn(
      { tid: purchase.tid, kind: error.kind, status: error.status, cause: error.message },
      'PSP call failed',
    );
    if (!options.firstAttempt || error.kind === 'uncertain') return purchase;
    const failed = await applyLocked(deps, purchase.id, () => ({
      outcome: failure(error.code ?? NOT_SENT_CODE),
      pspReference: null,
      pspStatus: `NOT_SENT_${error.kind.toUpperCase()}`,
      submitted: true,
    }));
    return failed.purchase;
  }
}

/**
 * How long after a purchase was recorded its pay request may be sent again when its answer is missing: the
 * processing page polls for 180 s (SPEC §9) and then tells the player the purchase timed out (tokenExpired: try
 * again). Later the player has left, may have paid another way, and a charge nobody waits for is wrong. At least
 * three PSP time-outs (a mandate call and the pay call of the first attempt), so the window never closes on a
 * request still in flight.
 */
export const SUBMIT_WINDOW_MS = 180_000;

export function submitWindowMs(deps: Pick<AppDeps, 'config'>): number {
  return Math.max(SUBMIT_WINDOW_MS, 3 * deps.config.pspRequestTimeoutMs);
}

/** Whether the purchase's pay request may still be sent (again) now: within the submit window. */
export function withinSubmitWindow(deps: Pick<AppDeps, 'config' | 'clock'>, purchase: Pick<Purchase, 'created_at'>) {
  return deps.clock.now().getTime() - purchase.created_at.getTime() <= submitWindowMs(deps);
}

/**
 * A purchase whose pay request has no answer, past the submit window: it is never sent again. Whether the request
 * reached the PSP (then its answer was lost) only the PSP knows: it is asked for the purchase's reference, which
 * creates nothing. A payment found applies as the pay call's answer would (credited if paid); none found means the
 * request never arrived, and the purchase expires: FAILED with 2 (nothing deducted). A PSP that cannot be asked
 * leaves it open for the next check. The caller holds the submission claim.
 */
export async function settleUnanswered(deps: AppDeps, purchase: Purchase): Promise<Purchase> {
  try {
    const [payment] = await deps.payments.adapterFor(purchase.psp).findPayments(purchase.tid);
    if (payment !== undefined) {
      const user = payment.bankTransfer === null ? undefined : await findUserById(deps.db, purchase.user_id);
      const applied = await applyPayment(deps, purchase.id, payment, {
        submitted: true,
        bankTransfer: user === undefined ? null : instructionsOf(payment.bankTransfer, purchase, user),
        card: payment.card,
      });
      return applied.purchase;
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ tid: purchase.tid, kind: error.kind, cause: error.message }, 'PSP lookup of a purchase failed');
    return purchase;
  }
  const expired = await applyLocked(deps, purchase.id, (current) =>
    isOpen(current) && current.submitted_at === null && current.psp_reference === null
      ? { outcome: failure(NOT_SENT_CODE), pspReference: null, pspStatus: EXPIRED_STATUS, submitted: true }
      : null,
  );
  if (expired.result === 'applied') {
    deps.log.warn({ tid: purchase.tid }, 'purchase expired: its pay request never reached the PSP within the window');
  }
  return expired.purchase;
}

/** psp_status of a purchase expired by settleUnanswered (the PSP never heard of it). */
export const EXPIRED_STATUS = 'EXPIRED_NOT_SENT';

/**
 * A payment as the PSP reports it (pay answer or status check), applied to the purchase. With `known` (the
 * purchase as the caller read it, whole or a status check's view), a report that would change nothing there opens
 * no transaction at all and answers `known`.
 */
export async function applyPayment<Known extends PurchaseCheckView = Purchase>(
  deps: AppDeps,
  purchaseId: number,
  payment: PspPayment,
  extras: Pick<PaymentUpdate, 'submitted' | 'bankTransfer' | 'card'> = {},
  known?: Known,
): Promise<{ result: AppliedTransition['result']; purchase: Known | Purchase }> {
  const updateOf = (purchase: Pick<Purchase, 'input_type' | 'psp_method'>): PaymentUpdate | null => {
    const outcome = purchaseOutcomeOf(payment, { inputType: purchase.input_type, pspMethod: purchase.psp_method });
    if (outcome === null) return null;
    return {
      outcome,
      pspReference: payment.pspReference,
      pspStatus: payment.status,
      recurringReference: payment.recurringReference,
      ...extras,
    };
  };
  if (known !== undefined) {
    const update = updateOf(known);
    if (update === null || reportChangesNothing(known, update)) return { result: 'no-op', purchase: known };
  }
  return applyLocked(deps, purchaseId, updateOf);
}

async function applyLocked(
  deps: AppDeps,
  purchaseId: number,
  updateOf: (purchase: Purchase) => PaymentUpdate | null,
): Promise<AppliedTransition> {
  return deps.db.transaction().execute(async (trx: Trx) => {
    const purchase = await lockPurchase(trx, { id: purchaseId });
    if (purchase === undefined) throw new Error(`purchase ${purchaseId} vanished`);
    const update = updateOf(purchase);
    return update === null ? { result: 'no-op', purchase } : applyPaymentUpdate(trx, deps, purchase, update);
  });
}

/**
 * Where the PSP sends the shopper back: the page the purchase asked for, or, for a PSP that finishes the
 * payment with what the shopper comes back with (Adyen's redirectResult), the shop's return route, which
 * completes it and then goes on to that page (psp-return.routes.ts).
 */
function returnUrlOf(deps: AppDeps, purchase: Purchase): string {
  const adapter = deps.payments.adapterFor(purchase.psp);
  if (adapter.completeReturn === undefined) return purchase.return_url;
  return `${deps.config.publicUrl}${pspReturnPathOf(purchase.psp, purchase.tid)}`;
}

function paymentInputOf(
  deps: AppDeps,
  purchase: Purchase,
  instrument: PendingInstrument | null,
  user: UserRow,
): CreatePaymentInput {
  const input: CreatePaymentInput = {
    idempotencyKey: paymentIdempotencyKey(purchase.tid),
    reference: purchase.tid,
    method: purchase.psp_method,
    amount: { value: purchase.price, currency: purchase.currency },
    shopper: { name: playerNameOf(user), country: user.country, id: String(user.id) },
    shopperLocale: purchase.locale,
    returnUrl: returnUrlOf(deps, purchase),
    cancelUrl: purchase.cancel_url,
    notificationUrl: notificationUrlOf(deps.config, purchase.psp),
  };
  // A saver package charges the same method every month: the PSP keeps it (card, mandate, PayPal agreement).
  if (purchase.subscription) {
    input.storePaymentMethod = true;
    input.recurringProcessingModel = 'Subscription';
  } else {
    Object.assign(input, expressTermsOf(purchase, instrument));
    // A new card the player keeps, at a PSP whose card tokens do not last (Adyen): stored there, card-on-file.
    const adapter = deps.payments.adapterFor(purchase.psp);
    if (adapter.storesSavedCards === true && instrument?.kind === 'card' && instrument.source === 'new') {
      if (instrument.save) Object.assign(input, { storePaymentMethod: true, recurringProcessingModel: 'CardOnFile' });
    }
  }
  if (instrument?.kind === 'card') {
    const { token, cvcToken } = instrument;
    input.card = cvcToken === undefined ? { token } : { token, securityCodeToken: cvcToken };
  }
  if (instrument?.kind === 'ideal') input.ideal = { issuer: instrument.issuer };
  if (instrument?.kind === 'elv' && instrument.mandateId !== null) {
    input.sepa = {
      iban: decryptPaymentData(deps.config.paymentDataKey, instrument.ibanEncrypted),
      holder: instrument.holder,
      mandateId: instrument.mandateId,
    };
  }
  return input;
}

/**
 * Express payment (README "Express payment"): a stored card charged with the shopper present is card-on-file
 * (Ecommerce, so the PSP may still ask for 3-D Secure); PayPal's express payment charges the billing agreement
 * (ContAuth: PayPal has no shopper-present charge of an agreement); a PayPal purchase with the express opt-in
 * asks PayPal for that agreement.
 */
function expressTermsOf(purchase: Purchase, instrument: PendingInstrument | null): Partial<CreatePaymentInput> {
  if (instrument?.kind === 'agreement') {
    return {
      shopperInteraction: 'ContAuth',
      recurringProcessingModel: 'CardOnFile',
      recurring: { reference: instrument.reference },
    };
  }
  if (instrument?.kind === 'card' && instrument.source === 'saved') return { recurringProcessingModel: 'CardOnFile' };
  if (purchase.express_subscribe && purchase.psp_method === 'paypal') {
    return { storePaymentMethod: true, recurringProcessingModel: 'CardOnFile' };
  }
  return {};
}

/** SPEC §9: US routing and account number for US players, else SEPA IBAN and BIC; purpose = player name. */
function instructionsOf(
  bankTransfer: PspBankTransfer | null,
  purchase: Purchase,
  user: UserRow,
): BankTransferInstructions | null {
  if (bankTransfer === null || purchase.psp_method !== 'banktransfer') return null;
  const us = user.country === 'US';
  return {
    region: us ? 'US' : 'SEPA',
    recipient: bankTransfer.accountHolder,
    purpose: playerNameOf(user),
    reference: bankTransfer.reference,
    iban: us ? null : bankTransfer.iban,
    bic: us ? null : bankTransfer.bic,
    routingNumber: us ? bankTransfer.routingNumber : null,
    accountNumber: us ? bankTransfer.accountNumber : null,
    amount: purchase.price,
    currency: purchase.currency,
  };
}
