import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { enabledButton } from '../../../test/enabled-button';
import { expectErrorText } from '../../../test/error-page';
import { shopRoutes, stubFetch, text } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

function spyOnLeaving() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

describe('error page', () => {
  it.each<[string, string, string, string]>([
    ['3', "We can't continue with this account", 'Back to the games', '/extern/games'],
    ['47', "We can't continue with this account", 'Back to the games', '/extern/games'],
    ['7', "Your payment didn't go through", 'Back to payment method', '/'],
    ['card_has_expired', "Your payment didn't go through", 'Back to payment method', '/'],
    ['26', "Let's start again", 'Back to amount selection', '/'],
    ['tokenExpired', "Let's start again", 'Back to amount selection', '/'],
    ['11', 'Please check your details', 'Check personal details', '/personal'],
    ['29', 'Please check your details', 'Check personal details', '/personal'],
    ['503', "Deposits aren't possible right now", 'Go to the homepage', '/extern/home'],
    ['forbidden', "Deposits aren't possible right now", 'Go to the homepage', '/extern/home'],
    ['some-unknown-code', "Let's start again", 'Back to amount selection', '/'],
  ])('for code %s shows "%s" and "%s" leading to %s', async (code, headline, action, target) => {
    spyOnLeaving();
    stubFetch(shopRoutes());
    const { router } = await renderApp(`/error/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
    // Support's reference is the catalogue number; named codes have none and show no internal name.
    if (/^\d+$/.test(code)) expect(screen.getByText(`Reference: ${code}`)).toBeTruthy();
    else expect(screen.queryByText(/Reference/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: action }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('heads forbidden_payout as a payout problem, not a deposit one', async () => {
    spyOnLeaving();
    stubFetch(shopRoutes());
    await renderApp('/error/forbidden_payout');
    expect(await screen.findByRole('heading', { level: 1, name: "Payouts aren't possible right now" })).toBeTruthy();
    expect(screen.queryByText("Deposits aren't possible right now")).toBeNull();
  });

  it('never shows an internal code such as tokenExpiredDepositComplete as the reference', async () => {
    stubFetch(shopRoutes());
    await renderApp('/error/tokenExpiredDepositComplete');
    expect(await screen.findByRole('heading', { level: 1, name: "Let's start again" })).toBeTruthy();
    expect(screen.queryByText(/tokenExpiredDepositComplete/)).toBeNull();
  });

  it.each([
    [
      'shows the message for the code',
      '/error/8',
      'Your bank declined the payment. Please try another card or payment method.',
    ],
    [
      'shows the generic text for an unknown code',
      '/error/zzz',
      "Your payment couldn't be completed. Please try again later or choose another payment method.",
    ],
  ])('%s', async (_, path, message) => {
    await expectErrorText(path, message);
  });

  it('goes back to the last provider route for provider errors', async () => {
    stubFetch(shopRoutes());
    sessionStorage.setItem(
      'shop.history',
      JSON.stringify({ current: '/provider/paypal', lastProvider: '/provider/paypal' }),
    );
    const { router } = await renderApp('/error/8');
    await userEvent.click(await enabledButton('Back to payment method'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
  });

  it('reloads the last view for unexpected errors', async () => {
    stubFetch(shopRoutes());
    sessionStorage.setItem('shop.history', JSON.stringify({ current: '/subscription' }));
    const { router } = await renderApp('/error/unexpected');
    await userEvent.click(await enabledButton('Try again'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('leaves for the games page through /extern/games', async () => {
    const assign = spyOnLeaving();
    stubFetch(shopRoutes());
    await renderApp('/error/3');
    await userEvent.click(await enabledButton('Back to the games'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/games'));
  });

  it('sends blocked-user codes to the platform user-blocked page', async () => {
    const assign = spyOnLeaving();
    stubFetch(shopRoutes());
    await renderApp('/error/identical_to_fraud_blocked_user');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/user-blocked'));
  });

  it('renews the token for not-authenticated and returns to the shop', async () => {
    const network = stubFetch(shopRoutes());
    const { router } = await renderApp('/');
    await screen.findByRole('radio', { name: '$20.00' });
    await router.navigate('/error/not-authenticated');
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(network.callsTo('/gd/rest/oauth2/auth/classic/deposit').length).toBe(2);
  });

  it('goes home for not-authenticated when the user is unknown', async () => {
    spyOnLeaving();
    stubFetch(shopRoutes({ 'GET /gd/rest/oauth2/auth/classic/deposit': () => text('', 401) }));
    const { router } = await renderApp('/error/not-authenticated');
    await userEvent.click(await enabledButton('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/extern/home'));
  });
});
