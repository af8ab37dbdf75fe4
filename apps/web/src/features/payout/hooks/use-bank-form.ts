// The bank-details modal of a bank-transfer payout (SPEC §5 Payout bank form): holder, IBAN (shown
// in groups of four) and BIC, checked with validatePayoutBankAccount on save; closing (Escape, the
// close icon, a background click) drops what was typed. Saved details go to the payout draft.
import { compactIban, formatIban } from '@shop/domain/bank';
import { type PayoutBankAccountError, validatePayoutBankAccount } from '@shop/domain/payout';
import { useState } from 'react';
import { type PayoutBankDraft, updatePayoutDraft } from '../../../lib/payout-draft';

export type BankField = 'holder' | 'iban' | 'bic';
export const BANK_FIELDS: readonly BankField[] = ['holder', 'iban', 'bic'];

const FIELD_OF_ERROR: Readonly<Record<PayoutBankAccountError, BankField>> = {
  formatHolder: 'holder',
  formatIBAN: 'iban',
  formatBIC: 'bic',
  requiredBIC: 'bic',
};

const EMPTY: PayoutBankDraft = { holder: '', iban: '', bic: '' };

export function bankErrorsByField(
  errors: readonly PayoutBankAccountError[],
): Partial<Record<BankField, PayoutBankAccountError>> {
  const byField: Partial<Record<BankField, PayoutBankAccountError>> = {};
  for (const error of errors) byField[FIELD_OF_ERROR[error]] ??= error;
  return byField;
}

export function useBankForm(saved: PayoutBankDraft | null) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PayoutBankDraft>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errors = checked ? bankErrorsByField(validatePayoutBankAccount(values)) : {};

  const openForm = () => {
    setValues(saved === null ? EMPTY : { ...saved, iban: formatIban(saved.iban) });
    setChecked(false);
    setAttempt(0);
    setOpen(true);
  };

  const set = (field: BankField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Saves valid details and closes; otherwise shows the errors. Returns whether it saved. */
  const save = (): boolean => {
    if (validatePayoutBankAccount(values).length > 0) {
      setChecked(true);
      setAttempt((count) => count + 1);
      return false;
    }
    updatePayoutDraft({
      bank: { holder: values.holder.trim(), iban: compactIban(values.iban), bic: values.bic.trim().toUpperCase() },
    });
    setOpen(false);
    return true;
  };

  return { open, values, errors, attempt, openForm, close: () => setOpen(false), set, save };
}
