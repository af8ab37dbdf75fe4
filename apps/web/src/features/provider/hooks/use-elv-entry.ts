// Direct-debit entry (SPEC §5 Direct debit): holder, IBAN shown in groups of four, BIC optional for German
// accounts; rules from @shop/domain/bank. The draft gets the compact IBAN.
import {
  type BankError,
  bicCountryOf,
  compactIban,
  formatIban,
  validateAccountHolder,
  validateBic,
  validateIban,
} from '@shop/domain/bank';
import { useState } from 'react';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { DraftElv, DraftMandate } from '../../../lib/payment-draft';

export type ElvField = 'holder' | 'iban' | 'bic';
export const ELV_FIELDS: readonly ElvField[] = ['holder', 'iban', 'bic'];

type ElvValues = Readonly<Record<ElvField, string>>;

/** Each field's rule on the form's values. */
const ELV_RULES: Readonly<Record<ElvField, (values: ElvValues) => BankError | null>> = {
  holder: (values) => validateAccountHolder(values.holder),
  iban: (values) => validateIban(values.iban),
  bic: (values) => validateBic(values.bic, { ibanCountry: bicCountryOf(values.iban) }),
};

type ElvEntryOptions = {
  initial: { holder: string; iban: string; bic: string };
  /** The mandate the new account starts with: never valid, since it is for another account (SPEC §2). */
  mandate: DraftMandate;
  complete: (elv: DraftElv) => void;
};

export function useElvEntry({ initial, mandate, complete }: ElvEntryOptions) {
  const [values, setValues] = useState({ ...initial, iban: formatIban(initial.iban) });
  const [attempt, setAttempt] = useState(0);

  const validation = useFieldValidation<ElvField, BankError>((field) => ELV_RULES[field](values));

  const change = (field: ElvField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    validation.changed(field);
  };

  const submit = () => {
    if (validation.validateAll(ELV_FIELDS).length > 0) return setAttempt((count) => count + 1);
    const bic = values.bic.trim().toUpperCase();
    complete({
      iban: compactIban(values.iban),
      holder: values.holder.trim(),
      bic: bic === '' ? null : bic,
      mandate: { ...mandate, valid: false },
    });
  };

  return {
    values,
    attempt,
    errorOf: validation.errorOf,
    blurred: validation.blurred,
    setHolder: (value: string) => change('holder', value),
    /** Takes the already formatted value (see useGroupedInput). */
    setIban: (value: string) => change('iban', value),
    setBic: (value: string) => change('bic', value.toUpperCase()),
    submit,
  };
}
