// Who is signed in: GET /ops/api/me, kept in the query cache under ['me'] (null: nobody). Any 401 of any call
// empties it, which sends the console back to the login screen.
import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api, isUnauthenticated } from '../lib/api';
import type { Operator, OperatorRole } from '../lib/types';

export const ME_KEY = ['me'] as const;

export function createConsoleQueryClient(): QueryClient {
  let client: QueryClient | undefined;
  const signedOut = (error: unknown) => {
    if (isUnauthenticated(error)) client?.setQueryData(ME_KEY, null);
  };
  client = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      // No retries: a failure is shown with a "Try again" button.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

export async function fetchMe(): Promise<Operator | null> {
  try {
    return (await api<{ operator: Operator }>('/me')).operator;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: Number.POSITIVE_INFINITY });
}

/** The signed-in operator (only inside the signed-in layout). */
export function useOperator(): Operator {
  const { data } = useMe();
  if (data === null || data === undefined) throw new Error('useOperator outside the signed-in layout');
  return data;
}

export function hasRole(operator: Operator, role: OperatorRole): boolean {
  return operator.roles.includes(role);
}
