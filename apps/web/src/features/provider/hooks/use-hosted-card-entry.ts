// Card entry in the PSP's hosted fields (cardMode 'hosted', SPEC §4/§5): the frames report empty, valid
// or invalid; the holder is ours. Continue is disabled while the client tokenizes.

import type { HostedField, HostedFieldState } from '@shop/contracts/psp-encrypt';
import type { ProviderDetails } from '@shop/contracts/purchase';
import { type CardError, normalizeCardHolder, validateCardHolder } from '@shop/domain/card';
import { useCallback, useState } from 'react';
import type { DraftCard } from '../../../lib/payment-draft';
import { parseFieldState, tokenizeHostedCard } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';
import { useTokenizing } from './use-tokenizing';
import { useValidatedValue } from './use-validated-value';

export const HOSTED_FIELDS: readonly HostedField[] = ['number', 'expiry', 'cvc'];
/** The containers the client mounts its frames into (one hosted form per page). */
export const HOSTED_FIELD_IDS: Readonly<Record<HostedField, string>> = {
  number: 'psp-hosted-number',
  expiry: 'psp-hosted-expiry',
  cvc: 'psp-hosted-cvc',
};

export type HostedFieldError = `${HostedField}_not_set` | `${HostedField}_invalid`;

// Tokenizer codes that point at a frame rather than at the holder field.
const FRAME_OF_ERROR: Partial<Record<CardError, HostedField>> = {
  card_number_invalid: 'number',
  card_has_expired: 'expiry',
  cvc_wrong_format: 'cvc',
};

type HostedEntryOptions = {
  details: Extract<ProviderDetails, { type: 'CARD' }>;
  edited: boolean;
  initialHolder: string;
  complete: (card: DraftCard) => void;
};

export function useHostedCardEntry({ details, edited, initialHolder, complete }: HostedEntryOptions) {
  const holder = useValidatedValue(initialHolder, { validate: validateCardHolder, touched: edited });
  const [states, setStates] = useState<Record<HostedField, HostedFieldState>>({
    number: 'empty',
    expiry: 'empty',
    cvc: 'empty',
  });
  const [submitted, setSubmitted] = useState(edited);
  const [attempt, setAttempt] = useState(0);

  const onFieldState = useCallback((field: string, state: string) => {
    const report = parseFieldState(field, state);
    if (report !== null) setStates((current) => ({ ...current, [report.field]: report.state }));
  }, []);
  const ready = useCardEncryption(details.encryptClient, { fields: HOSTED_FIELD_IDS, onFieldState });

  const frameError = (field: HostedField): HostedFieldError | null => {
    if (states[field] === 'invalid') return `${field}_invalid`;
    return states[field] === 'empty' && submitted ? `${field}_not_set` : null;
  };

  const { busy: tokenizing, tokenize } = useTokenizing((outcome) => {
    const frame = FRAME_OF_ERROR[outcome];
    if (frame === undefined) holder.setOutsideError(outcome);
    else setStates((current) => ({ ...current, [frame]: 'invalid' }));
    setAttempt((count) => count + 1);
  });

  const submit = async () => {
    if (tokenizing || !ready) return;
    setSubmitted(true);
    const holderValid = holder.check();
    if (!holderValid || HOSTED_FIELDS.some((field) => states[field] !== 'valid')) {
      return setAttempt((count) => count + 1);
    }
    const name = normalizeCardHolder(holder.value);
    await tokenize(async () => {
      const result = await tokenizeHostedCard(name);
      complete({
        token: result.token,
        holder: name,
        last4: result.last4,
        brand: result.brand ?? 'unknown',
        expiryMonth: result.expiry_month,
        expiryYear: result.expiry_year,
        updateData: details.updateDetails,
        saved: false,
      });
    });
  };

  return {
    holder: holder.value,
    setHolder: holder.set,
    holderError: holder.error,
    blurHolder: holder.blur,
    states,
    frameError,
    ready,
    tokenizing,
    attempt,
    submit,
  };
}
