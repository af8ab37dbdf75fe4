// Saved-card mode (SPEC §2): the masked card and its CVC. The CVC goes to the PSP alone (our field, or its
// CVC frame in hosted mode), which answers a single-use CVC token; the purchase names the saved card by its
// opaque instrument id with that token. Neither the CVC nor the saved card's PSP token reaches the page's code.

import type { HostedFieldState } from '@shop/contracts/psp-encrypt';
import type { CardDetails, ProviderDetails } from '@shop/contracts/purchase';
import { digitsOnly, validateCvc } from '@shop/domain/card';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import type { DraftCard } from '../../../lib/payment-draft';
import { parseFieldState, tokenizeSavedCardCvc } from '../encrypt-client';
import { useCardEncryption } from './use-card-encryption';
import { useTokenizing } from './use-tokenizing';
import { useValidatedValue } from './use-validated-value';

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
  const cvc = useValidatedValue('', {
    validate: (value) => validateCvc(value, true),
    normalize: (input) => digitsOnly(input).slice(0, 4),
  });
  const [frameState, setFrameState] = useState<HostedFieldState>('empty');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
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

  const { busy, tokenize } = useTokenizing((outcome) => {
    // Only the CVC can be corrected here; anything else about the saved card is for the error page.
    if (outcome !== 'cvc_wrong_format') return void navigate(hrefs.error(outcome));
    if (hostedCvc) setFrameState('invalid');
    else cvc.setOutsideError(outcome);
    setAttempt((count) => count + 1);
  });

  const submit = async () => {
    if (busy || !ready) return;
    setSubmitted(true);
    const valid = hostedCvc ? frameState === 'valid' : cvc.check();
    if (!valid) return setAttempt((count) => count + 1);
    await tokenize(async () => {
      const result = await tokenizeSavedCardCvc(hostedCvc ? undefined : cvc.value.trim());
      complete(savedDraftCard(card, result.token));
    });
  };

  return {
    cvc: cvc.value,
    setCvc: cvc.set,
    cvcError: cvc.error,
    blurCvc: cvc.blur,
    hostedCvc,
    frameState,
    frameError: frameError(),
    busy: busy || !ready,
    ready,
    attempt,
    submit,
  };
}
