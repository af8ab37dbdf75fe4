// Renders the console at a path with a stubbed operator API: each handler answers "METHOD /ops/api/path" (no
// query string) with a status and JSON body; every call is recorded with its query and body.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { BASENAME, routes } from '../app/router';
import { createConsoleQueryClient } from '../app/session';
import type { Operator } from '../lib/types';

export type Answer = { status: number; body?: unknown };
export type Handler = Answer | ((call: ApiCall) => Answer);
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

export const SUPPORT: Operator = {
  id: 1,
  email: 'support@ops.example',
  displayName: 'Sam Support',
  roles: ['support'],
  language: 'en',
};
export const FINANCE: Operator = {
  id: 2,
  email: 'finance@ops.example',
  displayName: 'Fay Finance',
  roles: ['finance'],
  language: 'en',
};

export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: Answer =
      handler === undefined
        ? { status: 404, body: { code: 'not_found' } }
        : typeof handler === 'function'
          ? handler(call)
          : handler;
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}

/** The console at `path` (under /console) as `operator` (null: signed out), with `handlers` for the rest. */
export function renderConsole(path: string, operator: Operator | null, handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'GET /ops/api/me':
      operator === null ? { status: 401, body: { code: 'not_authenticated' } } : { status: 200, body: { operator } },
    ...handlers,
  });
  const queryClient = createConsoleQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [`${BASENAME}${path}`], basename: BASENAME });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, ...api, user, router, queryClient };
}
