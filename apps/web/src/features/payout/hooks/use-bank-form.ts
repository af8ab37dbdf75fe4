// The bank-details modal of a bank-transfer payout (SPEC §5 Payout bank form): holder, IBAN (shown
// in groups of four) and BIC, checked with validatePayoutBankAccount on save; a US player (SPEC §9
// region US) gives routing and account number instead, checked with validatePayoutUsBankAccount.
// Closing (Escape, the close icon, a background click) drops what was typed. Saved details go to the
// payout draft.
import { compactIban, compactUsBankNumber, formatIban } from '@shop/domain/bank';
import {
  type PayoutBankAccountError,
  type PayoutUsBankAccountError,
  validatePayoutBankAccount,
  validatePayoutUsBankAccount,
} from '@shop/domain/payout';
import { useState } from 'react';
import { type PayoutBankDraft, updatePayoutDraft } from '../../../lib/payout-draft';

export type BankRegion = 'US' | 'SEPA';
export type BankField = 'holder' | 'iban' | 'bic' | 'routingNumber' | 'accountNumber';
export type BankFormError = PayoutBankAccountError | PayoutUsBankAccountError;

/** The form's fields in order, per region. */
export const BANK_FIELDS_OF: Readonly<Record<BankRegion, readonly BankField[]>> = {
  SEPA: ['holder', 'iban', 'bic'],
  US: ['holder', 'routingNumber', 'accountNumber'],
};

const FIELD_OF_ERROR: Readonly<Record<BankFormError, BankField>> = {
  formatHolder: 'holder',
  formatIBAN: 'iban',
  formatBIC: 'bic',
  requiredBIC: 'bic',
  formatRoutingNumber: 'routingNumber',
  formatAccountNumber: 'accountNumber',
};

type BankValues = Record<BankField, string>;

const EMPTY: BankValues = { holder: '', iban: '', bic: '', routingNumber: '', accountNumber: '' };

export function bankErrorsByField(errors: readonly BankFormError[]): Partial<Record<BankField, BankFormError>> {
  const byField: Partial<Record<BankField, BankFormError>> = {};
  for (const error of errors) byField[FIELD_OF_ERROR[error]] ??= error;
  return byField;
}

function errorsOf(region: BankRegion, values: BankValues): BankFormError[] {
  return region === 'US' ? validatePayoutUsBankAccount(values) : validatePayoutBankAccount(values);
}

function valuesOf(saved: PayoutBankDraft | null): BankValues {
  if (saved === null) return EMPTY;
  if ('routingNumber' in saved) return { ...EMPTY, ...saved };
  return { ...EMPTY, ...saved, iban: formatIban(saved.iban) };
}

function draftOf(region: BankRegion, values: BankValues): PayoutBankDraft {
  const holder = values.holder.trim();
  if (region === 'US') {
    return {
      holder,
      routingNumber: compactUsBankNumber(values.routingNumber),
      accountNumber: compactUsBankNumber(values.accountNumber),
    };
  }
  return { holder, iban: compactIban(values.iban), bic: values.bic.trim().toUpperCase() };
}

export function useBankForm(saved: PayoutBankDraft | null, region: BankRegion = 'SEPA') {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BankValues>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errors = checked ? bankErrorsByField(errorsOf(region, values)) : {};

  const openForm = () => {
    setValues(valuesOf(saved));
    setChecked(false);
    setAttempt(0);
    setOpen(true);
  };

  const set = (field: BankField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Saves valid details and closes; otherwise shows the errors. Returns whether it saved. */
  const save = (): boolean => {
    if (errorsOf(region, values).length > 0) {
      setChecked(true);
      setAttempt((count) => count + 1);
      return false;
    }
    updatePayoutDraft({ bank: draftOf(region, values) });
    setOpen(false);
    return true;
  };

  return { open, region, values, errors, attempt, openForm, close: () => setOpen(false), set, save };
}
