// The console's routes under /console/; every screen is its own chunk (route-level code splitting).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConsoleLayout, RequireOperator } from './layout';

export const routes: RouteObject[] = [
  {
    element: <ConsoleLayout />,
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('../screens/login')).LoginScreen }) },
      {
        element: <RequireOperator />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../screens/search')).SearchScreen }) },
          {
            path: 'players/:id',
            lazy: async () => ({ Component: (await import('../screens/player')).PlayerScreen }),
          },
          {
            path: 'purchases/:tid',
            lazy: async () => ({ Component: (await import('../screens/purchase')).PurchaseScreen }),
          },
          { path: 'payouts', lazy: async () => ({ Component: (await import('../screens/payouts')).PayoutsScreen }) },
          { path: 'reports', lazy: async () => ({ Component: (await import('../screens/reports')).ReportsScreen }) },
          { path: 'audit', lazy: async () => ({ Component: (await import('../screens/audit')).AuditScreen }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../screens/search')).SearchScreen }) },
    ],
  },
];

export const BASENAME = '/console';

export function createConsoleRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
