// GET /gd/rest/me/userData (cookie session): who the player is.
import { type UserData, userDataSchema } from '@shop/contracts/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../api-client';

export async function fetchUserData(signal?: AbortSignal): Promise<UserData> {
  // The contract is imported statically: every page's initial load needs it at once (no round trip for its code).
  return requestJson('/gd/rest/me/userData', userDataSchema, { signal });
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
