// Faults of the saver package (SPEC §4): a direct debit returned days after it succeeded, a revoked
// mandate (without a replacement), and a replacement mandate given by a later direct-debit deposit.
import { calendarDateOf, mandateRevocationDeduction } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { addToDepositBlock } from '../deposit-blocks/deposit-block.service.ts';
import { invalidateMandate } from '../instruments/instruments.repository.ts';
import { lockedBonusBalance, removeBonus, reverseDeposit } from '../ledger/subscription-entries.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import { lockPurchase, updatePurchase } from '../purchases/purchases.repository.ts';
import { failSubscription } from './subscription-billing.ts';
import { mailAboutBooking, mailAboutPackage } from './subscription-mail.ts';
import {
  blockSubscriptionSignup,
  findLastCreditedBooking,
  findLiveSubscriptionIdByMandate,
  lockBooking,
  lockSubscription,
  replaceLiveSubscriptionMandate,
  updateBooking,
} from './subscriptions.repository.ts';

/** Blocks deposits until the returned amount is paid and a new mandate is given; the old mandate is void. */
async function blockAfterReturn(trx: Trx, input: { userId: number; amount: number; mandateId: string | null }) {
  await addToDepositBlock(trx, input.userId, 'debit_returned', input.amount);
  if (input.mandateId !== null) await invalidateMandate(trx, input.userId, input.mandateId);
}

/**
 * A RETURNED report for `reference`: a saver-package booking (`booking:…`), a sign-up purchase or any other
 * direct-debit purchase. Its deposit and bonus are reversed once, the player's deposits are blocked, and a
 * live package ends. Returns the outcome recorded with the notification.
 */
export async function applyReturnedDebit(trx: Trx, deps: AppDeps, reference: string): Promise<string> {
  const booking = await lockBooking(
    trx,
    reference.startsWith('booking:') ? { reference } : { reference: `signup:${reference}` },
  );
  if (booking !== undefined) return returnBooking(trx, deps, booking.id);
  const purchase = await lockPurchase(trx, { tid: reference });
  if (purchase === undefined) return 'unknown_reference';
  return returnPurchase(trx, deps, purchase);
}

async function returnBooking(trx: Trx, deps: AppDeps, bookingId: string): Promise<string> {
  const booking = await lockBooking(trx, { id: bookingId });
  if (booking === undefined || booking.state !== 'SUCCESS' || booking.credited_at === null) return 'no-op';
  const now = deps.clock.now();
  const { bonusReversed } = await reverseDeposit(trx, {
    userId: booking.user_id,
    currency: booking.gd_currency,
    deposit: booking.deposit_amount,
    bonus: booking.bonus_amount - (booking.bonus_expired_amount ?? 0),
    reference: `${booking.reference}:returned`,
    description: `returned debit ${booking.reference}`,
    at: now,
  });
  await updateBooking(trx, booking.id, {
    state: 'RETURNED',
    returned_at: now,
    psp_status: 'RETURNED',
    // Nothing of its bonus is left to expire later.
    bonus_expired_at: now,
    bonus_expired_amount: booking.bonus_expired_amount ?? 0,
    updated_at: now,
  });
  if (booking.purchase_tid !== null) {
    const purchase = await lockPurchase(trx, { tid: booking.purchase_tid });
    if (purchase !== undefined) await updatePurchase(trx, purchase.id, { psp_status: 'RETURNED', updated_at: now });
  }
  const subscription = await lockSubscription(trx, booking.subscription_id);
  await blockAfterReturn(trx, {
    userId: booking.user_id,
    amount: booking.price,
    mandateId: subscription?.psp_method === 'sepa' ? subscription.recurring_reference : null,
  });
  if (subscription !== undefined) await failSubscription(trx, deps, subscription, 'returned');
  await mailAboutBooking(trx, now, booking, 'debit_returned', 'returned', {
    bookingDate: booking.due_date,
    deposit: booking.deposit_amount,
    bonus: bonusReversed,
    gdCurrency: booking.gd_currency,
  });
  return 'applied';
}

async function returnPurchase(trx: Trx, deps: AppDeps, purchase: Purchase): Promise<string> {
  if (purchase.state !== 'SUCCESS' || purchase.credited_at === null || purchase.psp_status === 'RETURNED')
    return 'no-op';
  const now = deps.clock.now();
  const { bonusReversed } = await reverseDeposit(trx, {
    userId: purchase.user_id,
    currency: purchase.gd_currency,
    deposit: purchase.deposit_amount,
    bonus: purchase.bonus_amount,
    reference: `purchase:${purchase.tid}:returned`,
    description: `returned debit ${purchase.tid}`,
    at: now,
  });
  await updatePurchase(trx, purchase.id, { psp_status: 'RETURNED', updated_at: now });
  await blockAfterReturn(trx, {
    userId: purchase.user_id,
    amount: purchase.price,
    mandateId: purchase.instrument?.kind === 'elv' ? purchase.instrument.mandateId : null,
  });
  await enqueueMail(trx, {
    at: now,
    userId: purchase.user_id,
    kind: 'debit_returned',
    dedupeKey: `purchase:${purchase.tid}:returned`,
    params: {
      price: purchase.price,
      currency: purchase.currency,
      bookingDate: calendarDateOf(purchase.created_at),
      deposit: purchase.deposit_amount,
      bonus: bonusReversed,
      gdCurrency: purchase.gd_currency,
    },
  });
  return 'applied';
}

/**
 * The player revoked the mandate a live package is charged with (SPEC §4): the package ends, the last
 * credited bonus is deducted, and if it was already used the player may not sign up again.
 */
export async function applyMandateRevoked(trx: Trx, deps: AppDeps, mandateId: string): Promise<string> {
  const subscriptionId = await findLiveSubscriptionIdByMandate(trx, mandateId);
  if (subscriptionId === undefined) return 'no-op';
  const subscription = await lockSubscription(trx, subscriptionId);
  if (subscription === undefined) return 'no-op';
  const now = deps.clock.now();
  const last = await findLastCreditedBooking(trx, subscription.id);
  const lastBonus = last === undefined ? 0 : last.bonus_amount - (last.bonus_expired_amount ?? 0);
  const balance = await lockedBonusBalance(trx, subscription.user_id, subscription.gd_currency);
  const { deduct, signupBlocked } = mandateRevocationDeduction({ lastBonus, bonusBalance: balance });
  if (deduct > 0 && last !== undefined) {
    await removeBonus(trx, {
      userId: subscription.user_id,
      currency: subscription.gd_currency,
      amount: deduct,
      reference: `${last.reference}:mandate-revoked`,
      description: `bonus deducted: mandate revoked (${last.reference})`,
      at: now,
    });
    await updateBooking(trx, last.id, {
      bonus_expired_at: now,
      bonus_expired_amount: (last.bonus_expired_amount ?? 0) + deduct,
      updated_at: now,
    });
  }
  if (signupBlocked) await blockSubscriptionSignup(trx, subscription.user_id);
  await invalidateMandate(trx, subscription.user_id, mandateId);
  await failSubscription(trx, deps, subscription, 'mandate_revoked');
  await mailAboutPackage(trx, now, subscription, 'mandate_revoked', 'mandate-revoked', {
    endDate: calendarDateOf(now),
    bonusDeducted: deduct,
    gdCurrency: subscription.gd_currency,
    signupBlocked,
  });
  return 'applied';
}

/**
 * A direct-debit deposit with a new mandate replaces the mandate of the player's live direct-debit package,
 * so revoking the old one afterwards no longer ends it (SPEC "without a replacement").
 */
export async function replaceSubscriptionMandate(trx: Trx, deps: AppDeps, purchase: Purchase): Promise<void> {
  const mandateId = purchase.instrument?.kind === 'elv' ? purchase.instrument.mandateId : null;
  if (mandateId === null) return;
  const replaced = await replaceLiveSubscriptionMandate(trx, {
    userId: purchase.user_id,
    mandateId,
    at: deps.clock.now(),
  });
  if (replaced > 0) deps.log.info({ tid: purchase.tid }, 'saver package mandate replaced');
}
