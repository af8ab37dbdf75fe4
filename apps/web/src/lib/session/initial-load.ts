// The initial-load chain of SPEC §6/§7: user → navigation target → token → shop, with one
// 10 s time-out for the whole chain. Every expected failure becomes a place to go, not a throw.
import type { PaymentNavigationTarget } from '@shop/contracts/navigation';
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { INITIAL_LOAD_TIMEOUT_MS } from '@shop/domain/constants';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '../../config/env';
import { hrefs, paths } from '../../config/paths';
import { ApiError } from '../api-client';
import { applyUserLanguage } from '../i18n';
import { tokenStore } from '../token-store';
import { fetchDepositToken, tokenErrorCode } from './deposit-token';
import { fetchPaymentNavigationTarget } from './payment-navigation-target';
import { shopFailureRoute, shopQueryOptions } from './shop';
import { userDataQueryOptions } from './user-data';

export type InitialLoadOutcome =
  /** `express`: the platform answered EXPRESS_PAYMENT for the express screen's entry (issue 8). */
  | { kind: 'ready'; user: UserData; shop: ShopResponse; express?: true }
  /** Go to a route of the shop (replacing the current entry). */
  | { kind: 'redirect'; to: string }
  /** Leave the shop for a page of the host platform. */
  | { kind: 'leave'; url: string };

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** SPEC §6: ACCESS_DENIED leaves for the url it names (e-mail: the configured page first). */
export function accessDeniedOutcome(target: PaymentNavigationTarget): InitialLoadOutcome {
  const url = target.reason === 'EMAIL_NOT_VALIDATED' ? (env.emailNotValidDestination ?? target.url) : target.url;
  return url === null || url === '' ? { kind: 'redirect', to: hrefs.error('forbidden') } : { kind: 'leave', url };
}

function navigationFailureOutcome(error: unknown): InitialLoadOutcome {
  const unauthenticated = error instanceof ApiError && error.kind === 'http' && [401, 403, 500].includes(error.status);
  return { kind: 'redirect', to: unauthenticated ? paths.notAuthorized : hrefs.error('503') };
}

/** The express screen is the platform's quick-deposit entry: the navigation target is asked for it. */
const EXPRESS_ENTRY = 'express';

async function runChain(
  queryClient: QueryClient,
  search: string,
  signal: AbortSignal,
  pathname: string,
): Promise<InitialLoadOutcome> {
  const existingToken = tokenStore.current();
  // The token call needs no user data, so it runs beside the user call; its answer is judged in SPEC order.
  const [userResult, tokenResult] = await Promise.all([
    settle(queryClient.fetchQuery(userDataQueryOptions())),
    settle(existingToken === undefined ? fetchDepositToken(signal) : Promise.resolve(existingToken)),
  ]);
  // SPEC §6: a failing user call (500, 401, 403 or anything else) means not authenticated.
  if (!userResult.ok) return { kind: 'redirect', to: paths.notAuthorized };
  const user = userResult.value;

  const shopPromise = tokenResult.ok ? settle(queryClient.fetchQuery(shopQueryOptions())) : undefined;
  const [navigation] = await Promise.all([
    settle(fetchPaymentNavigationTarget(user.userId, signal, pathname === paths.express ? EXPRESS_ENTRY : undefined)),
    applyUserLanguage(user, search).catch(() => undefined),
  ]);
  if (!navigation.ok) return navigationFailureOutcome(navigation.error);
  if (navigation.value.target === 'ACCESS_DENIED') return accessDeniedOutcome(navigation.value);

  if (!tokenResult.ok || shopPromise === undefined) {
    const code = tokenErrorCode(tokenResult.ok ? undefined : tokenResult.error);
    return { kind: 'redirect', to: code === 'not-logged-in' ? paths.notAuthorized : hrefs.error('forbidden') };
  }
  const shop = await shopPromise;
  if (!shop.ok) {
    const to = shopFailureRoute(shop.error);
    if (to === paths.notAuthorized) tokenStore.clear();
    return { kind: 'redirect', to };
  }
  const express = navigation.value.target === 'EXPRESS_PAYMENT';
  return { kind: 'ready', user, shop: shop.value, ...(express ? { express: true as const } : {}) };
}

/** Runs the chain; after INITIAL_LOAD_TIMEOUT_MS it gives up with /error/503 and aborts what is in flight. */
export function runInitialLoad(queryClient: QueryClient, search: string, pathname = ''): Promise<InitialLoadOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<InitialLoadOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'redirect', to: hrefs.error('503') });
    }, INITIAL_LOAD_TIMEOUT_MS);
  });
  return Promise.race([runChain(queryClient, search, controller.signal, pathname), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

const INITIAL_LOAD_KEY = ['initial-load'] as const;
export const initialLoadQueryKey = INITIAL_LOAD_KEY;

export const initialLoadQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: INITIAL_LOAD_KEY,
    queryFn: () =>
      typeof window === 'undefined'
        ? runInitialLoad(queryClient, '')
        : runInitialLoad(queryClient, window.location.search, window.location.pathname),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Forgets the outcome so the next shop view runs the chain again (user and shop stay cached). */
export function resetInitialLoad(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: INITIAL_LOAD_KEY, exact: true });
}

/** The chain's outcome; a chain that threw (a bug, not an expected failure) counts as unexpected. */
export function useInitialLoad(queryClient: QueryClient): InitialLoadOutcome | undefined {
  const query = useQuery(initialLoadQueryOptions(queryClient));
  if (query.isError) return { kind: 'redirect', to: hrefs.error('unexpected') };
  return query.data;
}

export function initialLoadOutcome(queryClient: QueryClient): InitialLoadOutcome | undefined {
  return queryClient.getQueryData(INITIAL_LOAD_KEY);
}

/** Whether the shop was entered for an express deposit (EXPRESS_PAYMENT); undefined while loading. */
export function useExpressEntry(): boolean | undefined {
  const queryClient = useQueryClient();
  const outcome = useInitialLoad(queryClient);
  return outcome?.kind === 'ready' ? outcome.express === true : undefined;
}

export type ShopSession = { status: 'loading' } | { status: 'ready'; user: UserData; shop: ShopResponse };

/** For shop views: the user and shop once the initial load is through, else loading. */
export function useShopSession(): ShopSession {
  const queryClient = useQueryClient();
  const outcome = useInitialLoad(queryClient);
  return outcome?.kind === 'ready'
    ? { status: 'ready', user: outcome.user, shop: outcome.shop }
    : { status: 'loading' };
}
