// The payout parts of a test player (POST /platform/test/players): a payout blocker, the PayPal accounts it
// deposited from, and a payout held PENDING — never sent to the PSP, so it stays pending for the journey.
import { validatePayoutAmount } from '@shop/domain/payout';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { PayoutBlockReason } from '../../db/payout-tables.ts';
import { bookPayout } from '../payouts/payout-booking.ts';
import { addPayoutBlock, addPaypalDepositAccount } from '../payouts/payout-profile.repository.ts';
import { loadPayoutProfile } from '../payouts/payout-profile.ts';
import { findUserById } from '../users/users.repository.ts';
import { deletePaypalDepositAccounts } from './test-support.repository.ts';

export interface TestPlayerPayoutOptions {
  payoutBlocker?: PayoutBlockReason | undefined;
  /** Replaces the template's PayPal deposit accounts ([] = none). */
  paypalAccounts?: string[] | undefined;
  /** Minor units of a bank-transfer payout left PENDING. */
  pendingPayout?: number | undefined;
  /** Minor units of a first bank-transfer payout waiting in the operators' review (issue 25: a long queue fast). */
  reviewPayout?: number | undefined;
}

/** The account a held payout names; the PSP never sees it. */
const HELD_PAYOUT_ACCOUNT = {
  paytype: 'banktransfer',
  holder: 'Max Mustermann',
  iban: 'DE89370400440532013000',
  bic: null,
} as const;

export class InvalidTestPayoutError extends Error {
  override readonly name = 'InvalidTestPayoutError';
}

export async function applyTestPlayerPayoutOptions(
  trx: Trx,
  deps: AppDeps,
  userId: number,
  options: TestPlayerPayoutOptions,
): Promise<void> {
  if (options.payoutBlocker !== undefined) await addPayoutBlock(trx, userId, options.payoutBlocker, deps.clock.now());
  if (options.paypalAccounts !== undefined) {
    await deletePaypalDepositAccounts(trx, userId);
    for (const accountName of options.paypalAccounts) {
      await addPaypalDepositAccount(trx, { userId, accountName, purchaseTid: null, createdAt: deps.clock.now() });
    }
  }
  if (options.pendingPayout !== undefined) await holdPendingPayout(trx, deps, userId, options.pendingPayout);
  if (options.reviewPayout !== undefined) await holdPendingPayout(trx, deps, userId, options.reviewPayout, 'review');
}

/**
 * Books a payout as a request would, with a PSP reference the PSP does not know: the reconciler's status
 * check gets a 404 and leaves it PENDING (logged), so it blocks a second payout for as long as the test runs.
 */
async function holdPendingPayout(
  trx: Trx,
  deps: AppDeps,
  userId: number,
  amount: number,
  state: 'pending' | 'review' = 'pending',
): Promise<void> {
  const user = await findUserById(trx, userId);
  const profile = user === undefined ? null : await loadPayoutProfile(trx, user);
  if (profile === null) throw new InvalidTestPayoutError('the player cannot pay out');
  const error = validatePayoutAmount({
    amountMinor: amount,
    feeMinor: profile.fee,
    withdrawableMinor: profile.balance.withdrawable,
  });
  if (error !== null) throw new InvalidTestPayoutError(`pending payout ${amount}: ${error}`);
  // In review: booked as the player's first payout (state REVIEW, nothing sent); an approval sends it.
  if (state === 'review') {
    await bookPayout(trx, deps, { profile, account: HELD_PAYOUT_ACCOUNT, amount, reviewCause: 'first_payout' });
    return;
  }
  await bookPayout(trx, deps, {
    profile,
    account: HELD_PAYOUT_ACCOUNT,
    amount,
    reviewCause: null,
    pspReference: `held_${userId}_${deps.clock.now().getTime()}`,
  });
}
