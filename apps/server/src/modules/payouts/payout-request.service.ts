// POST /gd/rest/payout (SPEC §4 payout flow, §5, §7, §8): checks and books a payout in one transaction that
// holds the lock on the player's withdrawable account, then executes it at the PSP — unless it waits for an
// operator's review (issue 12: the player's first payout, or one at or above PAYOUT_REVIEW_THRESHOLD). Expected refusals are
// payoutErrors in a 200 answer; nothing changes then, and the payout token stays usable until it expires
// (a typo in the IBAN does not cost a new password). The token is consumed only with the payout it made.
import { type PayoutResponse, payoutRequestSchema } from '@shop/contracts/payout';
import { type PayoutErrorCode, payoutBankRegionOf } from '@shop/domain/payout';
import type { AppDeps } from '../../app-deps.ts';
import { payoutReviewThresholdFor } from '../../config/env.ts';
import { hashSecret } from '../auth/auth.service.ts';
import { lockAccount } from '../ledger/ledger.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { consumePayoutToken, isPayoutTokenUsable } from './payout-auth.repository.ts';
import { bookPayout, toPayoutResponse } from './payout-booking.ts';
import { findPayoutCurrency } from './payout-profile.repository.ts';
import { loadPayoutProfile } from './payout-profile.ts';
import { reviewCauseOf } from './payout-review-rule.ts';
import { submitPayout } from './payout-submission.ts';
import { checkPayoutRequest } from './payout-validation.ts';
import { findPayoutById, type PayoutRow } from './payouts.repository.ts';

export type PayoutRequestOutcome =
  | { kind: 'answer'; response: PayoutResponse }
  | { kind: 'invalid-body' }
  | { kind: 'not-allowed' }
  | { kind: 'not-logged-in' };

export interface PayoutRequestOptions {
  /**
   * The one-pending-payout rule (default on). Only the concurrency test turns it off, to show that the
   * account lock alone keeps parallel payouts within the balance.
   */
  enforceSinglePending?: boolean;
}

const refused = (codes: PayoutErrorCode[]): PayoutRequestOutcome => ({
  kind: 'answer',
  response: { payoutErrors: codes, payout: null },
});

type Booked = PayoutRequestOutcome | { kind: 'booked'; payout: PayoutRow };

/**
 * Order of checks: the body (400), the player (403 for those who cannot pay out at all), the token
 * (invalidToken alone), the blocker (payoutNotAllowed alone), a pending payout (pendingPayout alone),
 * then every amount and account rule at once.
 */
export async function requestPayout(
  deps: AppDeps,
  input: { userId: number; token: string | null; body: unknown },
  options: PayoutRequestOptions = {},
): Promise<PayoutRequestOutcome> {
  const parsed = payoutRequestSchema.safeParse(input.body);
  if (!parsed.success) return { kind: 'invalid-body' };
  const user = await findUserById(deps.db, input.userId);
  if (user === undefined) return { kind: 'not-logged-in' };
  if (user.actor_type !== 'g' || (await findPayoutCurrency(deps.db, user.gd_currency)) === undefined) {
    return { kind: 'not-allowed' };
  }
  if (input.token === null) return refused(['invalidToken']);
  const token = { tokenHash: hashSecret(input.token), userId: user.id };
  // Cheap early answer without the lock; the transaction checks the token again when it consumes it.
  if (!(await isPayoutTokenUsable(deps.db, token, deps.clock.now()))) return refused(['invalidToken']);

  const booked = await deps.db.transaction().execute(async (trx): Promise<Booked> => {
    // Every payout of this player waits here for the one before it, then sees its booking.
    await lockAccount(trx, { userId: user.id, kind: 'withdrawable', currency: user.gd_currency });
    const current = await findUserById(trx, user.id);
    const profile = current === undefined ? null : await loadPayoutProfile(trx, current);
    if (profile === null) return { kind: 'not-allowed' };
    if (profile.blocker !== null) return refused(['payoutNotAllowed']);
    if (options.enforceSinglePending !== false && profile.pending) return refused(['pendingPayout']);
    const check = checkPayoutRequest({
      request: parsed.data,
      currency: profile.currency,
      fee: profile.fee,
      withdrawable: profile.balance.withdrawable,
      balance: profile.balance.total,
      paypalAccounts: profile.paypalAccounts,
      paypalDeposited: profile.paypalDeposited,
      bankRegion: payoutBankRegionOf(current?.country),
    });
    if (!check.ok) return refused(check.codes);
    if (!(await consumePayoutToken(trx, token, deps.clock.now()))) return refused(['invalidToken']);
    const amount = parsed.data.withdrawable;
    const reviewCause = await reviewCauseOf(trx, {
      userId: user.id,
      amount,
      threshold: payoutReviewThresholdFor(deps.config, profile.currency),
    });
    const payout = await bookPayout(trx, deps, { profile, account: check.account, amount, reviewCause });
    return { kind: 'booked', payout };
  });
  if (booked.kind !== 'booked') return booked;

  const { payout } = booked;
  deps.log.info({ payout: payout.public_id, paytype: payout.paytype, state: payout.state }, 'payout requested');
  // A payout in REVIEW stays with the shop until a finance operator approves it (payout-review.ts).
  if (payout.state === 'PENDING') await submitPayout(deps, payout);
  return { kind: 'answer', response: toPayoutResponse(await findPayoutById(deps.db, payout.id)) };
}
