// What the payout views derive from the payout info and the draft: the methods on offer, where a
// step sends the player when something it needs is missing (SPEC §2, §4), and the request to send.
// The rules themselves come from @shop/domain/payout; this only puts them together.
import type { PayoutAccount, PayoutInfo, PayoutPaytype, PayoutRequest } from '@shop/contracts/payout';
import { compactIban, compactUsBankNumber } from '@shop/domain/bank-format';
import { currencyFactor, fromMinorUnits } from '@shop/domain/money';
import {
  forcedPayoutMinimum,
  PAYOUT_PROVIDERS,
  payoutFeeFor,
  validatePayoutAmount,
  validatePayoutBankAccount,
  validatePayoutUsBankAccount,
  validatePaypalEmail,
} from '@shop/domain/payout';
import type { PayoutBankDraft, PayoutDraft } from '../../lib/payout-draft';

export type PayoutOption = {
  paytype: PayoutPaytype;
  usable: boolean;
  /** Why it can't be used (paypalUseFirst …), or null. */
  reason: string | null;
  /** The fee a payout by this method must exceed, minor units of the payout currency. */
  feeMinor: number;
  /** PayPal: the accounts the player deposited from. */
  accountNames: readonly string[];
};

/**
 * The methods the server offers, in the server's order (SPEC §2 "Select lists providers"; the first
 * usable one is preselected, so the list and the preselection agree), each known method once.
 */
export function payoutOptions(info: PayoutInfo): PayoutOption[] {
  const seen = new Set<PayoutPaytype>();
  return info.providers.flatMap((provider) => {
    const paytype = PAYOUT_PROVIDERS.find((known) => known === provider.paytype);
    if (paytype === undefined || seen.has(paytype)) return [];
    seen.add(paytype);
    return [
      {
        paytype,
        usable: provider.unavailableReason === null,
        reason: provider.unavailableReason,
        feeMinor: payoutFeeFor(info.currency, provider.payoutFee),
        accountNames: provider.paypalDetails?.accountNames ?? [],
      },
    ];
  });
}

/** SPEC §2, §9: the least a forced payout may be (0 when not forced), minor units. */
export function payoutMinimumOf(info: PayoutInfo): number {
  if (!info.forcePayout) return 0;
  return forcedPayoutMinimum({
    balanceMinor: info.balance,
    withdrawableMinor: info.withdrawable,
    factor: currencyFactor(info.currency),
  });
}

/**
 * Whether any usable method leaves the player something: the withdrawable amount must be more than
 * its fee (SPEC §5 amountToLow), else no amount could pass the data step.
 */
export function coversAFee(info: PayoutInfo): boolean {
  return payoutOptions(info).some((option) => option.usable && info.withdrawable > option.feeMinor);
}

/** The smallest fee of a usable method, or null when none is usable. */
export function smallestUsableFee(info: PayoutInfo): number | null {
  const fees = payoutOptions(info)
    .filter((option) => option.usable)
    .map((option) => option.feeMinor);
  return fees.length === 0 ? null : Math.min(...fees);
}

export function usableOption(info: PayoutInfo, paytype: PayoutPaytype | null): PayoutOption | undefined {
  return payoutOptions(info).find((option) => option.paytype === paytype && option.usable);
}

/** The decimal mark the player's number format uses ('.' for en-US, ',' for de-DE). */
export function decimalSeparatorFor(locale: string): '.' | ',' {
  try {
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    return mark?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/** Minor units as the amount field shows them ('12,50' with a comma separator). */
export function amountInputText(amountMinor: number, currency: string, separator: '.' | ','): string {
  return fromMinorUnits(amountMinor, currencyFactor(currency)).replace('.', separator);
}

export type PaypalMode = 'single' | 'select' | 'email';

/** SPEC §5: one account is used as is, several need a choice, none asks for the e-mail address. */
export function paypalModeFor(accountNames: readonly string[]): PaypalMode {
  if (accountNames.length === 1) return 'single';
  return accountNames.length > 1 ? 'select' : 'email';
}

/** The PayPal account a payout goes to, or null when the player still has to give or choose one. */
export function paypalAccountFor(accountNames: readonly string[], chosen: string | null): string | null {
  const mode = paypalModeFor(accountNames);
  if (mode === 'single') return accountNames[0] ?? null;
  if (mode === 'select') return chosen !== null && accountNames.includes(chosen) ? chosen : null;
  return chosen !== null && validatePaypalEmail(chosen) === null ? chosen.trim() : null;
}

export function bankAccountComplete(bank: PayoutBankDraft | null): bank is PayoutBankDraft {
  if (bank === null) return false;
  const errors = 'routingNumber' in bank ? validatePayoutUsBankAccount(bank) : validatePayoutBankAccount(bank);
  return errors.length === 0;
}

/** The account part of the request, or null while the draft lacks it. */
export function payoutAccountFor(option: PayoutOption, draft: PayoutDraft): PayoutAccount | null {
  if (option.paytype === 'paypal') {
    const accountName = paypalAccountFor(option.accountNames, draft.paypalAccount);
    return accountName === null ? null : { accountName };
  }
  const bank = draft.bank;
  if (!bankAccountComplete(bank)) return null;
  if ('routingNumber' in bank) {
    return {
      holder: bank.holder.trim(),
      routingNumber: compactUsBankNumber(bank.routingNumber),
      accountNumber: compactUsBankNumber(bank.accountNumber),
    };
  }
  const bic = bank.bic.trim().toUpperCase();
  return { holder: bank.holder.trim(), iban: compactIban(bank.iban), ...(bic === '' ? {} : { bic }) };
}

export function buildPayoutRequest(option: PayoutOption, draft: PayoutDraft): PayoutRequest | null {
  const provider = payoutAccountFor(option, draft);
  if (provider === null || draft.amountMinor === null) return null;
  return { paytype: option.paytype, withdrawable: draft.amountMinor, provider };
}

export type GuardedPayoutStep = 'intro' | 'select' | 'data' | 'summary';
export type StepRedirect = { to: string; passwordAgain: boolean };

const redirectTo = (to: string, passwordAgain = false): StepRedirect => ({ to, passwordAgain });

/**
 * Where a step sends the player when something it needs is missing (SPEC §2, §4): not allowed (or
 * a payout still pending) → the intro, which says why; no usable method → select; no valid amount
 * or account → data; no payout token (a reload) → data, asking for the password again.
 */
export function payoutStepRedirect(
  step: GuardedPayoutStep,
  info: PayoutInfo,
  draft: PayoutDraft,
  hasToken: boolean,
): StepRedirect | null {
  if (step === 'intro') return null;
  if (!info.payoutAllowed || info.pendingPayout) return redirectTo('/payout');
  if (step === 'select') return null;
  const option = usableOption(info, draft.paytype);
  if (option === undefined) return redirectTo('/payout/select');
  if (step === 'data') return null;
  const amountError = validatePayoutAmount({
    amountMinor: draft.amountMinor,
    feeMinor: option.feeMinor,
    withdrawableMinor: info.withdrawable,
    minimumMinor: payoutMinimumOf(info),
  });
  if (amountError !== null || payoutAccountFor(option, draft) === null) return redirectTo('/payout/data');
  return hasToken ? null : redirectTo('/payout/data', true);
}
