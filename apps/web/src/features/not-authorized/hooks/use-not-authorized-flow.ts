// The not-authorized flow (SPEC §4, §6): a known user gets a new token and goes back to the shop;
// without one the browser goes to the platform's home with auth=false, or, when the shop was
// already entered with auth=false (cookies blocked), to the cookie settings.

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { platformPages } from '../../../config/platform-pages';
import { browserLocation } from '../../../lib/browser-location';
import { fetchDepositToken } from '../../../lib/session/deposit-token';
import { resetInitialLoad } from '../../../lib/session/initial-load';
import { knownUser } from '../../../lib/session/user-data';

// A second not-authorized visit this soon after a token refresh means the refresh did not help:
// leave instead of looping between the shop and this view.
const REFRESH_KEY = ['not-authorized', 'last-refresh'] as const;
const REFRESH_COOLDOWN_MS = 30_000;

function mayRefresh(queryClient: QueryClient): boolean {
  const last = queryClient.getQueryData<number>(REFRESH_KEY);
  return last === undefined || Date.now() - last > REFRESH_COOLDOWN_MS;
}

export function platformDestination(search: string): string {
  return new URLSearchParams(search).get('auth') === 'false'
    ? platformPages.cookieSettings
    : platformPages.homeNotAuthenticated;
}

export function useNotAuthorizedFlow(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    let cancelled = false;
    const leave = () => {
      if (!cancelled) browserLocation.assign(platformDestination(search));
    };
    if (knownUser(queryClient) === undefined || !mayRefresh(queryClient)) {
      leave();
      return;
    }
    queryClient.setQueryData(REFRESH_KEY, Date.now());
    fetchDepositToken().then(() => {
      if (cancelled) return;
      resetInitialLoad(queryClient);
      void navigate('/', { replace: true });
    }, leave);
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate, search]);
}
