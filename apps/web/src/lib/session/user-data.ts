// GET /gd/rest/me/userData (cookie session): who the player is.
import type { UserData } from '@shop/contracts/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../api-client';

export async function fetchUserData(signal?: AbortSignal): Promise<UserData> {
  // The contract (and zod) load beside the request, not before it.
  const schema = import('@shop/contracts/user').then((contract) => contract.userDataSchema);
  return requestJson('/gd/rest/me/userData', schema, { signal });
}

export const userDataQueryOptions = () =>
  queryOptions({
    queryKey: ['user-data'] as const,
    queryFn: ({ signal }) => fetchUserData(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The user, when a userData call of this page's lifetime succeeded. */
export function knownUser(queryClient: QueryClient): UserData | undefined {
  return queryClient.getQueryData(userDataQueryOptions().queryKey);
}

/** The user from cache only: never starts a call (the initial load does that). */
export function useKnownUser(): UserData | undefined {
  return useQuery({ ...userDataQueryOptions(), enabled: false }).data;
}
