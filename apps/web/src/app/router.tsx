// Every route of SPEC §2, in React Router's declarative mode (<Routes>; the app needs no loaders or actions,
// and the data router's code was about 15 KB gzip on every first visit). Each view is a lazy module, so the
// amount screen loads only its own code; a view whose module names a part of the language's texts (`texts`)
// also loads that part (the first screen's texts are always there). Per location, before the view renders, `prepare` runs the navigation
// guard (SPEC §2: offline, referrer, direct entry), starts the view's code and, beside it, its data: for the
// shop views the initial-load chain, and through a route's head (RouteHead) its own data (the payout steps'
// payout load, review's express settings) and, for review, express, the payout intro and the provider screen,
// its part of the texts, not one round trip after the view's code (issue 11, LCP); main.tsx calls it for the
// first page before the language is known.

import type { Language } from '@shop/domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppShell } from '../components/layout/app-shell';
import { loadTextPart, preloadTextPart, type TextPart } from '../lib/i18n';
import { createNavigationGuard, type GuardEnvironment } from '../lib/navigation-guard';
import { preloadedLazy } from '../lib/preloaded-lazy';
import { initialLoadQueryOptions } from '../lib/session/initial-load';
import { RootLayout } from './root-layout';
import { ShopGate } from './shop-gate';

/** A route module: its view and the part of the language's texts it shows beside the first screen's. */
type RouteModule = {
  Component: ComponentType;
  texts?: TextPart;
};
/**
 * A route's head (routes/*-head.ts): the data its view shows and, for some, the part of the texts it shows. A
 * small chunk the router asks for before the view's code, so both start at once instead of one round trip after
 * that code (issue 11, LCP); it reaches the modules owning the queries, which the view's code imports too, and
 * a view whose head names its texts re-exports them, so the query and the part stay in one place.
 */
type RouteHead = {
  texts?: TextPart;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};
type View = {
  /** The part of the texts the view shows, if any. */
  textPart: () => Promise<TextPart | undefined>;
  /** Starts the view's own data, if its head names any. */
  prefetch: (queryClient: QueryClient) => Promise<unknown>;
  start: () => Promise<unknown>;
  Component: ComponentType;
};

/** A lazy view, rendered once its code and its part of the texts are there. */
function view(importModule: () => Promise<RouteModule>, importHead?: () => Promise<RouteHead>): View {
  let module: Promise<RouteModule> | undefined;
  let head: Promise<RouteHead> | undefined;
  const load = () => {
    module ??= importModule();
    return module;
  };
  const loadHead = () => {
    head ??= importHead === undefined ? Promise.resolve({}) : importHead();
    return head;
  };
  const textPart = () =>
    loadHead().then((loaded) => (loaded.texts !== undefined ? loaded.texts : load().then((own) => own.texts)));
  // Rendered without a fallback once its code and texts are there (preloaded-lazy.tsx).
  const { Component, load: start } = preloadedLazy(() =>
    Promise.all([load(), textPart().then((part) => part && loadTextPart(part))]).then(([loaded]) => loaded.Component),
  );
  const prefetch = (queryClient: QueryClient) => loadHead().then((loaded) => loaded.prefetch?.(queryClient));
  return { textPart, prefetch, start, Component };
}

/** `shop`: a view of the shop gate (the initial load). */
type RouteHandle = { view?: View; shop?: true };

function route(path: string | undefined, handle: RouteHandle): RouteObject {
  const View = handle.view?.Component;
  return { ...(path === undefined ? { index: true } : { path }), handle, element: View && <View /> };
}

/** The later payout steps' head: their payout load (their texts come with their code). */
const payoutStepsHead = () => import('./routes/payout-steps-head');

export type RouterOptions = { guardEnvironment?: GuardEnvironment };

export type AppRoutes = {
  /** The routes, to render inside a router (<BrowserRouter>, or <MemoryRouter> in tests). */
  Routes: ComponentType;
  /** Guard, code and data of a location; once per location key. Returns where to redirect, if anywhere. */
  prepare: (location: { pathname: string; key: string }) => string | null;
  /** Starts loading the texts the view of a path shows, in a language i18next does not know yet (the first page). */
  preloadTexts: (pathname: string, language: Language) => void;
  /**
   * Settles once the views of a path have their code and texts (or failed to load them): the first render waits for
   * it, so the first page paints as soon as it can, not after a Suspense fallback and React's 300 ms reveal throttle.
   */
  viewsReady: (pathname: string) => Promise<unknown>;
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
                route('payout', {
                  view: view(
                    () => import('./routes/payout'),
                    () => import('./routes/payout-head'),
                  ),
                }),
                route('payout/select', { view: view(() => import('./routes/payout-select'), payoutStepsHead) }),
                route('payout/data', { view: view(() => import('./routes/payout-data'), payoutStepsHead) }),
                route('payout/summary', { view: view(() => import('./routes/payout-summary'), payoutStepsHead) }),
                route('payout/success', { view: view(() => import('./routes/payout-success')) }),
                {
                  element: <ShopGate />,
                  handle: shop,
                  children: [
                    route(undefined, { view: view(() => import('./routes/amount')) }),
                    route('subscription', { view: view(() => import('./routes/subscription')) }),
                    route('benefits', { view: view(() => import('./routes/benefits')) }),
                    route('provider/none', { view: view(() => import('./routes/provider-none')) }),
                    route('provider/:paytypeKey', {
                      view: view(
                        () => import('./routes/provider'),
                        () => import('./routes/provider-head'),
                      ),
                    }),
                    route('personal', { view: view(() => import('./routes/personal')) }),
                    route('review', {
                      view: view(
                        () => import('./routes/review'),
                        () => import('./routes/review-head'),
                      ),
                    }),
                    route('express', {
                      view: view(
                        () => import('./routes/express'),
                        () => import('./routes/express-head'),
                      ),
                    }),
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
      // The head's small chunk before the view's: on HTTP/1.1's six connections it would otherwise wait behind them.
      void handle?.view?.prefetch(queryClient).catch(() => undefined);
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

  const viewsReady: AppRoutes['viewsReady'] = (pathname) =>
    Promise.all(
      (matchRoutes(routes, pathname) ?? []).map((match) =>
        (match.route.handle as RouteHandle | undefined)?.view?.start().catch(() => undefined),
      ),
    );

  const preloadTexts: AppRoutes['preloadTexts'] = (pathname, language) => {
    for (const match of matchRoutes(routes, pathname) ?? []) {
      void (match.route.handle as RouteHandle | undefined)?.view
        ?.textPart()
        .then((part) => {
          if (part !== undefined) preloadTextPart(part, language);
        })
        .catch(() => undefined);
    }
  };

  return { Routes, prepare, preloadTexts, viewsReady };
}
