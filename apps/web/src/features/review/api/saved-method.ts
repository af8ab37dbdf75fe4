// GET /deposit/shop/details/{paytypeKey} (SPEC §7) for the express screen: the saved card or account the
// favourite is charged with, shown masked. Only card and direct-debit providers have details.
import type { ProviderDetails } from '@shop/contracts/purchase';
import type { Provider } from '@shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson, requireToken } from '../../../lib/api-client';
import { providerDetailsCheck } from '../../../lib/contract-checks/later/provider';
import { tokenStore } from '../../../lib/token-store';

export function fetchSavedMethod(code: string, token: string, signal?: AbortSignal): Promise<ProviderDetails> {
  return requestJson(`/deposit/shop/details/${encodeURIComponent(code)}`, providerDetailsCheck, { token, signal });
}

export const savedMethodQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['express', 'saved-method', code] as const,
    queryFn: ({ signal }) => fetchSavedMethod(code, requireToken(tokenStore.stored()), signal),
  });

export function useSavedMethod(provider: Provider) {
  const hasDetails = provider.inputType === 'CARD_PCI' || provider.inputType === 'ELV';
  return useQuery({ ...savedMethodQueryOptions(provider.code), enabled: hasDetails });
}
