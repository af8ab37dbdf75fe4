// The payout amount (SPEC §5 Payout): typed in display units with the locale's decimal separator,
// only digits and one separator (paste too, via sanitizeAmountInput), converted with the currency
// factor; more than the fee and at most the withdrawable amount. 'Max amount' fills the withdrawable.
import type { PayoutInfo } from '@shop/contracts/payout';
import { currencyFactor, toMinorUnits } from '@shop/domain/money';
import {
  finalPayoutAmount,
  type PayoutAmountError,
  realCurrencyEquivalent,
  sanitizeAmountInput,
  showsEquivalent,
  validatePayoutAmount,
} from '@shop/domain/payout';
import { useState } from 'react';
import { amountInputText, decimalSeparatorFor } from '../payout-model';

export type AmountField = {
  text: string;
  amountMinor: number | null;
  error: PayoutAmountError | null;
  /** Real-currency minor units, or null when not shown; '-' shows for null while shown. */
  equivalentMinor: number | null;
  showsEquivalent: boolean;
  /** What reaches the player, or null while the amount is not valid. */
  finalMinor: number | null;
  change: (raw: string) => void;
  fillMax: () => void;
};

export function useAmountField(input: {
  info: PayoutInfo;
  locale: string;
  feeMinor: number;
  initialMinor: number | null;
}): AmountField {
  const { info, locale, feeMinor, initialMinor } = input;
  const separator = decimalSeparatorFor(locale);
  const factor = currencyFactor(info.currency);
  const [text, setText] = useState(() =>
    initialMinor === null ? '' : amountInputText(initialMinor, info.currency, separator),
  );
  const amountMinor = text === '' ? null : toMinorUnits(text, factor, separator);
  const error = validatePayoutAmount({ amountMinor, feeMinor, withdrawableMinor: info.withdrawable });
  // SPEC §5: an amount above the withdrawable shows '-' as the equivalent.
  const equivalentMinor =
    amountMinor === null || error === 'amountToHigh' || error === 'amountInvalid'
      ? null
      : realCurrencyEquivalent(amountMinor, info.exchangeFactor);
  return {
    text,
    amountMinor,
    error,
    equivalentMinor,
    showsEquivalent: showsEquivalent(info),
    finalMinor: error === null && amountMinor !== null ? finalPayoutAmount(amountMinor, feeMinor) : null,
    change: (raw) => setText(sanitizeAmountInput(raw, separator, factor)),
    fillMax: () => setText(amountInputText(Math.max(0, info.withdrawable), info.currency, separator)),
  };
}
