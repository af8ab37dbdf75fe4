// Signing up for the saver package (SPEC §4): the sign-up purchase itself is the first deposit. When it
// succeeds, the package is created PENDING in the same transaction as its credit, and the player confirms
// it through the confirmation e-mail; the shop's sign-up call afterwards only reads it back (idempotent).
import { createHash, randomBytes } from 'node:crypto';
import type { Purchasable } from '@shop/contracts/shop';
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import {
  bonusExpiryDate,
  bookingDate,
  CONFIRMATION_VALID_DAYS,
  calendarDateOf,
  minimumTermEndDate,
  SIGNUP_PAYMENT_OPEN_HOURS,
  scheduleOf,
} from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { Purchase } from '../purchases/purchase-record.ts';
import { findPurchaseByTid } from '../purchases/purchases.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { mailAboutPackage } from './subscription-mail.ts';
import { toSubscriptionDetails } from './subscription-record.ts';
import {
  findLiveSubscription,
  findOpenSignupPurchase,
  findSubscriptionBySignupTid,
  insertBooking,
  insertSubscription,
  lockPlayerForSignup,
} from './subscriptions.repository.ts';

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Why a saver-package sign-up purchase is refused before anything is charged; null = allowed. A sign-up counts
 * from its payment on: a live package, and also a sign-up payment still open at the provider (a PayPal approval
 * not yet given) within SIGNUP_PAYMENT_OPEN_HOURS. Called under the player's row lock with the purchase insert
 * (purchases.service), so parallel sign-ups of one player are decided one after the other.
 */
export async function signupRefusal(deps: AppDeps, user: UserRow): Promise<string[] | null> {
  if (user.actor_type !== 'g' || user.gd_currency_type !== 'REAL') return ['subscription-not-allowed'];
  if (user.subscription_signup_blocked) return ['subscription-signup-blocked'];
  const live = await findLiveSubscription(deps.db, user.id);
  if (live !== undefined) return ['subscription-already-active', live.start_date];
  const since = new Date(deps.clock.now().getTime() - SIGNUP_PAYMENT_OPEN_HOURS * 3_600_000);
  const open = await findOpenSignupPurchase(deps.db, user.id, since);
  if (open !== undefined) return ['subscription-signup-in-progress', open.tid];
  return null;
}

/**
 * A returned debit blocks every deposit until it is paid and a new mandate is given (SPEC §4); a chargeback until
 * the owed amount is settled (docs/chargebacks.md).
 */
export function depositBlockRefusal(user: UserRow): string[] | null {
  if (user.deposit_block_reason === null) return null;
  return user.deposit_block_reason === 'chargeback'
    ? ['chargeback-deposits-blocked']
    : ['subscription-deposits-blocked'];
}

/**
 * The recurring reference of the sign-up payment: what the PSP answered, else what the purchase paid with
 * (a stored card token, the SEPA mandate).
 */
function recurringReferenceOf(purchase: Purchase, fromPsp: string | null): string | null {
  if (fromPsp !== null) return fromPsp;
  const instrument = purchase.instrument;
  if (instrument?.kind === 'card') return instrument.token;
  if (instrument?.kind === 'elv') return instrument.mandateId;
  return null;
}

/** Called in the credit transaction of a successful saver-package purchase. */
export async function startSubscriptionOfPurchase(
  trx: Trx,
  deps: AppDeps,
  input: { purchase: Purchase; recurringReference: string | null; ledgerTransactionId: string | null; now: Date },
): Promise<void> {
  const { purchase, now } = input;
  // Serialises sign-ups of one player: the partial unique index would refuse a second one anyway.
  await lockPlayerForSignup(trx, purchase.user_id);
  const live = await findLiveSubscription(trx, purchase.user_id);
  if (live !== undefined) {
    deps.log.error({ tid: purchase.tid, live: live.id }, 'saver-package purchase paid while another package is live');
    return;
  }
  const startDate = calendarDateOf(now);
  const schedule = scheduleOf(startDate);
  const token = randomBytes(24).toString('base64url');
  const subscription = await insertSubscription(trx, {
    user_id: purchase.user_id,
    state: 'PENDING',
    provider_code: purchase.provider_code,
    psp_method: purchase.psp_method,
    // The PSP that stored the method: every later booking is charged there.
    psp: purchase.psp,
    currency: purchase.currency,
    gd_currency: purchase.gd_currency,
    price: purchase.price,
    deposit_amount: purchase.deposit_amount,
    bonus_amount: purchase.bonus_amount,
    purchasable: JSON.stringify(purchase.purchasable),
    signup_tid: purchase.tid,
    locale: purchase.locale,
    anchor_day: schedule.anchorDay,
    start_date: startDate,
    minimum_term_end_date: minimumTermEndDate(schedule),
    next_booking_date: bookingDate(schedule, 2),
    bookings_count: 1,
    recurring_reference: recurringReferenceOf(purchase, input.recurringReference),
    confirm_token_hash: hashConfirmToken(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRMATION_VALID_DAYS * 86_400_000),
    created_at: now,
    updated_at: now,
  });
  await insertBooking(trx, {
    subscription_id: subscription.id,
    user_id: purchase.user_id,
    sequence: 1,
    due_date: startDate,
    state: 'SUCCESS',
    reference: `signup:${purchase.tid}`,
    psp: purchase.psp,
    purchase_tid: purchase.tid,
    attempts: 1,
    psp_reference: purchase.psp_reference,
    psp_status: 'AUTHORISED',
    price: purchase.price,
    currency: purchase.currency,
    gd_currency: purchase.gd_currency,
    deposit_amount: purchase.deposit_amount,
    bonus_amount: purchase.bonus_amount,
    credited_at: now,
    ledger_transaction_id: input.ledgerTransactionId,
    bonus_expires_on: purchase.bonus_amount > 0 ? bonusExpiryDate(startDate) : null,
    created_at: now,
    updated_at: now,
  });
  const confirmation = {
    price: purchase.price,
    currency: purchase.currency,
    deposit: purchase.deposit_amount,
    bonus: purchase.bonus_amount,
    gdCurrency: purchase.gd_currency,
    startDate,
    minimumTermEndDate: subscription.minimum_term_end_date,
  };
  // The link holds the token: sealed in the outbox, never in clear (mail-secrets.ts).
  await mailAboutPackage(trx, now, subscription, 'subscription_confirm', 'confirm', confirmation, {
    params: { confirmUrl: `${deps.config.publicUrl}/platform/subscription/confirm?token=${token}` },
    paymentDataKey: deps.config.paymentDataKey,
  });
}

export type SignupAnswer =
  | { ok: true; details: SubscriptionDetails }
  | { ok: false; status: 400 | 409; codes: string[] };

function samePackage(a: Purchasable, b: Purchasable): boolean {
  const key = (p: Purchasable) =>
    JSON.stringify([
      p.price,
      p.currency,
      p.subscription,
      p.consumables.map((c) => [c.type, c.amount]).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ]);
  return key(a) === key(b);
}

/**
 * POST /deposit/subscription/{paytype}?transactionid={tid}: the package the purchase `tid` started. The
 * same answer however often it is called; a purchase that is not this player's successful saver-package
 * purchase, or a body that is not its package, is refused.
 */
export async function signUpAfterPurchase(
  deps: AppDeps,
  input: { userId: number; paytype: string; tid: string; body: Purchasable },
): Promise<SignupAnswer> {
  const purchase = await findPurchaseByTid(deps.db, input.tid);
  const invalid: SignupAnswer = { ok: false, status: 409, codes: ['subscription-purchase-invalid'] };
  if (purchase === undefined || purchase.user_id !== input.userId || !purchase.subscription) return invalid;
  if (purchase.provider_code !== input.paytype) return invalid;
  if (!samePackage(purchase.purchasable, input.body)) {
    return { ok: false, status: 400, codes: ['subscription-package-mismatch'] };
  }
  if (purchase.state !== 'SUCCESS' || purchase.credited_at === null) return invalid;
  const subscription = await findSubscriptionBySignupTid(deps.db, purchase.tid);
  if (subscription === undefined) {
    // Paid while another package was live: the deposit stands, no second package.
    const live = await findLiveSubscription(deps.db, input.userId);
    return {
      ok: false,
      status: 409,
      codes: live === undefined ? ['subscription-purchase-invalid'] : ['subscription-already-active', live.start_date],
    };
  }
  const details = toSubscriptionDetails(subscription, deps.clock.now());
  if (details === null) return { ok: false, status: 409, codes: ['subscription-not-available'] };
  return { ok: true, details };
}
