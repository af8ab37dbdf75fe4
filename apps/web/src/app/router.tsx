// Every route of SPEC §2, in React Router's declarative mode (<Routes>; the app needs no loaders or actions,
// and the data router's code was about 15 KB gzip on every first visit). Each view is a lazy module, so the
// amount screen loads only its own code; a view whose module names a part of the language's texts (`texts`)
// also loads that part (the first screen's texts are always there). Per location, before the view renders, `prepare` runs the navigation
// guard (SPEC §2: offline, referrer, direct entry), starts the view's code and, beside it, its data: for the
// shop views the initial-load chain, and a route's own `prefetch` (the payout steps' payout load, review's
// express settings) at once, not after the view's code (issue 11, LCP); main.tsx calls it for the first page
// before the language is known.

import type { Language } from '@shop/domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppShell } from '../components/layout/app-shell';
import { loadTextPart, preloadTextPart, type TextPart } from '../lib/i18n';
import { createNavigationGuard, type GuardEnvironment } from '../lib/navigation-guard';
import { initialLoadQueryOptions } from '../lib/session/initial-load';
import { storedSelection } from '../lib/shop-selection';
import { RootLayout } from './root-layout';
import { ShopGate } from './shop-gate';

/** A route module: its view and the part of the language's texts it shows beside the first screen's. */
type RouteModule = {
  Component: ComponentType;
  texts?: TextPart;
};
type View = {
  load: () => Promise<RouteModule>;
  start: () => Promise<unknown>;
  Component: ComponentType;
};

/** A lazy view, rendered once its code and its part of the texts are there. */
function view(importModule: () => Promise<RouteModule>): View {
  let module: Promise<RouteModule> | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () => {
    module ??= importModule();
    return module;
  };
  const start = () => {
    loading ??= load().then(async (loaded) => {
      if (loaded.texts !== undefined) await loadTextPart(loaded.texts);
      return { default: loaded.Component };
    });
    return loading;
  };
  return { load, start, Component: lazy(start) };
}

/**
 * Data a view shows, started with its code instead of once that code is there (issue 11, LCP). It imports a
 * small module of its own (routes/prefetch-*.ts) that reaches the one owning the query, which the view's code
 * imports too: the query key and function stay in one place, and the first screen's code does not grow.
 */
type Prefetch = (queryClient: QueryClient) => Promise<unknown>;

/** The payout steps' load: the user and GET /gd/rest/payout. */
const payoutLoad: Prefetch = (queryClient) =>
  import('./routes/prefetch-payout').then((module) => module.prefetch(queryClient));

/** The express settings, once the page's deposit token is there (beside the shop call). */
const expressSettings: Prefetch = (queryClient) =>
  import('./routes/prefetch-express-settings').then((module) => module.prefetch(queryClient));

/** Review shows the express opt-in for a one-off purchase only, not for the saver package. */
const reviewExpressSettings: Prefetch = (queryClient) =>
  storedSelection().type === 'SUBSCRIPTION' ? Promise.resolve() : expressSettings(queryClient);

/** `shop`: a view of the shop gate (the initial load). */
type RouteHandle = { view?: View; shop?: true; prefetch?: Prefetch };

function route(path: string | undefined, handle: RouteHandle): RouteObject {
  const View = handle.view?.Component;
  return { ...(path === undefined ? { index: true } : { path }), handle, element: View && <View /> };
}

export type RouterOptions = { guardEnvironment?: GuardEnvironment };

export type AppRoutes = {
  /** The routes, to render inside a router (<BrowserRouter>, or <MemoryRouter> in tests). */
  Routes: ComponentType;
  /** Guard, code and data of a location; once per location key. Returns where to redirect, if anywhere. */
  prepare: (location: { pathname: string; key: string }) => string | null;
  /** Starts loading the texts the view of a path shows, in a language i18next does not know yet (the first page). */
  preloadTexts: (pathname: string, language: Language) => void;
};

export function createAppRoutes(queryClient: QueryClient, options: RouterOptions = {}): AppRoutes {
  const shop: RouteHandle = { shop: true };
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          element: <AppShell />,
          children: [
            {
              element: <RouteErrorBoundary />,
              children: [
                route('extern/:target', { view: view(() => import('./routes/extern')) }),
                route('reload', { view: view(() => import('./routes/reload')) }),
                route('not-authorized', { view: view(() => import('./routes/not-authorized')) }),
                route('error/:code?', { view: view(() => import('./routes/error')) }),
                // Outside the shop gate: error pages link here, and it must open when the shop cannot load.
                route('help', { view: view(() => import('./routes/help')) }),
                route('payout', { view: view(() => import('./routes/payout')), prefetch: payoutLoad }),
                route('payout/select', { view: view(() => import('./routes/payout-select')), prefetch: payoutLoad }),
                route('payout/data', { view: view(() => import('./routes/payout-data')), prefetch: payoutLoad }),
                route('payout/summary', { view: view(() => import('./routes/payout-summary')), prefetch: payoutLoad }),
                route('payout/success', { view: view(() => import('./routes/payout-success')) }),
                {
                  element: <ShopGate />,
                  handle: shop,
                  children: [
                    route(undefined, { view: view(() => import('./routes/amount')) }),
                    route('subscription', { view: view(() => import('./routes/subscription')) }),
                    route('benefits', { view: view(() => import('./routes/benefits')) }),
                    route('provider/none', { view: view(() => import('./routes/provider-none')) }),
                    route('provider/:paytypeKey', { view: view(() => import('./routes/provider')) }),
                    route('personal', { view: view(() => import('./routes/personal')) }),
                    route('review', { view: view(() => import('./routes/review')), prefetch: reviewExpressSettings }),
                    route('express', { view: view(() => import('./routes/express')), prefetch: expressSettings }),
                    route('processing/:tid?', { view: view(() => import('./routes/processing')) }),
                    route('postprocessing/:tid?', { view: view(() => import('./routes/postprocessing')) }),
                    route('forwarding/:tid?', { view: view(() => import('./routes/forwarding')) }),
                    route('end', { view: view(() => import('./routes/end')) }),
                    route('end-banktransfer', { view: view(() => import('./routes/end-banktransfer')) }),
                  ],
                },
                route('*', { view: view(() => import('./routes/not-found')) }),
              ],
            },
          ],
        },
      ],
    },
  ];

  // One guard per router, so "first navigation" is per page load.
  const guard = createNavigationGuard(options.guardEnvironment);
  let prepared: { key: string; redirectTo: string | null } | undefined;

  const prepare: AppRoutes['prepare'] = ({ pathname, key }) => {
    if (prepared?.key === key) return prepared.redirectTo;
    const redirectTo = guard(pathname);
    prepared = { key, redirectTo };
    if (redirectTo !== null) return redirectTo;
    for (const match of matchRoutes(routes, pathname) ?? []) {
      const handle = match.route.handle as RouteHandle | undefined;
      // Starts the initial-load chain while the view's code is still loading.
      if (handle?.shop) void queryClient.prefetchQuery(initialLoadQueryOptions(queryClient));
      // The data's small chunk before the view's: on HTTP/1.1's six connections it would otherwise wait behind them.
      void handle?.prefetch?.(queryClient).catch(() => undefined);
      void handle?.view?.start().catch(() => undefined);
    }
    return null;
  };

  function Routes() {
    const location = useLocation();
    const redirectTo = prepare(location);
    const element = useRoutes(routes);
    if (redirectTo !== null) return <Navigate to={redirectTo} replace />;
    // Nothing shows until the first view's code is there; later navigations are transitions, so the
    // current view stays until the next one is ready.
    return <Suspense fallback={null}>{element}</Suspense>;
  }

  const preloadTexts: AppRoutes['preloadTexts'] = (pathname, language) => {
    for (const match of matchRoutes(routes, pathname) ?? []) {
      void (match.route.handle as RouteHandle | undefined)?.view
        ?.load()
        .then((module) => {
          if (module.texts !== undefined) preloadTextPart(module.texts, language);
        })
        .catch(() => undefined);
    }
  };

  return { Routes, prepare, preloadTexts };
}
