// GET /deposit/subscription (SPEC §7): the player's saver package, or null when there is none (404
// subscription-not-available). Shared: /subscription reads it, the processing views store the sign-up's answer.
import type { SubscriptionDetails } from '@shop/contracts/subscription';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { hrefs, paths } from '../../config/paths';
import { ApiError, requestJson, requireToken } from '../api-client';
import { subscriptionDetailsCheck } from '../contract-checks/later/subscription';
import { tokenStore } from '../token-store';

export async function fetchSubscriptionDetails(
  token: string,
  signal?: AbortSignal,
): Promise<SubscriptionDetails | null> {
  try {
    return await requestJson('/deposit/subscription', subscriptionDetailsCheck, { token, signal });
  } catch (error) {
    // The server answers 404 ["subscription-not-available"] when the player has no package.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export const subscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription', 'details'] as const,
    queryFn: ({ signal }) => fetchSubscriptionDetails(requireToken(tokenStore.stored()), signal),
  });

export function useSubscriptionDetails(enabled: boolean) {
  return useQuery({ ...subscriptionDetailsQueryOptions(), enabled });
}

/** After a successful sign-up: /subscription shows the new package without asking again. */
export function storeSubscriptionDetails(queryClient: QueryClient, details: SubscriptionDetails): void {
  queryClient.setQueryData(subscriptionDetailsQueryOptions().queryKey, details);
}

/** SPEC §6/§8: a refused token means not authenticated; any other failure is subscription-no-details. */
export function subscriptionDetailsFailureRoute(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403)) {
    return paths.notAuthorized;
  }
  return hrefs.error('subscription-no-details');
}
