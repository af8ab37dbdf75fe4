// The fee hints on the review screen (SPEC §2, §6, §9): which inactivity and payout fee to show, if any.
import { type CurrencyType, hidesFeeHints, inactivityFeeMinorFor, payoutFeeMinorFor } from '../money/money.ts';

export type FeeHint = {
  /** Charged after six months without play, in minor units of `currency`. */
  inactivityFeeMinor: number;
  payoutFeeMinor: number;
  /** The paying currency the fees are stated in. */
  currency: string;
};

/**
 * The fees stated in the paying currency, with the SPEC §9 defaults for a currency without its own
 * entry; null where SPEC §6 hides the hints (virtual currency, GUSD, CAD). A CAD paying currency is
 * hidden too, whatever the game currency, since the fee texts name no Canadian fees.
 */
export function feeHintFor(input: {
  gdCurrency: string;
  currencyType: CurrencyType;
  payingCurrency: string;
}): FeeHint | null {
  if (hidesFeeHints({ currency: input.gdCurrency, currencyType: input.currencyType })) return null;
  if (hidesFeeHints({ currency: input.payingCurrency, currencyType: input.currencyType })) return null;
  return {
    inactivityFeeMinor: inactivityFeeMinorFor(input.payingCurrency),
    payoutFeeMinor: payoutFeeMinorFor(input.payingCurrency),
    currency: input.payingCurrency,
  };
}
