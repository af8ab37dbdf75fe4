// The intro step (SPEC §2 payout screens): balance, bonus and withdrawable amount, the forced-payout
// notice, the blocker (SPEC §8 codes), a pending payout (or one the shop is reviewing, issue 12) and the
// last payout's rejection with its reason; continue only when a payout can start.
import type { PayoutRejectReasonCode } from '@shop/contracts/payout';
import { FORCED_PAYOUT_LIMIT_MAJOR } from '@shop/domain/constants';
import { PAYOUT_BLOCKERS, type PayoutBlocker } from '@shop/domain/errors';
import { currencyFactor } from '@shop/domain/money';
import { forcedPayoutExcess } from '@shop/domain/payout';
import { useEffect } from 'react';
import { clearPayoutDraft } from '../../../lib/payout-draft';
import { coversAFee, smallestUsableFee } from '../payout-model';
import { usePayoutMoney } from './use-payout-money';
import type { PayoutContext } from './use-payout-view';

export type IntroView = {
  balance: string;
  bonus: string;
  withdrawable: string;
  forced: { balance: string; limit: string; excess: string } | null;
  /** Payouts are blocked: the shared message with the blocker's code, when the reason names one. */
  blocker: { code: string | null } | null;
  pending: boolean;
  /** The open payout waits for the shop's review (a first payout, or a large one). */
  inReview: boolean;
  /**
   * The last payout was rejected in review: what went back and why — the reason code (shown in the player's
   * language; null before codes existed) and the team's note as typed (before codes: the whole reason), or null.
   */
  rejected: { amount: string; reasonCode: PayoutRejectReasonCode | null; note: string | null } | null;
  nothingToWithdraw: boolean;
  /** Something is withdrawable but not more than the fee: no amount could pass (SPEC §5 amountToLow). */
  belowFee: { withdrawable: string; fee: string } | null;
  canContinue: boolean;
};

function isBlocker(reason: string | null): reason is PayoutBlocker {
  return reason !== null && Object.hasOwn(PAYOUT_BLOCKERS, reason);
}

function blockerCodeOf(reason: string | null): string | null {
  return isBlocker(reason) ? PAYOUT_BLOCKERS[reason] : null;
}

export function useIntroView({ info, draft, locale }: PayoutContext): IntroView {
  const money = usePayoutMoney(info, locale);
  const factor = currencyFactor(info.currency);
  const requested = draft.requested !== null;
  // A payout was requested in this tab: coming back here starts a new one from scratch.
  useEffect(() => {
    if (requested) clearPayoutDraft();
  }, [requested]);

  const open = info.payoutAllowed && !info.pendingPayout;
  const fee = smallestUsableFee(info);
  const belowFee = open && info.withdrawable > 0 && fee !== null && !coversAFee(info);
  return {
    balance: money.amount(info.balance),
    bonus: money.amount(info.bonus),
    withdrawable: money.amount(info.withdrawable),
    forced: info.forcePayout
      ? {
          balance: money.amount(info.balance),
          limit: money.amount(FORCED_PAYOUT_LIMIT_MAJOR * factor),
          excess: money.amount(forcedPayoutExcess({ balanceMinor: info.balance, factor })),
        }
      : null,
    blocker: info.payoutAllowed ? null : { code: blockerCodeOf(info.payoutNotAllowedReason) },
    pending: info.payoutAllowed && info.pendingPayout && !info.pendingPayoutInReview,
    inReview: info.payoutAllowed && info.pendingPayout && info.pendingPayoutInReview,
    rejected:
      info.rejectedPayout === null
        ? null
        : {
            amount: money.amount(info.rejectedPayout.amount),
            reasonCode: info.rejectedPayout.reasonCode,
            note: info.rejectedPayout.reason,
          },
    nothingToWithdraw: open && info.withdrawable <= 0,
    belowFee: belowFee ? { withdrawable: money.amount(info.withdrawable), fee: money.amount(fee) } : null,
    canContinue: open && info.withdrawable > 0 && !belowFee,
  };
}
