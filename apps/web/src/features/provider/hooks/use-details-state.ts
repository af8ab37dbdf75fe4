// Loads the selected provider's details and acts on a failure (SPEC §8 provider details load):
// 5xx marks the provider not available (the entry rules then move on), reports it and logs it.
import type { ProviderDetails } from '@shop/contracts/purchase';
import type { InputType, ProviderCode } from '@shop/contracts/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { detailsFailure, detailsMatch, needsDetails, useProviderDetails } from '../api/provider-details';
import { reportError } from '../error-report';
import { markProviderAsNotAvailable } from '../provider-availability';

export type DetailsState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; details: ProviderDetails };

export function useDetailsState(code: ProviderCode, inputType: InputType): DetailsState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useProviderDetails(code, inputType);
  const error = query.error;
  const mismatch = query.data !== undefined && !detailsMatch(inputType, query.data);

  useEffect(() => {
    if (mismatch) {
      void navigate(hrefs.error('wrong_input_type'));
      return;
    }
    if (error === null) return;
    const failure = detailsFailure(error);
    if (failure.kind === 'route') void navigate(failure.to);
    if (failure.kind !== 'provider-not-available') return;
    console.error(`Provider ${code} is not available`, error);
    reportError({ type: 'provider-not-available', code });
    markProviderAsNotAvailable(queryClient, code);
  }, [error, mismatch, code, navigate, queryClient]);

  if (!needsDetails(inputType)) return { status: 'none' };
  if (query.data === undefined || mismatch) return { status: 'loading' };
  return { status: 'ready', details: query.data };
}
