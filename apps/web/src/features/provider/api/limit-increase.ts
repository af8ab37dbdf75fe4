// Limit increase for direct debit (SPEC §4, §7): HEAD …/pendingApproval tells whether a form is waiting,
// POST mails the form. Failures only warn in the console (SPEC §8).
import { LIMIT_INCREASE_PROVIDER_CODES, limitIncreasePaths } from '@shop/contracts/limit-increase-paths';
import type { ProviderCode } from '@shop/contracts/shop';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, requestJson, requestText } from '../../../lib/api-client';
import { limitIncreaseRequestResultCheck } from '../../../lib/contract-checks/later/provider';
import { tokenStore } from '../../../lib/token-store';

export function offersLimitIncrease(code: ProviderCode): boolean {
  return (LIMIT_INCREASE_PROVIDER_CODES as readonly string[]).includes(code);
}

/** True when a form is pending approval; a 4xx simply means none is. */
export async function fetchPendingApproval(code: ProviderCode, signal?: AbortSignal): Promise<boolean> {
  try {
    await requestText(limitIncreasePaths.pendingApproval(code), {
      method: 'HEAD',
      token: tokenStore.current(),
      signal,
    });
    return true;
  } catch (error) {
    const expected = error instanceof ApiError && error.kind === 'http' && error.status < 500;
    if (!expected) console.warn('Limit increase: pending check failed', error);
    return false;
  }
}

export async function requestLimitIncrease(code: ProviderCode): Promise<string> {
  const answer = await requestJson(limitIncreasePaths.request(code), limitIncreaseRequestResultCheck, {
    method: 'POST',
    token: tokenStore.current(),
  });
  return answer.recipient;
}

export function usePendingApproval(code: ProviderCode, enabled: boolean) {
  return useQuery({
    queryKey: ['limit-increase-pending', code] as const,
    queryFn: ({ signal }) => fetchPendingApproval(code, signal),
    enabled,
  });
}

export function useLimitIncreaseRequest(code: ProviderCode) {
  return useMutation({
    mutationFn: () => requestLimitIncrease(code),
    onError: (error) => console.warn('Limit increase: request failed', error),
  });
}
