// GET /gd/rest/payout (SPEC §3 Payout, §7): balance, what is withdrawable, fees, methods and blockers.
import type { PayoutInfo, PayoutProvider } from '@shop/contracts/payout';
import { currencyFactor } from '@shop/domain/money';
import { isForcedPayout } from '@shop/domain/payout';
import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../users/users.repository.ts';
import { loadPayoutProfile, type PayoutProfile } from './payout-profile.ts';

export type PayoutInfoOutcome =
  | { kind: 'info'; info: PayoutInfo }
  | { kind: 'not-allowed' }
  | { kind: 'not-logged-in' };

/** SPEC §8 paypalUseFirst: PayPal pays out only to an account the player deposited from. */
export const PAYPAL_USE_FIRST = 'paypalUseFirst';

export async function getPayoutInfo(deps: AppDeps, userId: number): Promise<PayoutInfoOutcome> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { kind: 'not-logged-in' };
  const profile = await loadPayoutProfile(deps.db, user);
  if (profile === null) return { kind: 'not-allowed' };
  return { kind: 'info', info: toPayoutInfo(profile) };
}

/**
 * PayPal first: SPEC §2 preselects the first usable method, "or the second if the first is unusable",
 * and only PayPal can be unusable.
 */
export function payoutProvidersOf(profile: PayoutProfile): PayoutProvider[] {
  return [
    {
      paytype: 'paypal',
      payoutFee: profile.fee,
      paypalDetails: { accountNames: profile.paypalAccounts },
      // Usable after a PayPal deposit; without a known payer account the player types the e-mail (SPEC §2).
      unavailableReason: profile.paypalDeposited ? null : PAYPAL_USE_FIRST,
    },
    { paytype: 'banktransfer', payoutFee: profile.fee, paypalDetails: null, unavailableReason: null },
  ];
}

export function toPayoutInfo(profile: PayoutProfile): PayoutInfo {
  const { balance } = profile;
  return {
    balance: balance.total,
    bonus: balance.bonus,
    withdrawable: balance.withdrawable,
    exchangeFactor: profile.exchangeFactor,
    forcePayout: isForcedPayout(balance.total, currencyFactor(profile.currency)),
    currency: profile.currency,
    currencyReal: profile.currencyReal,
    payoutAllowed: profile.blocker === null,
    payoutNotAllowedReason: profile.blocker,
    providers: payoutProvidersOf(profile),
    pendingPayout: profile.pending,
    pendingPayoutInReview: profile.pendingInReview,
    rejectedPayout:
      profile.rejected === null
        ? null
        : {
            id: profile.rejected.publicId,
            amount: profile.rejected.amount,
            currency: profile.rejected.currency,
            reasonCode: profile.rejected.reasonCode,
            reason: profile.rejected.reason,
            rejectedAt: profile.rejected.rejectedAt.toISOString(),
          },
  };
}
