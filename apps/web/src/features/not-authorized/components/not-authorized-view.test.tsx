import { INITIAL_LOAD_TIMEOUT_MS } from '@shop/domain/constants';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { expectSentToErrorPage } from '../../../test/error-page';
import { json, pending, shopRoutes, stubFetch, text } from '../../../test/fetch-stub';
import { shopFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function spyOnLeaving() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

describe('not-authorized flow', () => {
  it('without a user sends the browser to the platform home with auth=false', async () => {
    const assign = spyOnLeaving();
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(['not-authenticated'], 401) }));
    const { router } = await renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe('/platform/login');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/home?auth=false'));
  });

  it('goes to the cookie settings when the shop was already entered with auth=false', async () => {
    const assign = spyOnLeaving();
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(['not-authenticated'], 401) }));
    await renderApp('/not-authorized?auth=false');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/cookie-settings'));
    expect(assign).not.toHaveBeenCalledWith('/platform/home?auth=false');
  });

  it('with a known user fetches a new token and returns to the shop', async () => {
    const assign = spyOnLeaving();
    let shopCalls = 0;
    let tokens = 0;
    const network = stubFetch(
      shopRoutes({
        'GET /gd/rest/oauth2/auth/classic/deposit': () => text(`token-${++tokens}`),
        // The first token is stale; the shop accepts the second.
        'GET /deposit/shop': () => (++shopCalls === 1 ? json(['not-authenticated'], 401) : json(shopFixture())),
      }),
    );
    const { router } = await renderApp('/');

    expect(await screen.findByRole('radio', { name: '$20.00' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(network.callsTo('/deposit/shop').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for the platform when the token call fails for a known user', async () => {
    const assign = spyOnLeaving();
    let tokens = 0;
    stubFetch(
      shopRoutes({
        'GET /gd/rest/oauth2/auth/classic/deposit': () => (++tokens === 1 ? text('token-1') : text('', 401)),
        'GET /deposit/shop': () => json(['not-authenticated'], 401),
      }),
    );
    await renderApp('/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/home?auth=false'));
  });
});

describe('initial load in the app', () => {
  it('sends a shop without packages for the player to /error/no_purchasables', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(['no_purchasables'], 400) }));
    await expectSentToErrorPage(
      '/',
      '/error/no_purchasables',
      "You've reached your deposit limit, so there are no packages available right now.",
    );
  });

  it('leaves for the url of ACCESS_DENIED', async () => {
    const assign = spyOnLeaving();
    stubFetch(
      shopRoutes({
        'GET /gd/rest/paymentNavigationTarget': () =>
          json({ target: 'ACCESS_DENIED', url: '/platform/email-not-valid', reason: 'EMAIL_NOT_VALIDATED' }),
      }),
    );
    await renderApp('/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/email-not-valid'));
  });

  it('shows /error/503 when the chain takes longer than 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': pending }));
    const { router } = await renderApp('/');
    await act(() => vi.advanceTimersByTimeAsync(INITIAL_LOAD_TIMEOUT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/503'));
    expect(await screen.findByRole('heading', { level: 1, name: "Deposits aren't possible right now" })).toBeTruthy();
  });
});
