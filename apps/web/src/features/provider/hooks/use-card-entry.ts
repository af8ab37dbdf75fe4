// Full card entry with the shop's own fields (cardMode 'encrypted', SPEC §5 Card): field rules from
// @shop/domain/card, then the PSP client tokenizes; only the token and what review shows reach the draft.
import type { ProviderDetails } from '@shop/contracts/purchase';
import {
  type CardError,
  cardBrand,
  digitsOnly,
  formatCardNumber,
  normalizeCardHolder,
  validateCardHolder,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '@shop/domain/card';
import { useState } from 'react';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { DraftCard } from '../../../lib/payment-draft';
import { tokenizeCard } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';
import { useTokenizing } from './use-tokenizing';

export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';
export const CARD_FIELDS: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];

/** The field a card error belongs to (tokenizer errors included). */
export const CARD_ERROR_FIELD: Readonly<Record<CardError, CardField>> = {
  card_holder_not_set: 'holder',
  card_holder_no_blanks: 'holder',
  card_holder_invalid: 'holder',
  card_number_not_set: 'number',
  card_number_invalid: 'number',
  expiry_date_not_set: 'expiry',
  card_has_expired: 'expiry',
  cvc_not_set: 'cvc',
  cvc_wrong_format: 'cvc',
};

type CardValues = {
  holder: string;
  number: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cvc: string;
};

/** Each field's rule on the form's values. */
const CARD_RULES: Readonly<Record<CardField, (values: CardValues, today: Date) => CardError | null>> = {
  holder: (values) => validateCardHolder(values.holder),
  number: (values) => validateCardNumber(values.number),
  expiry: (values, today) => validateExpiry(values.expiryMonth, values.expiryYear, today),
  // A new card always needs its CVC (SPEC §2: edit marks it required).
  cvc: (values) => validateCvc(values.cvc, true),
};

type CardDetails = Extract<ProviderDetails, { type: 'CARD' }>;

type CardEntryOptions = {
  details: CardDetails;
  /** Opened by "edit" on a saved card: every field shows its error from the start (SPEC §2). */
  edited: boolean;
  initialHolder: string;
  complete: (card: DraftCard) => void;
};

export function useCardEntry({ details, edited, initialHolder, complete }: CardEntryOptions) {
  const [today] = useState(() => new Date());
  const [values, setValues] = useState<CardValues>({
    holder: initialHolder,
    number: '',
    expiryMonth: null,
    expiryYear: null,
    cvc: '',
  });
  const [attempt, setAttempt] = useState(0);
  const ready = useCardEncryption(details.encryptClient);

  const validation = useFieldValidation<CardField, CardError>(
    (field) => CARD_RULES[field](values, today),
    edited ? CARD_FIELDS : [],
  );

  const change = (field: CardField, patch: Partial<CardValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    validation.changed(field);
  };

  const { busy, tokenize } = useTokenizing((outcome) => {
    validation.setOutsideError(CARD_ERROR_FIELD[outcome], outcome);
    setAttempt((count) => count + 1);
  });

  const submit = async () => {
    if (busy || !ready) return;
    if (validation.validateAll(CARD_FIELDS).length > 0) return setAttempt((count) => count + 1);
    const { expiryMonth, expiryYear } = values;
    if (expiryMonth === null || expiryYear === null) return;
    const holder = normalizeCardHolder(values.holder);
    await tokenize(async () => {
      const result = await tokenizeCard({
        holder,
        number: digitsOnly(values.number),
        expiryMonth,
        expiryYear,
        cvc: values.cvc.trim(),
      });
      complete({
        token: result.token,
        holder,
        last4: result.last4,
        brand: result.brand ?? cardBrand(values.number),
        expiryMonth: result.expiryMonth,
        expiryYear: result.expiryYear,
        updateData: details.updateDetails,
        saved: false,
      });
    });
  };

  return {
    values,
    today,
    ready,
    busy,
    attempt,
    brand: cardBrand(values.number),
    errorOf: validation.errorOf,
    blurred: validation.blurred,
    setHolder: (holder: string) => change('holder', { holder }),
    setNumber: (number: string) => change('number', { number: formatCardNumber(number) }),
    setExpiryMonth: (month: number | null) => change('expiry', { expiryMonth: month }),
    setExpiryYear: (year: number | null) => change('expiry', { expiryYear: year }),
    setCvc: (cvc: string) => change('cvc', { cvc: digitsOnly(cvc).slice(0, 4) }),
    submit,
  };
}
