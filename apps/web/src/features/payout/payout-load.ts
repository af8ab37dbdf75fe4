// The payout views' load (SPEC §6, §7, §8): the user (cookie session) and GET /gd/rest/payout side
// by side — not the deposit shop's chain, which needs a deposit token and the shop. Every expected
// failure becomes a place to go: no user or 401 → /not-authorized, 403 not-allowed →
// /error/forbidden_payout with an error report, anything else → /error/unexpected.
import type { PayoutInfo } from '@shop/contracts/payout';
import type { UserData } from '@shop/contracts/user';
import { INITIAL_LOAD_TIMEOUT_MS } from '@shop/domain/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { hrefs, paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { applyUserLanguage } from '../../lib/i18n';
import { userDataQueryOptions } from '../../lib/session/user-data';
import { fetchPayoutInfo } from './api/payout-info';
import { reportPayoutNotAllowed } from './error-report';

export type PayoutLoadOutcome = { kind: 'ready'; user: UserData; info: PayoutInfo } | { kind: 'redirect'; to: string };

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** Where a failed GET /gd/rest/payout leads. */
export function payoutInfoFailureRoute(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 401) return paths.notAuthorized;
  if (error instanceof ApiError && error.kind === 'http' && error.status === 403)
    return hrefs.error('forbidden_payout');
  return hrefs.error('unexpected');
}

async function runChain(queryClient: QueryClient, search: string, signal: AbortSignal): Promise<PayoutLoadOutcome> {
  const [user, info] = await Promise.all([
    settle(queryClient.fetchQuery(userDataQueryOptions())),
    settle(fetchPayoutInfo(signal)),
  ]);
  // SPEC §6: a failing user call means not authenticated.
  if (!user.ok) return { kind: 'redirect', to: paths.notAuthorized };
  await applyUserLanguage(user.value, search).catch(() => undefined);
  if (!info.ok) {
    const to = payoutInfoFailureRoute(info.error);
    if (to === hrefs.error('forbidden_payout')) reportPayoutNotAllowed();
    return { kind: 'redirect', to };
  }
  return { kind: 'ready', user: user.value, info: info.value };
}

/** Runs the load; after INITIAL_LOAD_TIMEOUT_MS it gives up with /error/503, as the shop's chain does. */
export function runPayoutLoad(queryClient: QueryClient, search: string): Promise<PayoutLoadOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PayoutLoadOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'redirect', to: hrefs.error('503') });
    }, INITIAL_LOAD_TIMEOUT_MS);
  });
  return Promise.race([runChain(queryClient, search, controller.signal), timeout]).finally(() => clearTimeout(timer));
}

export const PAYOUT_LOAD_KEY = ['payout', 'load'] as const;

export const payoutLoadQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: PAYOUT_LOAD_KEY,
    queryFn: () => runPayoutLoad(queryClient, typeof window === 'undefined' ? '' : window.location.search),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Starts the payout load beside a payout step's code, before the step renders (the router's `prefetch`). */
export function prefetchPayoutLoad(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(payoutLoadQueryOptions(queryClient));
}

/** The next payout view loads the balance again (after a payout request changed it). */
export function markPayoutInfoStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: PAYOUT_LOAD_KEY, exact: true, refetchType: 'none' });
}

export function forgetPayoutLoad(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PAYOUT_LOAD_KEY, exact: true });
}
