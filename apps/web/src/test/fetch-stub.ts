// A fetch stub at the network boundary: answers by "METHOD /path" (or "/path"), records every call.
import { vi } from 'vitest';
import { shopFixture, userFixture } from './fixtures';

export type StubRequest = { url: URL; init: RequestInit | undefined; headers: Headers };
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;
export type StubRoutes = Record<string, StubHandler>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text = (body: string, status = 200): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** An answer that never comes, but stops when the request is aborted (as fetch does). */
export const pending: StubHandler = ({ init }) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** The happy path of the initial load: a money player in the US with the seeded packages. */
export function shopRoutes(overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /gd/rest/me/userData': () => json(userFixture()),
    'GET /gd/rest/paymentNavigationTarget': () => json({ target: 'SHOP_WEB', url: null, reason: null }),
    'GET /gd/rest/oauth2/auth/classic/deposit': () => text('token-1'),
    'GET /deposit/shop': () => json(shopFixture()),
    // No express payment (tests of the opt-in and the express screen give their own settings).
    'GET /deposit/shop/express/settings': () => json([]),
    ...overrides,
  };
}

export function stubFetch(routes: StubRoutes) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    const request: StubRequest = { url, init, headers: new Headers(init?.headers) };
    calls.push(request);
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    return handler === undefined ? text('not found', 404) : handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.url.pathname === path),
  };
}
