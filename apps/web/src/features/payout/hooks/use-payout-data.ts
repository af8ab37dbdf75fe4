// The data step (SPEC §2, §4, §5): amount, account (bank form or PayPal) and the password. Continue
// checks the fields first, then the password with POST /gd/rest/oauth2/auth; the payout token stays
// in memory, the rest goes to the payout draft, and the summary follows.
import type { PayoutBankAccountError, PayoutUsBankAccountError } from '@shop/domain/payout';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import { updatePayoutDraft } from '../../../lib/payout-draft';
import { checkPayoutPassword } from '../api/payout-auth';
import { bankAccountComplete, type PayoutOption } from '../payout-model';
import { payoutToken } from '../payout-token';
import type { AmountFieldError } from './use-amount-field';
import { useAmountField } from './use-amount-field';
import type { PayoutContext } from './use-payout-view';
import { type PaypalError, usePaypalAccount } from './use-paypal-account';

export type DataField = 'amount' | 'account' | 'password';
export const DATA_FIELDS: readonly DataField[] = ['amount', 'account', 'password'];

export type PasswordError = 'empty' | 'wrong' | 'tooManyAttempts';
export type AccountError = PaypalError | 'bankMissing' | PayoutBankAccountError | PayoutUsBankAccountError;
export type DataError = AmountFieldError | AccountError | PasswordError;

export function usePayoutData(context: PayoutContext, option: PayoutOption) {
  const navigate = useNavigate();
  const { info, draft, locale } = context;
  const amount = useAmountField({ info, locale, feeMinor: option.feeMinor, initialMinor: draft.amountMinor });
  const paypal = usePaypalAccount(option.accountNames, draft.paypalAccount);
  const [password, setPasswordValue] = useState('');
  // A ref, not state: two presses in one frame must not both ask the server.
  const inFlight = useRef(false);
  const [checking, setChecking] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const accountError = (): AccountError | null => {
    if (option.paytype === 'paypal') return paypal.error;
    return bankAccountComplete(draft.bank) ? null : 'bankMissing';
  };

  const validation = useFieldValidation<DataField, DataError>((field) => {
    if (field === 'amount') return amount.error;
    if (field === 'account') return accountError();
    return password === '' ? 'empty' : null;
  });

  const setPassword = (value: string) => {
    setPasswordValue(value);
    // SPEC §5: the error text clears on typing.
    validation.changed('password');
  };

  const submit = async (): Promise<DataField[]> => {
    if (inFlight.current) return [];
    const errors = validation.validateAll(DATA_FIELDS);
    if (errors.length > 0) {
      setAttempt((count) => count + 1);
      return errors.map((entry) => entry.field);
    }
    inFlight.current = true;
    setChecking(true);
    const check = await checkPayoutPassword(password);
    inFlight.current = false;
    setChecking(false);
    if (check.kind === 'failed') {
      await navigate(hrefs.error('unexpected'));
      return [];
    }
    if (check.kind !== 'confirmed') {
      validation.setOutsideError('password', check.kind);
      setAttempt((count) => count + 1);
      return ['password'];
    }
    payoutToken.set(check.token);
    updatePayoutDraft({
      paytype: option.paytype,
      amountMinor: amount.amountMinor,
      ...(option.paytype === 'paypal' ? { paypalAccount: paypal.account } : {}),
    });
    await navigate('/payout/summary');
    return [];
  };

  return {
    amount,
    paypal,
    bank: draft.bank,
    password,
    setPassword,
    checking,
    attempt,
    errorOf: validation.errorOf,
    blurred: validation.blurred,
    changed: validation.changed,
    submit,
  };
}
