// What the tests of the calls after a purchase's SUCCESS (the saver-package sign-up, the express subscription)
// share: a purchase running in this tab with its bearer token, and the shop's answers around the one call.
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { ShopResponse } from '@shop/contracts/shop';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { json, type StubHandler, type StubRoutes, shopRoutes } from '../../../test/fetch-stub';
import { shopFixture } from '../../../test/fixtures';
import { seedPurchaseSession } from '../../../test/purchase-fixtures';
import { renderApp } from '../../../test/render-app';

/** A purchase running in this tab (English, the session started, bearer token `token-1`). */
export function seedRunningPurchase(session: Parameters<typeof seedPurchaseSession>[0]): void {
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem('shop.session-started', '1');
  sessionStorage.setItem('shop.token', 'token-1');
  seedPurchaseSession(session);
}

/** The shop with `providers`, tid-1's answer `result`, and `call` (e.g. 'POST /deposit/...') answered by `handler`. */
export function afterSuccessRoutes(
  providers: ShopResponse['providers'],
  result: PurchaseResult,
  call: string,
  handler: StubHandler,
): StubRoutes {
  return shopRoutes({
    'GET /deposit/shop': () => json(shopFixture({ providers })),
    'GET /deposit/shop/purchases/tid-1': () => json(result),
    [call]: handler,
  });
}

/** Renders `path` (tid-1's processing view unless told) and waits until the purchase has moved on to /end. */
export async function renderUntilEnd(path = '/processing/tid-1') {
  const view = await renderApp(path);
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/end'));
  return view;
}

/** The call's failures other than a refusal, with the code each one reports. */
export const CALL_FAILURES = [
  ['a server error', () => new Response('<html>oops</html>', { status: 502 }), '502', []],
  ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network', []],
] as const;
