// Refunds of a credited deposit (issue 12 point 4), requested by a finance operator and carried out by the PSP.
//
// 1. One transaction, the purchase row locked: the idempotency key is looked up (a repeat answers the first
//    refund), the amount checked against what is left of the price, the game credit checked and taken back
//    at once (ledger), the refund row written PENDING and the operator's action audited.
// 2. Outside any transaction: the PSP is asked to refund, with an idempotency key of the refund's id.
// 3. One transaction per outcome: REFUNDED, or FAILED with the ledger entries booked back (refused by the
//    PSP, refused as a request, or never delivered). An answer that may or may not have reached the PSP
//    leaves it PENDING: the operator repeats the same request (same key, same PSP key), or the PSP's
//    refund.updated notification settles it.
// Bonus clawback rule: see refund-shares.ts (in proportion to the refunded share, at most the bonus left).
// A refund that brings a saver package's sign-up purchase to fully refunded ends the package in step 1's
// transaction (subscriptions/subscription-signup-refund.ts); a partial refund leaves the package running.

import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { lockedPlayerBalance } from '../ledger/ledger.service.ts';
import { bookRefund, type RefundBooking, reverseRefund } from '../ledger/refund-entries.ts';
import { pendingRefundApprovalsTotal } from '../money-approvals/money-approvals.repository.ts';
import { recordAudit } from '../operators/audit.ts';
import type { PspNotification } from '../payments/payment-provider.ts';
import { lockPurchase } from '../purchases/purchases.repository.ts';
import { applyBookingRefundNotification } from '../subscriptions/booking-refunds.ts';
import { endPackageOfRefundedSignup } from '../subscriptions/subscription-signup-refund.ts';
import {
  answerRefundNotification,
  askPspToRefund,
  REFUND_ID,
  type RefundOutcome,
  settledRefundColumns,
} from './psp-refund.ts';
import { findRefundForNotification, notePspReference, settleRefundRow } from './refund-settlement.repository.ts';
import { bonusClawback, refundShares } from './refund-shares.ts';
import {
  findRefundByKey,
  insertRefund,
  lockRefund,
  noteRefundError,
  type RefundRow,
  refundedSoFar,
  tidOfPurchase,
} from './refunds.repository.ts';

export { refundedSoFar };

/** The purchase psp_status values a dispute sets (dispute-booking.ts). */
const DISPUTE_PSP_STATUSES: ReadonlySet<string> = new Set([
  'NOTIFICATION_OF_CHARGEBACK',
  'CHARGEBACK',
  'CHARGEBACK_REVERSED',
  'SECOND_CHARGEBACK',
]);

export type { RefundRow };

export interface RefundView {
  id: string;
  amount: number;
  currency: string;
  depositAmount: number;
  bonusClawback: number;
  gdCurrency: string;
  reason: string;
  state: RefundRow['state'];
  pspReference: string | null;
  failureReason: string | null;
  /** How often the PSP was asked, when last, and the last lost answer (the retry state while PENDING). */
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  operatorId: number;
  createdAt: string;
  settledAt: string | null;
}

export function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    depositAmount: row.deposit_amount,
    bonusClawback: row.bonus_clawback,
    gdCurrency: row.gd_currency,
    reason: row.reason,
    state: row.state,
    pspReference: row.psp_reference,
    failureReason: row.failure_reason,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    lastError: row.last_error,
    operatorId: row.operator_id,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export type RefundRefusal =
  | 'not_found'
  | 'purchase_not_refundable'
  | 'refund_exceeds_remaining'
  | 'balance_too_low'
  | 'idempotency_key_reused';

export type RefundResult = { ok: true; created: boolean; refund: RefundView } | { ok: false; code: RefundRefusal };

export interface RefundRequest {
  tid: string;
  operatorId: number;
  /** Minor units of the purchase's currency. */
  amount: number;
  reason: string;
  idempotencyKey: string;
  /**
   * Runs inside the reservation's transaction once the refund row exists (new or repeated): four-eyes marks its
   * approval there, so the approval and the reservation commit together. Throwing rolls both back.
   */
  onReserved?: (trx: Trx, refund: RefundRow) => Promise<void>;
  /** The four-eyes approval this refund carries out: not counted among the refunds still waiting for approval. */
  approvalId?: string;
}

type Reserved = { ok: false; code: RefundRefusal } | { ok: true; created: boolean; row: RefundRow; paymentRef: string };

function bookingOf(row: RefundRow, reference: string, description: string, at: Date): RefundBooking {
  return {
    userId: row.user_id,
    currency: row.gd_currency,
    deposit: row.deposit_amount,
    bonus: row.bonus_clawback,
    reference,
    description,
    at,
  };
}

async function reserve(deps: AppDeps, request: RefundRequest): Promise<Reserved> {
  return deps.db.transaction().execute(async (trx): Promise<Reserved> => {
    const purchase = await lockPurchase(trx, { tid: request.tid });
    if (purchase === undefined) return { ok: false, code: 'not_found' };
    const existing = await findRefundByKey(trx, purchase.id, request.idempotencyKey);
    if (existing !== undefined) {
      if (existing.amount !== request.amount || existing.reason !== request.reason) {
        return { ok: false, code: 'idempotency_key_reused' };
      }
      await request.onReserved?.(trx, existing);
      return { ok: true, created: false, row: existing, paymentRef: purchase.psp_reference ?? '' };
    }
    if (
      purchase.state !== 'SUCCESS' ||
      purchase.credited_at === null ||
      purchase.psp_reference === null ||
      purchase.psp_status === 'RETURNED' ||
      // A disputed payment is settled through its dispute (docs/chargebacks.md), never refunded besides.
      (purchase.psp_status !== null && DISPUTE_PSP_STATUSES.has(purchase.psp_status))
    ) {
      return { ok: false, code: 'purchase_not_refundable' };
    }
    const refundedBefore = await refundedSoFar(trx, purchase.id);
    // Refunds waiting for a second operator (four-eyes) hold their share of the price too.
    const waiting = await pendingRefundApprovalsTotal(trx, purchase.tid, request.approvalId);
    if (refundedBefore + waiting + request.amount > purchase.price) {
      return { ok: false, code: 'refund_exceeds_remaining' };
    }
    const due = refundShares({
      price: purchase.price,
      deposit: purchase.deposit_amount,
      bonus: purchase.bonus_amount,
      refundedBefore,
      amount: request.amount,
    });
    const userId = purchase.user_id;
    const currency = purchase.gd_currency;
    // Both accounts locked while their balances are read and booked: a payout or a game cannot take the same money.
    const { withdrawable, bonus } = await lockedPlayerBalance(trx, userId, currency);
    if (withdrawable < due.deposit) return { ok: false, code: 'balance_too_low' };
    const clawback = bonusClawback(due.bonus, bonus);
    const id = randomUUID();
    const now = deps.clock.now();
    const transactionId = await bookRefund(trx, {
      userId,
      currency,
      deposit: due.deposit,
      bonus: clawback,
      // Under the purchase's own reference, so the purchase page's ledger lines show it (purchase:<tid>:…).
      reference: `purchase:${purchase.tid}:refund:${id}`,
      description: `refund of purchase ${purchase.tid}`,
      at: now,
    });
    const row = await insertRefund(trx, {
      id,
      purchase_id: purchase.id,
      user_id: userId,
      operator_id: request.operatorId,
      idempotency_key: request.idempotencyKey,
      amount: request.amount,
      currency: purchase.currency,
      deposit_amount: due.deposit,
      bonus_clawback: clawback,
      gd_currency: currency,
      reason: request.reason,
      state: 'PENDING',
      // Given back by the PSP that took the payment.
      psp: purchase.psp,
      ledger_transaction_id: transactionId,
      created_at: now,
      updated_at: now,
      attempts: 1,
      last_attempt_at: now,
    });
    await request.onReserved?.(trx, row);
    await recordAudit(trx, {
      operatorId: request.operatorId,
      action: 'purchase.refund',
      subjectType: 'purchase',
      subjectId: purchase.tid,
      before: { refundedAmount: refundedBefore, withdrawable, bonus },
      after: {
        refund: toRefundView(row),
        refundedAmount: refundedBefore + request.amount,
        withdrawable: withdrawable - due.deposit,
        bonus: bonus - clawback,
      },
      reason: request.reason,
      at: now,
    });
    if (purchase.subscription && refundedBefore + request.amount === purchase.price) {
      await endPackageOfRefundedSignup(trx, deps, { tid: purchase.tid, operatorId: request.operatorId, refundId: id });
    }
    return { ok: true, created: true, row, paymentRef: purchase.psp_reference };
  });
}

/**
 * Applies the PSP's outcome to a PENDING refund, once: REFUNDED, or FAILED with its ledger entries booked back.
 * A refund no longer PENDING is left as it is. Audited in the same transaction, in the requesting operator's name.
 */
async function settleLocked(
  trx: Trx,
  deps: AppDeps,
  id: string,
  outcome: RefundOutcome,
  source: 'psp answer' | 'psp notification',
): Promise<RefundRow | undefined> {
  const row = await lockRefund(trx, id);
  if (row === undefined || row.state !== 'PENDING') return row;
  const now = deps.clock.now();
  const purchase = { tid: await tidOfPurchase(trx, row.purchase_id) };
  let reversal: string | null = null;
  if (outcome.state === 'FAILED') {
    reversal = await reverseRefund(
      trx,
      bookingOf(
        row,
        `purchase:${purchase.tid}:refund:${id}:reversed`,
        `refund of purchase ${purchase.tid} not carried out (${outcome.failureReason})`,
        now,
      ),
    );
  }
  const updated = await settleRefundRow(trx, 'purchase_refunds', id, {
    ...settledRefundColumns(outcome, row, reversal, now),
    last_error: null,
  });
  await recordAudit(trx, {
    operatorId: row.operator_id,
    action: outcome.state === 'REFUNDED' ? 'purchase.refund.completed' : 'purchase.refund.failed',
    subjectType: 'purchase',
    subjectId: purchase.tid,
    before: { refund: toRefundView(row) },
    after: { refund: toRefundView(updated) },
    reason: source,
    at: now,
  });
  return updated;
}

/** Sends a PENDING refund to the PSP and applies the answer; an uncertain answer leaves it PENDING. */
export async function submit(deps: AppDeps, row: RefundRow, paymentRef: string): Promise<RefundRow> {
  const answer = await askPspToRefund(deps, row, { keyPrefix: 'refund', pspReference: paymentRef });
  if (answer.kind === 'received') {
    return (await notePspReference(deps.db, 'purchase_refunds', row.id, answer.pspReference, deps.clock.now())) ?? row;
  }
  if (answer.kind === 'uncertain') {
    deps.log.warn({ refund: row.id, message: answer.error.message }, 'refund sent, no usable PSP answer: left pending');
    // Kept for the console's retry state; the reconciler asks again with the same PSP key (refund-reconciler.ts).
    return (await noteRefundError(deps.db, row.id, answer.error.message.slice(0, 300))) ?? row;
  }
  if (answer.error !== undefined) {
    deps.log.warn({ refund: row.id, message: answer.error.message }, 'refund not carried out by the PSP');
  }
  const settled = await deps.db
    .transaction()
    .execute((trx) => settleLocked(trx, deps, row.id, answer.outcome, 'psp answer'));
  return settled ?? row;
}

export async function requestRefund(deps: AppDeps, request: RefundRequest): Promise<RefundResult> {
  const reserved = await reserve(deps, request);
  if (!reserved.ok) return reserved;
  const row = reserved.row.state === 'PENDING' ? await submit(deps, reserved.row, reserved.paymentRef) : reserved.row;
  if (reserved.created) {
    deps.log.info({ refund: row.id, tid: request.tid, state: row.state }, 'refund requested');
    deps.metrics?.refund(row.state);
  }
  return { ok: true, created: reserved.created, refund: toRefundView(row) };
}

/** A refund.updated notification: settles the PENDING refund it names (its reference is the refund's id). */
export async function applyRefundNotification(trx: Trx, deps: AppDeps, notification: PspNotification): Promise<string> {
  if (!REFUND_ID.test(notification.reference)) return 'unknown_reference';
  const row = await findRefundForNotification(trx, 'purchase_refunds', notification.reference);
  // Not a deposit's refund: perhaps a saver-package booking's (booking-refunds.ts).
  if (row === undefined) return (await applyBookingRefundNotification(trx, deps, notification)) ?? 'unknown_reference';
  return answerRefundNotification(row, notification, (outcome) =>
    settleLocked(trx, deps, row.id, outcome, 'psp notification'),
  );
}
