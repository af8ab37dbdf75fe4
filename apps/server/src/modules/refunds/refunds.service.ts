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
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { PurchaseRefundsTable } from '../../db/refund-tables.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { lockAccount, sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { bookRefund, type RefundBooking, reverseRefund } from '../ledger/refund-entries.ts';
import { recordAudit } from '../operators/audit.ts';
import { PaymentProviderError, type PspNotification, type PspRefund } from '../payments/payment-provider.ts';
import { lockPurchase } from '../purchases/purchases.repository.ts';
import { applyBookingRefundNotification } from '../subscriptions/booking-refunds.ts';
import { endPackageOfRefundedSignup } from '../subscriptions/subscription-signup-refund.ts';
import { bonusClawback, refundShares } from './refund-shares.ts';

export type RefundRow = Selectable<PurchaseRefundsTable>;

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
}

type Reserved = { ok: false; code: RefundRefusal } | { ok: true; created: boolean; row: RefundRow; paymentRef: string };

function bookingOf(row: RefundRow, reference: string, description: string): RefundBooking {
  return {
    userId: row.user_id,
    currency: row.gd_currency,
    deposit: row.deposit_amount,
    bonusClawback: row.bonus_clawback,
    reference,
    description,
  };
}

/** Minor units of the purchase's price refunded or being refunded (FAILED refunds gave nothing back). */
async function refundedSoFar(trx: Trx, purchaseId: number): Promise<number> {
  const row = await trx
    .selectFrom('purchase_refunds')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('purchase_id', '=', purchaseId)
    .where('state', 'in', ['PENDING', 'REFUNDED'])
    .executeTakeFirstOrThrow();
  return toSafeInteger(row.total);
}

async function reserve(deps: AppDeps, request: RefundRequest): Promise<Reserved> {
  return deps.db.transaction().execute(async (trx): Promise<Reserved> => {
    const purchase = await lockPurchase(trx, { tid: request.tid });
    if (purchase === undefined) return { ok: false, code: 'not_found' };
    const existing = await trx
      .selectFrom('purchase_refunds')
      .selectAll()
      .where('purchase_id', '=', purchase.id)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (existing !== undefined) {
      if (existing.amount !== request.amount || existing.reason !== request.reason) {
        return { ok: false, code: 'idempotency_key_reused' };
      }
      return { ok: true, created: false, row: existing, paymentRef: purchase.psp_reference ?? '' };
    }
    if (
      purchase.state !== 'SUCCESS' ||
      purchase.credited_at === null ||
      purchase.psp_reference === null ||
      purchase.psp_status === 'RETURNED'
    ) {
      return { ok: false, code: 'purchase_not_refundable' };
    }
    const refundedBefore = await refundedSoFar(trx, purchase.id);
    if (refundedBefore + request.amount > purchase.price) return { ok: false, code: 'refund_exceeds_remaining' };
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
    await lockAccount(trx, { userId, kind: 'withdrawable', currency });
    await lockAccount(trx, { userId, kind: 'bonus', currency });
    const [withdrawable, bonus] = await Promise.all([
      sumPlayerBalance(trx, { userId, currency, kinds: ['withdrawable'] }),
      sumPlayerBalance(trx, { userId, currency, kinds: ['bonus'] }),
    ]);
    if (withdrawable < due.deposit) return { ok: false, code: 'balance_too_low' };
    const clawback = bonusClawback(due.bonus, bonus);
    const id = randomUUID();
    const now = deps.clock.now();
    const transactionId = await bookRefund(trx, {
      userId,
      currency,
      deposit: due.deposit,
      bonusClawback: clawback,
      // Under the purchase's own reference, so the purchase page's ledger lines show it (purchase:<tid>:…).
      reference: `purchase:${purchase.tid}:refund:${id}`,
      description: `refund of purchase ${purchase.tid}`,
    });
    const row = await trx
      .insertInto('purchase_refunds')
      .values({
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
        ledger_transaction_id: transactionId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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

type Outcome =
  | { state: 'REFUNDED'; pspReference: string }
  | { state: 'FAILED'; pspReference: string | null; failureReason: string };

/**
 * Applies the PSP's outcome to a PENDING refund, once: REFUNDED, or FAILED with its ledger entries booked back.
 * A refund no longer PENDING is left as it is. Audited in the same transaction, in the requesting operator's name.
 */
async function settleLocked(
  trx: Trx,
  deps: AppDeps,
  id: string,
  outcome: Outcome,
  source: 'psp answer' | 'psp notification',
): Promise<RefundRow | undefined> {
  const row = await trx.selectFrom('purchase_refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (row === undefined || row.state !== 'PENDING') return row;
  const now = deps.clock.now();
  const purchase = await trx
    .selectFrom('purchases')
    .select('tid')
    .where('id', '=', row.purchase_id)
    .executeTakeFirstOrThrow();
  let reversal: string | null = null;
  if (outcome.state === 'FAILED') {
    reversal = await reverseRefund(
      trx,
      bookingOf(
        row,
        `purchase:${purchase.tid}:refund:${id}:reversed`,
        `refund of purchase ${purchase.tid} not carried out (${outcome.failureReason})`,
      ),
    );
  }
  const updated = await trx
    .updateTable('purchase_refunds')
    .set({
      state: outcome.state,
      psp_reference: outcome.pspReference ?? row.psp_reference,
      failure_reason: outcome.state === 'FAILED' ? outcome.failureReason : null,
      reversal_transaction_id: reversal,
      settled_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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

function outcomeOfAnswer(answer: PspRefund): Outcome {
  return answer.status === 'REFUNDED'
    ? { state: 'REFUNDED', pspReference: answer.pspReference }
    : { state: 'FAILED', pspReference: answer.pspReference, failureReason: answer.failureReason ?? 'REFUSED' };
}

/** Sends a PENDING refund to the PSP and applies the answer; an uncertain answer leaves it PENDING. */
async function submit(deps: AppDeps, row: RefundRow, paymentRef: string): Promise<RefundRow> {
  let outcome: Outcome;
  try {
    const answer = await deps.payments.adapter.createRefund({
      idempotencyKey: `refund:${row.id}`,
      paymentPspReference: paymentRef,
      reference: row.id,
      amount: { value: row.amount, currency: row.currency },
      notificationUrl: deps.config.pspNotificationUrl,
    });
    outcome = outcomeOfAnswer(answer);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'uncertain') {
      deps.log.warn({ refund: row.id, message: error.message }, 'refund sent, no usable PSP answer: left pending');
      return row;
    }
    const failureReason =
      error.kind === 'unreachable' ? 'psp_unreachable' : `psp_rejected_${error.status ?? 'request'}`;
    deps.log.warn({ refund: row.id, message: error.message }, 'refund not carried out by the PSP');
    outcome = { state: 'FAILED', pspReference: null, failureReason };
  }
  const settled = await deps.db.transaction().execute((trx) => settleLocked(trx, deps, row.id, outcome, 'psp answer'));
  return settled ?? row;
}

export async function requestRefund(deps: AppDeps, request: RefundRequest): Promise<RefundResult> {
  const reserved = await reserve(deps, request);
  if (!reserved.ok) return reserved;
  const row = reserved.row.state === 'PENDING' ? await submit(deps, reserved.row, reserved.paymentRef) : reserved.row;
  if (reserved.created) deps.log.info({ refund: row.id, tid: request.tid, state: row.state }, 'refund requested');
  return { ok: true, created: reserved.created, refund: toRefundView(row) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refund.updated notification: settles the PENDING refund it names (its reference is the refund's id). */
export async function applyRefundNotification(trx: Trx, deps: AppDeps, notification: PspNotification): Promise<string> {
  if (!UUID.test(notification.reference)) return 'unknown_reference';
  const row = await trx
    .selectFrom('purchase_refunds')
    .select(['id', 'state', 'psp_reference', 'amount', 'currency'])
    .where('id', '=', notification.reference)
    .executeTakeFirst();
  // Not a deposit's refund: perhaps a saver-package booking's (booking-refunds.ts).
  if (row === undefined) return (await applyBookingRefundNotification(trx, deps, notification)) ?? 'unknown_reference';
  if (row.psp_reference !== null && row.psp_reference !== notification.pspReference) return 'psp_reference_mismatch';
  const { amount } = notification;
  if (amount !== null && (amount.value !== row.amount || amount.currency !== row.currency)) return 'amount_mismatch';
  if (row.state !== 'PENDING') return 'no-op';
  if (notification.status !== 'REFUNDED' && notification.status !== 'REFUSED') return 'ignored';
  const outcome: Outcome =
    notification.status === 'REFUNDED'
      ? { state: 'REFUNDED', pspReference: notification.pspReference }
      : {
          state: 'FAILED',
          pspReference: notification.pspReference,
          failureReason: notification.failureReason ?? 'REFUSED',
        };
  await settleLocked(trx, deps, row.id, outcome, 'psp notification');
  return 'applied';
}
