// The payout request's amount and account rules (SPEC §5 Payout, §8 payout errors), with the domain rules the
// web uses, mapped to the server's payoutErrors codes. Pure: the caller reads balance and accounts.
import type { PayoutRequest } from '@shop/contracts/payout';
import { compactIban, compactUsBankNumber } from '@shop/domain/bank';
import { currencyFactor } from '@shop/domain/money';
import {
  forcedPayoutMinimum,
  type PayoutErrorCode,
  validatePayoutAmount,
  validatePayoutBankAccount,
  validatePayoutUsBankAccount,
  validatePaypalEmail,
} from '@shop/domain/payout';

export type PayoutAccount =
  | { paytype: 'banktransfer'; holder: string; iban: string; bic: string | null }
  | { paytype: 'banktransfer'; holder: string; routingNumber: string; accountNumber: string }
  | { paytype: 'paypal'; paypalAccount: string };

export interface PayoutCheckInput {
  request: PayoutRequest;
  /** Game currency of the balances and the amount. */
  currency: string;
  fee: number;
  withdrawable: number;
  /** Withdrawable plus bonus: decides a forced payout. */
  balance: number;
  paypalAccounts: readonly string[];
  /** A successful PayPal deposit is known even when none of its payer accounts is; default: some account is. */
  paypalDeposited?: boolean;
  /** SPEC §9: US players' bank payouts take routing and account number, everyone else's an IBAN (default). */
  bankRegion?: 'US' | 'SEPA';
}

export type PayoutCheck = { ok: true; account: PayoutAccount } | { ok: false; codes: PayoutErrorCode[] };

/**
 * amountInvalid: not more than the fee, more than withdrawable, or — when the balance is above the
 * forced-payout limit — less than the excess over it (or than everything withdrawable, when the excess
 * is mostly bonus, which cannot be paid out).
 */
export function checkPayoutAmount(
  input: Omit<PayoutCheckInput, 'paypalAccounts' | 'bankRegion'>,
): PayoutErrorCode | null {
  const amount = input.request.withdrawable;
  const minimumMinor = forcedPayoutMinimum({
    balanceMinor: input.balance,
    withdrawableMinor: input.withdrawable,
    factor: currencyFactor(input.currency),
  });
  const error = validatePayoutAmount({
    amountMinor: amount,
    feeMinor: input.fee,
    withdrawableMinor: input.withdrawable,
    minimumMinor,
  });
  return error === null ? null : 'amountInvalid';
}

/**
 * PayPal: paypalUseFirst without an earlier successful PayPal deposit; otherwise the account must be one of
 * the payer accounts known from those deposits (compared without case). A single account is used when none
 * is named (SPEC §5: one account is used). With no payer account known, the typed e-mail is used.
 */
function checkPaypal(
  request: PayoutRequest,
  accounts: readonly string[],
  deposited: boolean,
): { account: PayoutAccount } | { code: PayoutErrorCode } {
  const named = request.provider.accountName?.trim() ?? '';
  if (accounts.length === 0) {
    if (!deposited) return { code: 'paypalUseFirst' };
    // PayPal deposits whose payer account is unknown: the player names it (SPEC §2 e-mail input).
    if (validatePaypalEmail(named) !== null) return { code: 'paypalAccountNotAccepted' };
    return { account: { paytype: 'paypal', paypalAccount: named } };
  }
  if (named === '' && accounts.length === 1 && accounts[0] !== undefined) {
    return { account: { paytype: 'paypal', paypalAccount: accounts[0] } };
  }
  const known = accounts.find((account) => account.toLowerCase() === named.toLowerCase());
  if (validatePaypalEmail(named) !== null || known === undefined) return { code: 'paypalAccountNotAccepted' };
  return { account: { paytype: 'paypal', paypalAccount: known } };
}

/** Bank transfer: requiredBIC for a missing BIC (non-German IBANs), goBack for a wrong holder, IBAN or BIC. */
function checkBankAccount(request: PayoutRequest): { account: PayoutAccount } | { codes: PayoutErrorCode[] } {
  const holder = request.provider.holder?.trim() ?? '';
  const iban = compactIban(request.provider.iban ?? '');
  const bic = (request.provider.bic ?? '').trim().toUpperCase();
  const errors = validatePayoutBankAccount({ holder, iban, bic });
  if (errors.length === 0) {
    return { account: { paytype: 'banktransfer', holder, iban, bic: bic === '' ? null : bic } };
  }
  const codes: PayoutErrorCode[] = [];
  if (errors.includes('requiredBIC')) codes.push('requiredBIC');
  if (errors.some((error) => error !== 'requiredBIC')) codes.push('goBack');
  return { codes };
}

/** A US bank account (SPEC §9 region US): goBack for a wrong holder, routing number (ABA) or account number. */
function checkUsBankAccount(request: PayoutRequest): { account: PayoutAccount } | { codes: PayoutErrorCode[] } {
  const holder = request.provider.holder?.trim() ?? '';
  const routingNumber = compactUsBankNumber(request.provider.routingNumber ?? '');
  const accountNumber = compactUsBankNumber(request.provider.accountNumber ?? '');
  const errors = validatePayoutUsBankAccount({ holder, routingNumber, accountNumber });
  if (errors.length > 0) return { codes: ['goBack'] };
  return { account: { paytype: 'banktransfer', holder, routingNumber, accountNumber } };
}

/** Every failing rule's code once, in form order: the amount first, then the account. */
export function checkPayoutRequest(input: PayoutCheckInput): PayoutCheck {
  const codes: PayoutErrorCode[] = [];
  const amountError = checkPayoutAmount(input);
  if (amountError !== null) codes.push(amountError);
  let account: PayoutAccount | null = null;
  if (input.request.paytype === 'paypal') {
    const deposited = input.paypalDeposited ?? input.paypalAccounts.length > 0;
    const paypal = checkPaypal(input.request, input.paypalAccounts, deposited);
    if ('code' in paypal) codes.push(paypal.code);
    else account = paypal.account;
  } else {
    const bank = input.bankRegion === 'US' ? checkUsBankAccount(input.request) : checkBankAccount(input.request);
    if ('codes' in bank) codes.push(...bank.codes);
    else account = bank.account;
  }
  if (codes.length > 0 || account === null) return { ok: false, codes };
  return { ok: true, account };
}
