// A card's tokenization by the PSP client (SPEC §5 Card): busy while it runs; a failure of the client itself goes
// to /error/1, a refusal that names a field (number, expiry, CVC, holder) goes back to the form.
import { type CardError, tokenizerErrorToRoute } from '@shop/domain/card';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EncryptClientError } from '../encrypt-client';

export function useTokenizing(onRefused: (error: CardError) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const tokenize = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      const outcome = tokenizerErrorToRoute(error instanceof EncryptClientError ? error.code : 'FAILED');
      if (outcome === '/error/1') void navigate(outcome);
      else onRefused(outcome);
    } finally {
      setBusy(false);
    }
  };
  return { busy, tokenize };
}
