// The routes the build reads from router.tsx to name each route's files in its page (vite-route-preloads.ts): all
// of them, and a route written in a shape it cannot read stops the build instead of being left out.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOfRouter } from '../../vite-route-preloads.ts';

const routerSource = () => readFile(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe("router.tsx's routes as the build reads them", () => {
  it('reads every route with its module and head', async () => {
    const source = await routerSource();
    const routes = routesOfRouter(source);
    expect(routes.length).toBe(source.match(/(?<!function )\broute\(/g)?.length);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toEqual(
      expect.arrayContaining([
        { path: '', imports: ['./routes/amount'] },
        { path: 'review', imports: ['./routes/review', './routes/review-head'] },
        { path: 'provider/:paytypeKey', imports: ['./routes/provider', './routes/provider-head'] },
        { path: 'payout/data', imports: ['./routes/payout-data', './routes/payout-steps-head'] },
        { path: '*', imports: ['./routes/not-found'] },
      ]),
    );
  });

  it('refuses a route it cannot read', () => {
    const wrapped = (routes: string) => `const routes = [{ element: <Shell />, children: [${routes}] }];`;
    expect(() => routesOfRouter(wrapped("{ path: 'new', element: <New /> }"))).toThrow(/outside route\(\)/);
    expect(() => routesOfRouter(wrapped("route('new', { view: newView })"))).toThrow(/cannot read the route/);
    expect(() => routesOfRouter(wrapped("route(newPath, { view: view(() => import('./routes/new')) })"))).toThrow(
      /cannot read the route/,
    );
    expect(() => routesOfRouter(wrapped("route('new', { view: view(unknownHead) })"))).toThrow(/cannot read the route/);
  });
});
