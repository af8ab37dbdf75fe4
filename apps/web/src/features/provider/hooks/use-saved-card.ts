// Saved-card mode (SPEC §2): the masked card and its CVC. The CVC goes to the PSP alone (our field, or its
// CVC frame in hosted mode), which answers a single-use CVC token; the purchase names the saved card by its
// opaque instrument id with that token. Neither the CVC nor the saved card's PSP token reaches the page's code.

import type { HostedFieldState } from '@shop/contracts/psp-encrypt';
import type { CardDetails, ProviderDetails } from '@shop/contracts/purchase';
import { type CardError, digitsOnly, tokenizerErrorToRoute, validateCvc } from '@shop/domain/card';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { DraftCard } from '../../../lib/payment-draft';
import { EncryptClientError, parseFieldState, tokenizeSavedCardCvc } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';

/** The container of the hosted CVC frame for a saved card. */
export const SAVED_CVC_FIELDS = { cvc: 'psp-hosted-saved-cvc' } as const;

export function savedDraftCard(card: CardDetails, cvcToken: string): DraftCard {
  return {
    token: cvcToken,
    holder: card.holder,
    last4: digitsOnly(card.number).slice(-4),
    brand: card.type,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    updateData: false,
    saved: true,
    instrumentId: card.instrumentId,
  };
}

type CardProviderDetails = Extract<ProviderDetails, { type: 'CARD' }>;

export function useSavedCard(details: CardProviderDetails, card: CardDetails, complete: (card: DraftCard) => void) {
  const navigate = useNavigate();
  const hostedCvc = details.cardMode === 'hosted';
  const [cvc, setCvc] = useState('');
  const [frameState, setFrameState] = useState<HostedFieldState>('empty');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const validation = useFieldValidation<'cvc', CardError>(() => validateCvc(cvc, true));
  const onFieldState = useCallback((field: string, state: string) => {
    const report = parseFieldState(field, state);
    if (report?.field === 'cvc') setFrameState(report.state);
  }, []);
  const ready = useCardEncryption(
    details.encryptClient,
    hostedCvc ? { fields: SAVED_CVC_FIELDS, onFieldState } : undefined,
    // A saved card is always paid with its CVC (the server refuses one without): the client is always needed.
    true,
  );

  const frameError = (): 'cvc_not_set' | 'cvc_invalid' | null => {
    if (frameState === 'invalid') return 'cvc_invalid';
    return frameState === 'empty' && submitted ? 'cvc_not_set' : null;
  };

  const showTokenizerError = (error: unknown) => {
    const outcome = tokenizerErrorToRoute(error instanceof EncryptClientError ? error.code : 'FAILED');
    if (outcome === '/error/1') return void navigate(outcome);
    // Only the CVC can be corrected here; anything else about the saved card is for the error page.
    if (outcome !== 'cvc_wrong_format') return void navigate(hrefs.error(outcome));
    if (hostedCvc) setFrameState('invalid');
    else validation.setOutsideError('cvc', outcome);
    setAttempt((count) => count + 1);
  };

  const submit = async () => {
    if (busy || !ready) return;
    setSubmitted(true);
    const invalid = hostedCvc ? frameState !== 'valid' : validation.validateAll(['cvc']).length > 0;
    if (invalid) return setAttempt((count) => count + 1);
    setBusy(true);
    try {
      const result = await tokenizeSavedCardCvc(hostedCvc ? undefined : cvc.trim());
      complete(savedDraftCard(card, result.token));
    } catch (error) {
      showTokenizerError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    cvc,
    setCvc: (value: string) => {
      setCvc(digitsOnly(value).slice(0, 4));
      validation.changed('cvc');
    },
    cvcError: validation.errorOf('cvc'),
    blurCvc: () => validation.blurred('cvc'),
    hostedCvc,
    frameState,
    frameError: frameError(),
    busy: busy || !ready,
    ready,
    attempt,
    submit,
  };
}
