// GET /deposit/shop/details/{paytypeKey} (SPEC §7): the saved card or direct-debit account and the
// card-encryption scripts. Only card and direct-debit providers have details; the rest count as loaded.
import type { ProviderDetails } from '@shop/contracts/purchase';
import type { InputType, ProviderCode } from '@shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrefs } from '../../../config/paths';
import { ApiError, requestJson, requireToken } from '../../../lib/api-client';
import { providerDetailsCheck } from '../../../lib/contract-checks/later/provider';
import { tokenStore } from '../../../lib/token-store';

export function fetchProviderDetails(
  code: ProviderCode,
  token: string,
  signal?: AbortSignal,
): Promise<ProviderDetails> {
  return requestJson(`/deposit/shop/details/${encodeURIComponent(code)}`, providerDetailsCheck, { token, signal });
}

export const providerDetailsQueryOptions = (code: ProviderCode) =>
  queryOptions({
    queryKey: ['provider-details', code] as const,
    queryFn: ({ signal }) => fetchProviderDetails(code, requireToken(tokenStore.current()), signal),
  });

export function needsDetails(inputType: InputType): boolean {
  return inputType === 'CARD_PCI' || inputType === 'ELV';
}

/** The details of the selected provider; disabled (nothing to load) for the other input types. */
export function useProviderDetails(code: ProviderCode, inputType: InputType) {
  return useQuery({ ...providerDetailsQueryOptions(code), enabled: needsDetails(inputType) });
}

export type DetailsFailure = { kind: 'provider-not-available' } | { kind: 'route'; to: string } | { kind: 'ignore' };

/** SPEC §8 provider details load: 5xx marks the provider unavailable; auth or data problems are unexpected. */
export function detailsFailure(error: unknown): DetailsFailure {
  if (!(error instanceof ApiError)) return { kind: 'route', to: hrefs.error('unexpected') };
  if (error.kind === 'aborted') return { kind: 'ignore' };
  if (error.kind === 'http' && error.status >= 500) return { kind: 'provider-not-available' };
  if (error.kind === 'no-data' || error.kind === 'invalid' || error.kind === 'network') {
    return { kind: 'route', to: hrefs.error('unexpected') };
  }
  if (error.code === 'not-authenticated' || error.status === 401)
    return { kind: 'route', to: hrefs.error('unexpected') };
  return { kind: 'route', to: hrefs.error(error.code) };
}

/** The details must match the provider's input type: a card provider answering ELV details is a server error. */
export function detailsMatch(inputType: InputType, details: ProviderDetails): boolean {
  return (inputType === 'CARD_PCI' && details.type === 'CARD') || (inputType === 'ELV' && details.type === 'ELV');
}
