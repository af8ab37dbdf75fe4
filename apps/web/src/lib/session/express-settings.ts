// GET /deposit/shop/express/settings (SPEC §3 Express payment paytype, §7): the player's express methods.
// Shared: review shows its opt-in from it, the express screen pays the favourite, and the processing views
// store the answer of the subscription after SUCCESS.
import type { ExpressPaytype, ExpressSettings } from '@shop/contracts/express';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson, requireToken } from '../api-client';
import { expressSettingsCheck } from '../contract-checks/later/express';
import { tokenStore } from '../token-store';

export function fetchExpressSettings(token: string, signal?: AbortSignal): Promise<ExpressSettings> {
  return requestJson('/deposit/shop/express/settings', expressSettingsCheck, { token, signal });
}

const EXPRESS_SETTINGS_FRESH_MS = 30_000;

export const expressSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['express', 'settings'] as const,
    // Fresh for a little while, so the answer review's prefetch started before the view rendered is the one it
    // shows instead of being asked again on mount; a subscription stores or invalidates it anyway.
    staleTime: EXPRESS_SETTINGS_FRESH_MS,
    queryFn: ({ signal }) => fetchExpressSettings(requireToken(tokenStore.stored()), signal),
  });

export function useExpressSettings(enabled = true) {
  return useQuery({ ...expressSettingsQueryOptions(), enabled });
}

/**
 * Starts the settings call as soon as this page's token is there (beside the shop call of the initial load),
 * before the view that shows them renders: review's first text waits for them (issue 11, LCP).
 */
export async function prefetchExpressSettings(queryClient: QueryClient): Promise<void> {
  await tokenStore.whenCurrent();
  await queryClient.prefetchQuery(expressSettingsQueryOptions());
}

/** After the subscription call: the screens see the new favourite without asking again. */
export function storeExpressSettings(queryClient: QueryClient, settings: ExpressSettings): void {
  queryClient.setQueryData(expressSettingsQueryOptions().queryKey, settings);
}

/** The player's favourite, when it can be charged now. */
export function availableFavourite(settings: readonly ExpressPaytype[] | undefined): ExpressPaytype | undefined {
  return settings?.find((setting) => setting.subscribed && setting.available);
}
