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
          {
            path: 'lists/:list?',
            lazy: async () => ({ Component: (await import('../screens/lists/lists')).ListsScreen }),
          },
          {
            path: 'chargebacks',
            lazy: async () => ({ Component: (await import('../screens/chargebacks')).ChargebacksScreen }),
          },
          {
            path: 'approvals',
            lazy: async () => ({ Component: (await import('../money/approvals')).ApprovalsScreen }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('../dashboard/dashboard-screen')).DashboardScreen }),
          },
          {
            path: 'limit-increase-requests/:id',
            lazy: async () => ({
              Component: (await import('../screens/requests/limit-increase-request')).LimitIncreaseRequestScreen,
            }),
          },
          {
            path: 'support-requests/:ticket',
            lazy: async () => ({
              Component: (await import('../screens/requests/support-request')).SupportRequestScreen,
            }),
          },
          { path: 'audit', lazy: async () => ({ Component: (await import('../screens/audit')).AuditScreen }) },
          {
            path: 'operators',
            lazy: async () => ({ Component: (await import('../screens/operators')).OperatorsScreen }),
          },
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
