// Every route of SPEC §2. Each view is a lazy module, so the amount screen loads only its own code; the
// other views also load the rest of the language's texts (the first screen needs only its own).
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppShell } from '../components/layout/app-shell';
import { loadAllTexts } from '../lib/i18n';
import { createNavigationGuard, type GuardEnvironment } from '../lib/navigation-guard';
import { initialLoadQueryOptions } from '../lib/session/initial-load';
import { AppFallback, RootLayout } from './root-layout';
import { ShopGate } from './shop-gate';

/** A page past the first screen loads the rest of the language's texts along with its code. */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllTexts()]))[0];
}

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
                { path: 'extern/:target', lazy: withAllTexts(() => import('./routes/extern')) },
                { path: 'reload', lazy: withAllTexts(() => import('./routes/reload')) },
                { path: 'not-authorized', lazy: withAllTexts(() => import('./routes/not-authorized')) },
                { path: 'error/:code?', lazy: withAllTexts(() => import('./routes/error')) },
                // Outside the shop gate: error pages link here, and it must open when the shop cannot load.
                { path: 'help', lazy: withAllTexts(() => import('./routes/help')) },
                { path: 'payout', lazy: withAllTexts(() => import('./routes/payout')) },
                { path: 'payout/select', lazy: withAllTexts(() => import('./routes/payout-select')) },
                { path: 'payout/data', lazy: withAllTexts(() => import('./routes/payout-data')) },
                { path: 'payout/summary', lazy: withAllTexts(() => import('./routes/payout-summary')) },
                { path: 'payout/success', lazy: withAllTexts(() => import('./routes/payout-success')) },
                {
                  Component: ShopGate,
                  // Starts the initial-load chain while the view's code is still loading.
                  loader: () => {
                    void queryClient.prefetchQuery(initialLoadQueryOptions(queryClient));
                    return null;
                  },
                  children: [
                    { index: true, lazy: () => import('./routes/amount') },
                    { path: 'subscription', lazy: withAllTexts(() => import('./routes/subscription')) },
                    { path: 'benefits', lazy: withAllTexts(() => import('./routes/benefits')) },
                    { path: 'provider/none', lazy: withAllTexts(() => import('./routes/provider-none')) },
                    { path: 'provider/:paytypeKey', lazy: withAllTexts(() => import('./routes/provider')) },
                    { path: 'personal', lazy: withAllTexts(() => import('./routes/personal')) },
                    { path: 'review', lazy: withAllTexts(() => import('./routes/review')) },
                    { path: 'express', lazy: withAllTexts(() => import('./routes/express')) },
                    { path: 'processing/:tid?', lazy: withAllTexts(() => import('./routes/processing')) },
                    { path: 'postprocessing/:tid?', lazy: withAllTexts(() => import('./routes/postprocessing')) },
                    { path: 'forwarding/:tid?', lazy: withAllTexts(() => import('./routes/forwarding')) },
                    { path: 'end', lazy: withAllTexts(() => import('./routes/end')) },
                    { path: 'end-banktransfer', lazy: withAllTexts(() => import('./routes/end-banktransfer')) },
                  ],
                },
                { path: '*', lazy: withAllTexts(() => import('./routes/not-found')) },
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
