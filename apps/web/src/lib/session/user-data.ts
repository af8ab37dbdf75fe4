// GET /gd/rest/me/userData (cookie session): who the player is.
import type { UserData } from '@shop/contracts/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../api-client';
import { userDataCheck } from '../contract-checks';

export async function fetchUserData(signal?: AbortSignal): Promise<UserData> {
  // Checked against the contract without zod (lib/contract-checks, issue 11).
  return requestJson('/gd/rest/me/userData', userDataCheck, { signal });
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
