// POST /deposit/psp/notifications: the PSP's signed reports (docs/psp-sandbox-api.md). Checked (signature,
// then timestamp), claimed by id and applied through the same transition as every other report, all in
// one transaction. Anything the shop cannot act on is still acknowledged (and logged), so the PSP stops
// retrying: retrying would not change it. A report that would credit money is first confirmed with the PSP
// (GET the payment), so a leaked webhook secret alone cannot mint credit. See README "Notifications".
import type { AppDeps } from '../../app-deps.ts';
import { DEFAULT_PSP, type PspName } from '../../config/psp-routes.ts';
import type { Trx } from '../../db/database.ts';
import { applyDisputeNotification } from '../disputes/dispute-booking.ts';
import { fitNotification } from '../payments/notification-fit.ts';
import {
  type NotificationBatchVerification,
  type NotificationVerification,
  type PaymentProviderAdapter,
  PaymentProviderError,
  type PspNotification,
} from '../payments/payment-provider.ts';
import { applyPayoutNotification } from '../payouts/payout-transition.ts';
import { purchaseOutcomeOf } from '../purchases/purchase-outcome.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import { applyPaymentUpdate } from '../purchases/purchase-transition.ts';
import { lockPurchase } from '../purchases/purchases.repository.ts';
import { applyRefundNotification } from '../refunds/refunds.service.ts';
import { applyBookingReport } from '../subscriptions/subscription-billing.ts';
import { applyMandateRevoked, applyReturnedDebit } from '../subscriptions/subscription-faults.ts';
import { claimNotification, setNotificationOutcome } from './notifications.repository.ts';

export type NotificationAnswer =
  | { status: 200; body: { received: true; duplicate?: true } }
  | { status: 400 | 401; body: { error: 'invalid_signature' | 'stale_timestamp' | 'invalid_body' } }
  | { status: 503; body: { error: 'psp_unavailable' } };

const REJECTIONS = {
  signature: { status: 401, body: { error: 'invalid_signature' } },
  timestamp: { status: 400, body: { error: 'stale_timestamp' } },
  body: { status: 400, body: { error: 'invalid_body' } },
} as const;

export async function handleNotification(
  deps: AppDeps,
  request: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  psp: PspName = DEFAULT_PSP,
): Promise<NotificationAnswer> {
  const adapter = deps.payments.adapterFor(psp);
  const verifyRequest = { ...request, now: deps.clock.now() };
  let verified: NotificationBatchVerification;
  try {
    verified = adapter.verifyNotifications
      ? adapter.verifyNotifications(verifyRequest)
      : oneOf(await adapter.verifyNotification(verifyRequest));
  } catch (error) {
    // A PSP whose check asks it (PayPal's verify-webhook-signature) and could not be asked: it sends again.
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ psp, kind: error.kind, cause: error.message }, 'PSP notification could not be verified');
    return { status: 503, body: { error: 'psp_unavailable' } };
  }
  if (!verified.ok) {
    deps.log.warn({ psp, reason: verified.reason }, 'PSP notification rejected');
    return REJECTIONS[verified.reason];
  }
  let answer: NotificationAnswer = { status: 200, body: { received: true } };
  // In order; a report that must be retried answers the whole request for a retry (the others are claimed by
  // id, so sending them again changes nothing).
  for (const notification of verified.notifications) {
    const one = await handleOne(deps, adapter, notification);
    if (one.status !== 200) return one;
    if (verified.notifications.length === 1) answer = one;
  }
  return answer;
}

function oneOf(verified: NotificationVerification): NotificationBatchVerification {
  return verified.ok ? { ok: true, notifications: [verified.notification] } : verified;
}

async function handleOne(
  deps: AppDeps,
  adapter: PaymentProviderAdapter,
  notification: PspNotification,
): Promise<NotificationAnswer> {
  // The usual success report of a card payment repeats what the pay call's answer already credited: acted on
  // without asking the PSP, since it cannot credit anything (issue 11: fewer calls per deposit).
  const repeated = await processIfAlreadyCredited(deps, notification);
  if (repeated !== null) return repeated;
  // Outside the transaction: no row lock is held while the PSP answers.
  const confirmation = await confirmWithProvider(deps, adapter, notification);
  if (confirmation === 'unavailable') return { status: 503, body: { error: 'psp_unavailable' } };
  return process(deps, notification, confirmation);
}

/** Thrown to roll back the attempt without confirmation: the report may credit, so the PSP must confirm it. */
class ConfirmationNeeded extends Error {}

/**
 * A payment success report for a purchase already credited, processed in one transaction without asking the
 * PSP; null (nothing written: the transaction rolled back) for any other report.
 */
async function processIfAlreadyCredited(
  deps: AppDeps,
  notification: PspNotification,
): Promise<NotificationAnswer | null> {
  if (!creditsPayment(notification) || notification.reference.startsWith('booking:')) return null;
  try {
    return await process(deps, notification, 'not-needed', async (trx) => {
      const purchase = await lockPurchase(trx, { tid: notification.reference });
      if (purchase?.state !== 'SUCCESS' || purchase.credited_at === null) throw new ConfirmationNeeded();
      return purchase;
    });
  } catch (error) {
    if (error instanceof ConfirmationNeeded) return null;
    throw error;
  }
}

function process(
  deps: AppDeps,
  notification: PspNotification,
  confirmation: 'not-needed' | 'confirmed' | 'refuted',
  // May answer the purchase it locked: applying the report then uses that row instead of locking it again.
  precondition?: (trx: Trx) => Promise<Purchase>,
): Promise<NotificationAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await claimNotification(
      trx,
      {
        id: notification.id,
        type: notification.type,
        reference: notification.reference,
        pspReference: notification.pspReference,
        status: notification.status,
        payload: notification.raw,
        receivedAt: deps.clock.now(),
      },
      deps.db,
    );
    if (!claimed) return { status: 200, body: { received: true, duplicate: true } } as const;
    // After the claim, like every other path, so the locks are always taken in the same order.
    const locked = await precondition?.(trx);
    const outcome =
      confirmation === 'refuted' ? 'unconfirmed' : await applyNotification(trx, deps, notification, locked);
    await setNotificationOutcome(trx, notification.id, outcome, deps.db);
    deps.log.info({ id: notification.id, type: notification.type, outcome }, 'PSP notification processed');
    return { status: 200, body: { received: true } } as const;
  });
}

/** A payment success report (a purchase's or a booking's AUTHORISED): it would credit money. */
function creditsPayment(notification: PspNotification): boolean {
  return notification.type === 'payment.updated' && notification.status === 'AUTHORISED';
}

/**
 * Whether a report that credits money (a payment or booking AUTHORISED, or a refund REFUSED, which gives the
 * player the refund's credit back) is what the PSP itself says.
 */
async function confirmWithProvider(
  deps: AppDeps,
  adapter: PaymentProviderAdapter,
  notification: PspNotification,
): Promise<'not-needed' | 'confirmed' | 'refuted' | 'unavailable'> {
  const payment = creditsPayment(notification);
  const refund = notification.type === 'refund.updated' && notification.status === 'REFUSED';
  // A PSP without a payment lookup (Adyen) is believed on its signature and credentials alone.
  if ((!payment && !refund) || adapter.looksUpPayments === false) return 'not-needed';
  const context = { id: notification.id, reference: notification.reference, pspReference: notification.pspReference };
  try {
    const current = payment
      ? await adapter.getPayment(notification.pspReference)
      : await adapter.getRefund(notification.pspReference);
    if (current.status === notification.status && current.reference === notification.reference) return 'confirmed';
    deps.log.error({ ...context, pspStatus: current.status }, 'PSP does not confirm the notification: not credited');
    return 'refuted';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Answered 4xx (e.g. no such payment): the report is not the PSP's. Otherwise let the PSP retry later.
    if (error.kind === 'rejected') {
      deps.log.error(context, 'PSP does not know the notified payment: not credited');
      return 'refuted';
    }
    deps.log.warn({ ...context, kind: error.kind }, 'PSP unreachable to confirm a notification: asking for a retry');
    return 'unavailable';
  }
}

function applyNotification(trx: Trx, deps: AppDeps, notification: PspNotification, locked?: Purchase): Promise<string> {
  if (notification.type === 'payout.updated') return applyPayoutNotification(trx, deps, notification);
  if (notification.type === 'refund.updated') return applyRefundNotification(trx, deps, notification);
  if (notification.type === 'chargeback.updated') return applyDisputeNotification(trx, deps, notification);
  if (notification.type === 'mandate.updated') {
    const mandateId = notification.mandateId ?? notification.pspReference;
    return notification.status === 'REVOKED' ? applyMandateRevoked(trx, deps, mandateId) : Promise.resolve('ignored');
  }
  // A direct debit given back by the bank days after it succeeded: a purchase's or a booking's.
  if (notification.status === 'RETURNED') return applyReturnedDebit(trx, deps, notification.reference);
  if (notification.reference.startsWith('booking:')) {
    return applyBookingReport(
      trx,
      deps,
      { reference: notification.reference },
      {
        status: notification.status,
        refusalCode: notification.refusalCode,
        pspReference: notification.pspReference,
      },
    );
  }
  return applyPaymentNotification(trx, deps, notification, locked);
}

/** `locked`: the purchase of the report's reference, already locked in `trx` by the caller. */
async function applyPaymentNotification(
  trx: Trx,
  deps: AppDeps,
  notification: PspNotification,
  locked?: Purchase,
): Promise<string> {
  const fit = fitNotification(
    deps.log,
    notification,
    'purchase',
    locked ?? (await lockPurchase(trx, { tid: notification.reference })),
    (row) => ({ pspReference: row.psp_reference, value: row.price, currency: row.currency }),
  );
  if (!fit.ok) return fit.answer;
  const purchase = fit.row;
  // A redirect needs its target, which only the payment itself carries: the status check fetches it.
  if (notification.status === 'REDIRECT') return 'ignored';
  const outcome = purchaseOutcomeOf(
    { status: notification.status, refusalCode: notification.refusalCode, action: null },
    { inputType: purchase.input_type, pspMethod: purchase.psp_method },
  );
  if (outcome === null) return 'ignored';
  const applied = await applyPaymentUpdate(trx, deps, purchase, {
    outcome,
    pspReference: notification.pspReference,
    pspStatus: notification.status,
    recurringReference: notification.recurringReference,
  });
  return applied.result;
}
