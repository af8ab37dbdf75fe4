// The payout amount (SPEC §5 Payout): typed in display units in the player's number format (its
// decimal mark and grouping separator, issue 10 item 1; paste too), read exactly or refused as
// amountFormat — never reinterpreted; converted with the currency factor; more than the fee and at
// most the withdrawable amount. 'Max amount' fills the withdrawable.
import type { PayoutInfo } from '@shop/contracts/payout';
import { keepAmountCharacters, numberSeparatorsFor, parseAmountInput } from '@shop/domain/amount-input';
import { currencyFactor } from '@shop/domain/money';
import {
  finalPayoutAmount,
  type PayoutAmountError,
  realCurrencyEquivalent,
  showsEquivalent,
  validatePayoutAmount,
} from '@shop/domain/payout';
import { useState } from 'react';
import { amountInputText, payoutMinimumOf } from '../payout-model';

/** amountFormat: text that is not an amount in the player's number format ('12.50' in de). */
export type AmountFieldError = PayoutAmountError | 'amountFormat';

export type AmountField = {
  text: string;
  amountMinor: number | null;
  error: AmountFieldError | null;
  /** Real-currency minor units, or null when not shown; '-' shows for null while shown. */
  equivalentMinor: number | null;
  showsEquivalent: boolean;
  /** What reaches the player, or null while the amount is not valid. */
  finalMinor: number | null;
  /** A forced payout's minimum in the field's format (SPEC §9: shown as the placeholder). */
  placeholder: string | undefined;
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
  const separators = numberSeparatorsFor(locale);
  const minimumMinor = payoutMinimumOf(info);
  const separator = separators.decimal;
  const factor = currencyFactor(info.currency);
  const [text, setText] = useState(() =>
    initialMinor === null ? '' : amountInputText(initialMinor, info.currency, separator),
  );
  const amountMinor = text.trim() === '' ? null : parseAmountInput(text, separators, factor);
  const error: AmountFieldError | null =
    amountMinor === null && text.trim() !== ''
      ? 'amountFormat'
      : validatePayoutAmount({ amountMinor, feeMinor, withdrawableMinor: info.withdrawable, minimumMinor });
  // SPEC §5: an amount above the withdrawable shows '-' as the equivalent.
  const equivalentMinor =
    amountMinor === null || error === 'amountToHigh' || error === 'amountInvalid' || error === 'amountFormat'
      ? null
      : realCurrencyEquivalent(amountMinor, info.exchangeFactor);
  return {
    text,
    amountMinor,
    error,
    equivalentMinor,
    showsEquivalent: showsEquivalent(info),
    finalMinor: error === null && amountMinor !== null ? finalPayoutAmount(amountMinor, feeMinor) : null,
    placeholder: minimumMinor > 0 ? amountInputText(minimumMinor, info.currency, separator) : undefined,
    change: (raw) => setText(keepAmountCharacters(raw)),
    fillMax: () => setText(amountInputText(Math.max(0, info.withdrawable), info.currency, separator)),
  };
}
