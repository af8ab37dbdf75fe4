// Booking a PSP's chargeback.updated notification (issue 23 point 6; the rules: docs/chargebacks.md). Runs inside
// the notification's transaction (notifications.service.ts claims its id there), so a repeated notification is
// acted on once and a crash before the commit leaves nothing behind for the PSP's retry to trip over.
//
// A dispute's stage only moves forward (NOTIFICATION_OF_CHARGEBACK < CHARGEBACK < CHARGEBACK_REVERSED <
// SECOND_CHARGEBACK); a notification of an earlier or the same stage, however late it arrives, is kept in the
// history as stale and moves nothing. What the player is debited follows the stage: CHARGEBACK and
// SECOND_CHARGEBACK hold the disputed share of the purchase's deposit credit (and what is left of its bonus)
// debited, the other two hold nothing. So any order of arrival ends in the same balance.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { DisputeStage } from '../../db/dispute-tables.ts';
import { addToDepositBlock } from '../deposit-blocks/deposit-block.service.ts';
import { bookChargeback, bookChargebackReversal, type DisputeBooking } from '../ledger/dispute-entries.ts';
import { lockedBonusBalance } from '../ledger/subscription-entries.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { PspNotification } from '../payments/payment-provider.ts';
import { lockDepositBlock, setDepositBlock } from '../player-actions/player-blocks.repository.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import { lockPurchase, updatePurchase } from '../purchases/purchases.repository.ts';
import { bonusClawback, refundShares } from '../refunds/refund-shares.ts';
import { refundedSoFar } from '../refunds/refunds.repository.ts';
import type { BookingRow } from '../subscriptions/subscription-record.ts';
import { lockBooking, updateBooking } from '../subscriptions/subscriptions.repository.ts';
import {
  countOwingDisputes,
  findPaymentByPspReference,
  insertDisputeEvent,
  lockDispute,
  refundedAmountOfBooking,
  updateDispute,
} from './disputes.repository.ts';

export const DISPUTE_STAGE_RANK: Readonly<Record<DisputeStage, number>> = {
  NOTIFICATION_OF_CHARGEBACK: 0,
  CHARGEBACK: 1,
  CHARGEBACK_REVERSED: 2,
  SECOND_CHARGEBACK: 3,
};

/** The stages in which the player is debited the disputed amount. */
export const DEBITED_STAGES: ReadonlySet<DisputeStage> = new Set(['CHARGEBACK', 'SECOND_CHARGEBACK']);

export function isDisputeStage(value: string): value is DisputeStage {
  return Object.hasOwn(DISPUTE_STAGE_RANK, value);
}

/** The block reason a chargeback sets on the player (users.deposit_block_reason): deposits and payouts stop. */
export const CHARGEBACK_BLOCK_REASON = 'chargeback';

/**
 * The credited payment a dispute is about, a purchase or a saver package's monthly booking (docs/chargebacks.md),
 * locked in the notification's transaction.
 */
interface DisputedPayment {
  kind: 'purchase' | 'booking';
  purchaseId: number | null;
  bookingId: string | null;
  userId: number;
  /** Names the payment in ledger references: the purchase's `purchase:<tid>`, the booking's `booking:<id>:<n>`. */
  ledgerPrefix: string;
  label: string;
  pspReference: string | null;
  credited: boolean;
  price: number;
  currency: string;
  gdCurrency: string;
  deposit: number;
  bonus: number;
  paidAt: Date;
}

function purchasePayment(purchase: Purchase): DisputedPayment {
  return {
    kind: 'purchase',
    purchaseId: purchase.id,
    bookingId: null,
    userId: purchase.user_id,
    ledgerPrefix: `purchase:${purchase.tid}`,
    label: purchase.tid,
    pspReference: purchase.psp_reference,
    credited: purchase.state === 'SUCCESS' && purchase.credited_at !== null,
    price: purchase.price,
    currency: purchase.currency,
    gdCurrency: purchase.gd_currency,
    deposit: purchase.deposit_amount,
    bonus: purchase.bonus_amount,
    paidAt: purchase.created_at,
  };
}

function bookingPayment(booking: BookingRow): DisputedPayment {
  return {
    kind: 'booking',
    purchaseId: null,
    bookingId: booking.id,
    userId: booking.user_id,
    ledgerPrefix: booking.reference,
    label: booking.reference,
    pspReference: booking.psp_reference,
    // A booking the bank gave back (RETURNED) is no longer credited: nothing is left to take back.
    credited: booking.state === 'SUCCESS' && booking.credited_at !== null,
    price: booking.price,
    currency: booking.currency,
    gdCurrency: booking.gd_currency,
    deposit: booking.deposit_amount,
    bonus: booking.bonus_amount,
    paidAt: booking.credited_at ?? booking.created_at,
  };
}

/** The disputed payment by the notification's reference (a tid or a `booking:` reference), else by pspReference. */
async function lockPaymentOf(trx: Trx, notification: PspNotification): Promise<DisputedPayment | undefined> {
  const reference = notification.reference;
  if (reference.startsWith('booking:')) {
    const booking = await lockBooking(trx, { reference });
    if (booking !== undefined) return bookingPayment(booking);
  } else if (reference !== '') {
    const byTid = await lockPurchase(trx, { tid: reference });
    if (byTid !== undefined) return purchasePayment(byTid);
  }
  const found = await findPaymentByPspReference(trx, notification.pspReference);
  if (found === undefined) return undefined;
  if (found.kind === 'purchase') {
    const purchase = await lockPurchase(trx, { id: found.id });
    return purchase === undefined ? undefined : purchasePayment(purchase);
  }
  const booking = await lockBooking(trx, { id: found.id });
  return booking === undefined ? undefined : bookingPayment(booking);
}

/** Applies a chargeback.updated notification; answers the outcome recorded with it. */
export async function applyDisputeNotification(
  trx: Trx,
  deps: AppDeps,
  notification: PspNotification,
): Promise<string> {
  const context = { id: notification.id, reference: notification.reference, pspReference: notification.pspReference };
  const stage = notification.status;
  if (!isDisputeStage(stage)) {
    deps.log.warn({ ...context, stage }, 'dispute notification with an unknown stage');
    return 'ignored';
  }
  const payment = await lockPaymentOf(trx, notification);
  if (payment === undefined) {
    deps.log.warn(context, 'dispute notification for an unknown payment');
    return 'unknown_reference';
  }
  if (payment.pspReference !== notification.pspReference) {
    deps.log.error(context, 'dispute notification names another payment of the purchase');
    return 'psp_reference_mismatch';
  }
  if (!payment.credited) {
    deps.log.error(context, 'dispute notification for a payment that was never credited');
    return 'not_credited';
  }
  const amount = notification.amount ?? { value: payment.price, currency: payment.currency };
  if (amount.currency !== payment.currency || amount.value <= 0 || amount.value > payment.price) {
    deps.log.error({ ...context, amount }, 'dispute amount does not fit the purchase');
    return 'amount_mismatch';
  }
  const now = deps.clock.now();
  const dispute = await lockDispute(trx, {
    id: randomUUID(),
    psp_dispute_id: notification.dispute?.id ?? notification.pspReference,
    purchase_id: payment.purchaseId,
    booking_id: payment.bookingId,
    user_id: payment.userId,
    psp_reference: notification.pspReference,
    stage,
    amount: amount.value,
    currency: amount.currency,
    gd_currency: payment.gdCurrency,
    reason_code: notification.dispute?.reasonCode ?? null,
    defendable: notification.dispute?.defendable ?? false,
    decision: null,
    decision_note: null,
    decided_by: null,
    decided_at: null,
    created_at: now,
    updated_at: now,
  });
  if (dispute.row.purchase_id !== payment.purchaseId || dispute.row.booking_id !== payment.bookingId) {
    deps.log.error(context, 'dispute id already used for another payment');
    return 'dispute_mismatch';
  }
  // A new row starts at this very stage, holding nothing debited yet.
  if (!dispute.created && DISPUTE_STAGE_RANK[stage] <= DISPUTE_STAGE_RANK[dispute.row.stage]) {
    await insertDisputeEvent(trx, {
      dispute_id: dispute.row.id,
      kind: stage,
      outcome: 'stale',
      notification_id: notification.id,
      operator_id: null,
      note: null,
      ledger_transaction_id: null,
      created_at: now,
    });
    return 'stale';
  }

  let depositChange = 0;
  let bonusChange = 0;
  let transactionId: string | null = null;
  let depositDebited = dispute.row.deposit_debited;
  let bonusDebited = dispute.row.bonus_debited;
  // What the player owes for it (minor units of the payment's currency): the disputed amount less what was
  // refunded already (docs/chargebacks.md "A refund before a chargeback").
  let owedAmount = dispute.row.debited ? dispute.row.owed_amount : 0;
  const debit = DEBITED_STAGES.has(stage) && !dispute.row.debited;
  const credit = !DEBITED_STAGES.has(stage) && dispute.row.debited;
  const userId = payment.userId;
  const currency = payment.gdCurrency;
  /** The ledger booking of this stage (debit or reversal), one reference per dispute and stage. */
  const stageBooking = (deposit: number, bonus: number, description: string): DisputeBooking => ({
    userId,
    currency,
    deposit,
    bonus,
    reference: `${payment.ledgerPrefix}:dispute:${dispute.row.id}:${stage}`,
    description,
    at: now,
  });
  if (debit) {
    const refundedBefore =
      payment.kind === 'purchase'
        ? await refundedSoFar(trx, payment.purchaseId ?? 0)
        : await refundedAmountOfBooking(trx, payment.bookingId ?? '');
    owedAmount = Math.max(0, Math.min(amount.value, payment.price - refundedBefore));
    const shares = refundShares({
      price: payment.price,
      deposit: payment.deposit,
      bonus: payment.bonus,
      refundedBefore,
      amount: owedAmount,
    });
    const bonusBalance = await lockedBonusBalance(trx, userId, currency);
    depositDebited = shares.deposit;
    bonusDebited = bonusClawback(shares.bonus, bonusBalance);
    transactionId = await bookChargeback(
      trx,
      stageBooking(depositDebited, bonusDebited, `chargeback ${stage} of ${payment.label}`),
    );
    depositChange = -depositDebited;
    bonusChange = -bonusDebited;
  } else if (credit) {
    transactionId = await bookChargebackReversal(
      trx,
      stageBooking(depositDebited, bonusDebited, `chargeback reversed of ${payment.label}`),
    );
    depositChange = depositDebited;
    bonusChange = bonusDebited;
    depositDebited = 0;
    bonusDebited = 0;
  }
  // Debited only when something was owed: a chargeback of a payment refunded in full takes nothing and blocks nothing.
  const debited = DEBITED_STAGES.has(stage) && owedAmount > 0;
  const released = credit ? dispute.row.owed_amount : 0;
  await updateDispute(trx, dispute.row.id, {
    stage,
    amount: amount.value,
    deposit_debited: depositDebited,
    bonus_debited: bonusDebited,
    debited,
    owed_amount: debited ? owedAmount : 0,
    reason_code: notification.dispute?.reasonCode ?? dispute.row.reason_code,
    defendable: notification.dispute?.defendable ?? dispute.row.defendable,
    // A new debit is owed anew; a reversal leaves nothing owed.
    ...(debit || credit ? { settled_at: null } : {}),
    updated_at: now,
  });
  await insertDisputeEvent(trx, {
    dispute_id: dispute.row.id,
    kind: stage,
    outcome: 'applied',
    notification_id: notification.id,
    operator_id: null,
    note: null,
    deposit_change: depositChange,
    bonus_change: bonusChange,
    ledger_transaction_id: transactionId,
    created_at: now,
  });
  await setPaymentPspStatus(trx, payment, stage, now);
  if (debit && debited) await blockForChargeback(trx, userId, owedAmount);
  if (credit) await unblockAfterReversal(trx, userId, released);
  if ((debit && debited) || credit) {
    await enqueueMail(trx, {
      at: now,
      userId,
      kind: debit ? 'chargeback_debited' : 'chargeback_reversed',
      dedupeKey: `dispute:${dispute.row.id}:${stage}`,
      params: {
        price: debit ? owedAmount : released,
        currency: amount.currency,
        paidDate: payment.paidAt.toISOString().slice(0, 10),
        deposit: debit ? depositDebited : depositChange,
        bonus: debit ? bonusDebited : bonusChange,
        gdCurrency: currency,
      },
    });
  }
  deps.log.info({ ...context, stage, depositChange, bonusChange, owedAmount }, 'dispute booked');
  return 'applied';
}

async function setPaymentPspStatus(trx: Trx, payment: DisputedPayment, stage: DisputeStage, now: Date): Promise<void> {
  if (payment.kind === 'purchase') {
    await updatePurchase(trx, payment.purchaseId ?? 0, { psp_status: stage, updated_at: now });
  } else {
    await updateBooking(trx, payment.bookingId ?? '', { psp_status: stage, updated_at: now });
  }
}

/** Deposits and payouts stop until the owed amount is settled (docs/chargebacks.md "Settling"). */
async function blockForChargeback(trx: Trx, userId: number, amount: number): Promise<void> {
  await addToDepositBlock(trx, userId, CHARGEBACK_BLOCK_REASON, amount);
}

/** A reversal lowers the open amount; the block ends with the last chargeback the player still owes. */
async function unblockAfterReversal(trx: Trx, userId: number, amount: number): Promise<void> {
  const user = await lockDepositBlock(trx, userId);
  if (user.deposit_block_reason !== CHARGEBACK_BLOCK_REASON) return;
  const owing = await countOwingDisputes(trx, userId);
  const left = Math.max(0, (user.deposit_block_amount ?? 0) - amount);
  await setDepositBlock(
    trx,
    userId,
    owing === 0 ? { deposit_block_reason: null, deposit_block_amount: null } : { deposit_block_amount: left },
  );
}
