// The PayPal account of a payout (SPEC §5): one known account is used, several need a choice, none
// asks for the e-mail address (empty: 'field must not be empty'; invalid: 'enter a valid e-mail').
import { validatePaypalEmail } from '@shop/domain/payout';
import { useState } from 'react';
import { type PaypalMode, paypalAccountFor, paypalModeFor } from '../payout-model';

export type PaypalError = 'choose' | 'empty' | 'invalid';

export type PaypalAccount = {
  mode: PaypalMode;
  accountNames: readonly string[];
  value: string;
  setValue: (value: string) => void;
  error: PaypalError | null;
  /** The account to pay to, or null while missing or invalid. */
  account: string | null;
};

function initialValue(mode: PaypalMode, accountNames: readonly string[], stored: string | null): string {
  if (mode === 'select') return stored !== null && accountNames.includes(stored) ? stored : '';
  return mode === 'email' ? (stored ?? '') : '';
}

export function usePaypalAccount(accountNames: readonly string[], stored: string | null): PaypalAccount {
  const mode = paypalModeFor(accountNames);
  const [value, setValue] = useState(() => initialValue(mode, accountNames, stored));
  const account = paypalAccountFor(accountNames, mode === 'single' ? null : value);
  let error: PaypalError | null = null;
  if (mode === 'select' && account === null) error = 'choose';
  if (mode === 'email') error = validatePaypalEmail(value);
  return { mode, accountNames, value, setValue, error, account };
}
