// Saved-card mode (SPEC §2): the masked card, and only the CVC when the provider requires it. With the
// saved card's PSP token, the CVC goes to the PSP (our field, or its CVC frame in hosted mode), which
// answers a single-use token bound to that card; the CVC never reaches the shop. Without a CVC (or
// without a saved token) the draft holds no token and the server uses the saved card.

import type { HostedFieldState } from '@shop/contracts/psp-encrypt';
import type { CardDetails, ProviderDetails } from '@shop/contracts/purchase';
import { type CardError, digitsOnly, tokenizerErrorToRoute, validateCvc } from '@shop/domain/card';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { DraftCard } from '../../../lib/payment-draft';
import { EncryptClientError, parseFieldState, tokenizeHostedCard, tokenizeSavedCard } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';

/** The container of the hosted CVC frame for a saved card. */
export const SAVED_CVC_FIELDS = { cvc: 'psp-hosted-saved-cvc' } as const;

export function savedDraftCard(card: CardDetails, token = ''): DraftCard {
  return {
    token,
    holder: card.holder,
    last4: digitsOnly(card.number).slice(-4),
    brand: card.type,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    updateData: false,
    saved: true,
  };
}

type CardProviderDetails = Extract<ProviderDetails, { type: 'CARD' }>;

export function useSavedCard(details: CardProviderDetails, card: CardDetails, complete: (card: DraftCard) => void) {
  const navigate = useNavigate();
  const savedCardToken = card.token ?? '';
  const tokenized = card.cvcRequired && savedCardToken !== '';
  const hostedCvc = tokenized && details.cardMode === 'hosted';
  const [cvc, setCvc] = useState('');
  const [frameState, setFrameState] = useState<HostedFieldState>('empty');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const validation = useFieldValidation<'cvc', CardError>(() => validateCvc(cvc, card.cvcRequired));
  const onFieldState = useCallback((field: string, state: string) => {
    const report = parseFieldState(field, state);
    if (report?.field === 'cvc') setFrameState(report.state);
  }, []);
  const ready = useCardEncryption(
    details.encryptClient,
    hostedCvc ? { fields: SAVED_CVC_FIELDS, onFieldState } : undefined,
    tokenized,
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
    if (!tokenized) return complete(savedDraftCard(card));
    setBusy(true);
    try {
      const result = hostedCvc
        ? await tokenizeHostedCard(card.holder, savedCardToken)
        : await tokenizeSavedCard({ holder: card.holder, cvc: cvc.trim(), savedCardToken });
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
