// Card entry in the PSP's hosted fields (cardMode 'hosted', SPEC §4/§5): the frames report empty, valid
// or invalid; the holder is ours. Continue is disabled while the client tokenizes.

import type { HostedField, HostedFieldState } from '@shop/contracts/psp-encrypt';
import type { ProviderDetails } from '@shop/contracts/purchase';
import { type CardError, normalizeCardHolder, tokenizerErrorToRoute, validateCardHolder } from '@shop/domain/card';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { DraftCard } from '../../../lib/payment-draft';
import { EncryptClientError, parseFieldState, tokenizeHostedCard } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';

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
  const navigate = useNavigate();
  const [holder, setHolder] = useState(initialHolder);
  const [states, setStates] = useState<Record<HostedField, HostedFieldState>>({
    number: 'empty',
    expiry: 'empty',
    cvc: 'empty',
  });
  const [submitted, setSubmitted] = useState(edited);
  const [tokenizing, setTokenizing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const validation = useFieldValidation<'holder', CardError>(
    () => validateCardHolder(holder),
    edited ? ['holder'] : [],
  );

  const onFieldState = useCallback((field: string, state: string) => {
    const report = parseFieldState(field, state);
    if (report !== null) setStates((current) => ({ ...current, [report.field]: report.state }));
  }, []);
  const ready = useCardEncryption(details.encryptClient, { fields: HOSTED_FIELD_IDS, onFieldState });

  const frameError = (field: HostedField): HostedFieldError | null => {
    if (states[field] === 'invalid') return `${field}_invalid`;
    return states[field] === 'empty' && submitted ? `${field}_not_set` : null;
  };

  const showTokenizerError = (error: unknown) => {
    const outcome = tokenizerErrorToRoute(error instanceof EncryptClientError ? error.code : 'FAILED');
    if (outcome === '/error/1') return void navigate(outcome);
    const frame = FRAME_OF_ERROR[outcome];
    if (frame === undefined) validation.setOutsideError('holder', outcome);
    else setStates((current) => ({ ...current, [frame]: 'invalid' }));
    setAttempt((count) => count + 1);
  };

  const submit = async () => {
    if (tokenizing || !ready) return;
    setSubmitted(true);
    const holderInvalid = validation.validateAll(['holder']).length > 0;
    if (holderInvalid || HOSTED_FIELDS.some((field) => states[field] !== 'valid')) {
      return setAttempt((count) => count + 1);
    }
    const name = normalizeCardHolder(holder);
    setTokenizing(true);
    try {
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
    } catch (error) {
      showTokenizerError(error);
    } finally {
      setTokenizing(false);
    }
  };

  return {
    holder,
    setHolder: (value: string) => {
      setHolder(value);
      validation.changed('holder');
    },
    holderError: validation.errorOf('holder'),
    blurHolder: () => validation.blurred('holder'),
    states,
    frameError,
    ready,
    tokenizing,
    attempt,
    submit,
  };
}
