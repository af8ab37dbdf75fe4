// Which payouts wait for an operator's review (issue 12 point 3, SPEC §9 "first payout about 8 weeks"): a
// player's first payout — none of theirs was paid or is on its way (a failed or rejected one does not count) —
// and any later payout whose amount (fee included) is at or above PAYOUT_REVIEW_THRESHOLD.
import type { Trx } from '../../db/database.ts';
import type { PayoutReviewCause } from '../../db/payout-tables.ts';
import { hasPaidOrOngoingPayout } from './payout-profile.repository.ts';

/**
 * Whether a payout being booked must wait for review, in the booking's transaction (which holds the lock on
 * the player's withdrawable account, so two requests cannot both see "not the first").
 */
export async function reviewCauseOf(
  trx: Trx,
  input: { userId: number; amount: number; threshold: number },
): Promise<PayoutReviewCause | null> {
  if (!(await hasPaidOrOngoingPayout(trx, input.userId))) return 'first_payout';
  return input.amount >= input.threshold ? 'amount' : null;
}
