// Every route of SPEC §2. Each view is a lazy module, so the amount screen loads only its own code.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppShell } from '../components/layout/app-shell';
import { createNavigationGuard, type GuardEnvironment } from '../lib/navigation-guard';
import { initialLoadQueryOptions } from '../lib/session/initial-load';
import { AppFallback, RootLayout } from './root-layout';
import { ShopGate } from './shop-gate';

export type RouterOptions = { guardEnvironment?: GuardEnvironment };

export function createRoutes(queryClient: QueryClient, options: RouterOptions = {}): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: AppFallback,
      loader: createNavigationGuard(options.guardEnvironment),
      // The guard also checks the connection on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        {
          Component: AppShell,
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: [
                { path: 'extern/:target', lazy: () => import('./routes/extern') },
                { path: 'reload', lazy: () => import('./routes/reload') },
                { path: 'not-authorized', lazy: () => import('./routes/not-authorized') },
                { path: 'error/:code?', lazy: () => import('./routes/error') },
                // Outside the shop gate: error pages link here, and it must open when the shop cannot load.
                { path: 'help', lazy: () => import('./routes/help') },
                { path: 'payout', lazy: () => import('./routes/payout') },
                { path: 'payout/select', lazy: () => import('./routes/payout-select') },
                { path: 'payout/data', lazy: () => import('./routes/payout-data') },
                { path: 'payout/summary', lazy: () => import('./routes/payout-summary') },
                { path: 'payout/success', lazy: () => import('./routes/payout-success') },
                {
                  Component: ShopGate,
                  // Starts the initial-load chain while the view's code is still loading.
                  loader: () => {
                    void queryClient.prefetchQuery(initialLoadQueryOptions(queryClient));
                    return null;
                  },
                  children: [
                    { index: true, lazy: () => import('./routes/amount') },
                    { path: 'subscription', lazy: () => import('./routes/subscription') },
                    { path: 'benefits', lazy: () => import('./routes/benefits') },
                    { path: 'provider/none', lazy: () => import('./routes/provider-none') },
                    { path: 'provider/:paytypeKey', lazy: () => import('./routes/provider') },
                    { path: 'personal', lazy: () => import('./routes/personal') },
                    { path: 'review', lazy: () => import('./routes/review') },
                    { path: 'express', lazy: () => import('./routes/express') },
                    { path: 'processing/:tid?', lazy: () => import('./routes/processing') },
                    { path: 'postprocessing/:tid?', lazy: () => import('./routes/postprocessing') },
                    { path: 'forwarding/:tid?', lazy: () => import('./routes/forwarding') },
                    { path: 'end', lazy: () => import('./routes/end') },
                    { path: 'end-banktransfer', lazy: () => import('./routes/end-banktransfer') },
                  ],
                },
                { path: '*', lazy: () => import('./routes/not-found') },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
