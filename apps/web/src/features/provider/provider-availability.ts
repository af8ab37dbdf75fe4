// SPEC §4 markProviderAsNotAvailable: providers found unusable during this page's life (their details
// call failed with 5xx). Kept beside the shop in the query cache, so it lasts as long as the shop does.
import type { Provider } from '@shop/contracts/shop';
import { type QueryClient, useQuery } from '@tanstack/react-query';

const KEY = ['unavailable-providers'] as const;

export function markProviderAsNotAvailable(queryClient: QueryClient, code: string): void {
  queryClient.setQueryData<readonly string[]>(KEY, (current = []) =>
    current.includes(code) ? current : [...current, code],
  );
}

export function useUnavailableProviders(): readonly string[] {
  return (
    useQuery<readonly string[]>({
      queryKey: KEY,
      queryFn: () => [],
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }).data ?? []
  );
}

/** The shop's providers with the ones marked here as not usable. */
export function withAvailability(providers: readonly Provider[], unavailable: readonly string[]): Provider[] {
  return providers.map((provider) => (unavailable.includes(provider.code) ? { ...provider, usable: false } : provider));
}
