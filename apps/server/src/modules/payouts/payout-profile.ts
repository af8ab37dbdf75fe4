// What a player's payout depends on, read in one place for GET /gd/rest/payout and for the payout request
// (then inside its transaction): eligibility, currencies and fee, blocker, PayPal accounts, pending payout,
// balance. Who may not pay out at all (practice players, game currencies without a payout currency) gets null.
import { PAYOUT_BLOCKERS, type PayoutBlocker } from '@shop/domain/errors';
import { payoutFeeFor } from '@shop/domain/payout';
import type { Db, Trx } from '../../db/database.ts';
import type { PayoutBlockReason } from '../../db/payout-tables.ts';
import { getPlayerBalance, type PlayerBalance } from '../ledger/ledger.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  findLatestRejectedPayout,
  findOpenPayoutState,
  findPayoutCurrency,
  hasCreditedPaypalDeposit,
  listPayoutBlocks,
  listPaypalDepositAccounts,
  type RejectedPayout,
} from './payout-profile.repository.ts';

export interface PayoutProfile {
  userId: number;
  /** The game currency: balances, amounts and the fee are its minor units. */
  currency: string;
  currencyReal: string;
  exchangeFactor: number;
  /** The same for both methods (SPEC §9 fee of the currency). */
  fee: number;
  /** The blocker shown (SPEC §8 payout initial blockers), or null when payouts are allowed. */
  blocker: PayoutBlocker | null;
  paypalAccounts: string[];
  /** A successful PayPal deposit is known (SPEC §5), with or without its payer account. */
  paypalDeposited: boolean;
  /** A payout is open (in review or pending at the PSP): the next must wait (SPEC §8 pendingPayout). */
  pending: boolean;
  /** The open payout waits for an operator's review (issue 12). */
  pendingInReview: boolean;
  /** The latest payout, when it was rejected in review: the player reads why. */
  rejected: RejectedPayout | null;
  balance: PlayerBalance;
}

/** SPEC §8 order; when a player has several, the first is the one shown. */
const BLOCKER_ORDER = Object.keys(PAYOUT_BLOCKERS) as PayoutBlocker[];

/**
 * The stored blocks plus what the player row says: a blocked player is userBlocked, an unconfirmed
 * e-mail address is emailNotValid (so a block lifted on the player lifts the payout block too).
 */
export function payoutBlockerOf(
  user: Pick<UserRow, 'blocked' | 'email_validated'> & { deposit_block_reason?: string | null },
  stored: readonly PayoutBlockReason[],
): PayoutBlocker | null {
  const reasons = new Set<string>(stored);
  if (user.blocked) reasons.add('userBlocked');
  // An unsettled chargeback: the player owes the shop (docs/chargebacks.md).
  if (user.deposit_block_reason === 'chargeback') reasons.add('chargebackOpen');
  if (!user.email_validated) reasons.add('emailNotValid');
  return BLOCKER_ORDER.find((reason) => reasons.has(reason)) ?? null;
}

export async function loadPayoutProfile(db: Db | Trx, user: UserRow): Promise<PayoutProfile | null> {
  if (user.actor_type !== 'g') return null;
  const payoutCurrency = await findPayoutCurrency(db, user.gd_currency);
  if (payoutCurrency === undefined) return null;
  const [blocks, paypalAccounts, paypalDeposit, open, rejected, balance] = await Promise.all([
    listPayoutBlocks(db, user.id),
    listPaypalDepositAccounts(db, user.id),
    hasCreditedPaypalDeposit(db, user.id),
    findOpenPayoutState(db, user.id),
    findLatestRejectedPayout(db, user.id),
    getPlayerBalance(db, user.id, user.gd_currency),
  ]);
  return {
    userId: user.id,
    currency: user.gd_currency,
    currencyReal: payoutCurrency.currency_real,
    exchangeFactor: payoutCurrency.exchange_factor,
    fee: payoutFeeFor(user.gd_currency),
    blocker: payoutBlockerOf(user, blocks),
    paypalAccounts,
    paypalDeposited: paypalDeposit || paypalAccounts.length > 0,
    pending: open !== null,
    pendingInReview: open === 'REVIEW',
    rejected: rejected ?? null,
    balance,
  };
}
