// The saver bonus belongs to the package (issue 22 point 2; README "The saver package"). One rule, applied in the
// transaction of the state change that decides it, through the ledger:
// - a sign-up payment that completes while the player already has a package (e.g. a PayPal approval that came
//   back after another sign-up made one) is credited as a plain deposit: its deposit in full, no saver bonus, no
//   second package (saverBonusOfSignup, in the purchase's credit transaction);
// - a package that never starts — not confirmed within 14 days (EXPIRED) or cancelled before it was confirmed
//   (ENDED) — gives its sign-up bonus back as far as the player still has it (forfeitSignupBonus, with the state
//   change): the bonus account never goes below zero; bonus already played stays played, and then the player may
//   not sign up again (SPEC §4's rule for a revoked mandate whose bonus was used). The deposit always stays.
import { forfeitedSignupBonus } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { lockedBonusBalance, removeBonus } from '../ledger/subscription-entries.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import type { SubscriptionRow } from './subscription-record.ts';
import {
  blockSubscriptionSignup,
  findLiveSubscription,
  lockBooking,
  lockPlayerForSignup,
  sumNewerBonusGrants,
  updateBooking,
} from './subscriptions.repository.ts';

/**
 * The bonus a successful saver-package sign-up payment is credited with: the package's bonus, or none when the
 * player already has a live package (then no package starts from it either). Locks the player's row, which
 * serialises this with the other sign-ups of the player (startSubscriptionOfPurchase takes the same lock).
 */
export async function saverBonusOfSignup(trx: Trx, deps: AppDeps, purchase: Purchase): Promise<number> {
  await lockPlayerForSignup(trx, purchase.user_id);
  const live = await findLiveSubscription(trx, purchase.user_id);
  if (live === undefined) return purchase.bonus_amount;
  deps.log.warn(
    { tid: purchase.tid, live: live.id },
    'saver-package sign-up paid while another package is live: credited without its saver bonus',
  );
  return 0;
}

/**
 * Takes back the sign-up bonus of `row`, a package that ends without ever having started (the caller changes its
 * state in `trx`). Returns the bonus taken back. Exactly once: the booking's bonus is marked spent with it
 * (bonus_expired_amount), and the ledger reference `<booking reference>:bonus-forfeited` is unique.
 */
export async function forfeitSignupBonus(trx: Trx, deps: AppDeps, row: SubscriptionRow): Promise<number> {
  const booking = await lockBooking(trx, { reference: `signup:${row.signup_tid}` });
  if (booking === undefined || booking.state !== 'SUCCESS' || booking.credited_at === null) return 0;
  const grant = booking.bonus_amount - (booking.bonus_expired_amount ?? 0);
  if (grant <= 0 || booking.bonus_expired_at !== null) return 0;
  const balance = await lockedBonusBalance(trx, booking.user_id, booking.gd_currency);
  const { deduct, signupBlocked } = forfeitedSignupBonus({
    grantAmount: grant,
    bonusBalance: balance,
    newerUnexpiredGrants: await sumNewerBonusGrants(trx, booking),
  });
  const now = deps.clock.now();
  if (deduct > 0) {
    await removeBonus(trx, {
      userId: booking.user_id,
      currency: booking.gd_currency,
      amount: deduct,
      reference: `${booking.reference}:bonus-forfeited`,
      description: `saver package ${row.id} never started: sign-up bonus taken back`,
      at: now,
    });
  }
  await updateBooking(trx, booking.id, {
    bonus_expired_at: now,
    bonus_expired_amount: (booking.bonus_expired_amount ?? 0) + deduct,
    updated_at: now,
  });
  if (signupBlocked) {
    await blockSubscriptionSignup(trx, booking.user_id);
  }
  return deduct;
}
