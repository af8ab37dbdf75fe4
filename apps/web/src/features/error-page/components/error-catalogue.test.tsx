import { ERROR_ACTION_GROUPS, type ErrorAction, KNOWN_ERROR_MESSAGE_KEYS } from '@shop/domain/errors';
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { expectErrorText } from '../../../test/error-page';
import { shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { localeTexts } from '../../../test/locale-texts';
import { renderApp } from '../../../test/render-app';

const textAt = (language: string, key: string) => localeTexts(language).get(key);

// Where each group's one button leads (SPEC §8), with nothing kept in this tab.
const EXPECTED: Record<Exclude<ErrorAction, 'token-expired'>, { headline: string; button: string; to: string }> = {
  games: { headline: "We can't continue with this account", button: 'Back to the games', to: '/platform/games' },
  reload: { headline: 'Something went wrong', button: 'Try again', to: '/' },
  provider: { headline: "Your payment didn't go through", button: 'Back to payment method', to: '/' },
  root: { headline: "Let's start again", button: 'Back to amount selection', to: '/' },
  personal: { headline: 'Please check your details', button: 'Check personal details', to: '/personal' },
  home: { headline: "Deposits aren't possible right now", button: 'Go to the homepage', to: '/platform/home' },
  subscription: {
    headline: 'You already have a saver package',
    button: 'View your saver package',
    to: '/subscription',
  },
  'shop-settings': {
    headline: 'Deposits are blocked for now',
    button: 'Go to shop settings',
    to: '/platform/shop-settings',
  },
};

const cases = (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).flatMap((action) =>
  ERROR_ACTION_GROUPS[action]
    // duplicate_payment_user leaves for the user-blocked page instead (tested below).
    .filter((code) => code !== 'duplicate_payment_user')
    .map((code) => [action, code] as const),
);

describe('error page catalogue (SPEC §8)', () => {
  it.each(cases)('%s: code %s', async (action, code) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(shopRoutes());
    const { router } = await renderApp(`/error/${code}`);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const expected = EXPECTED[action];
    // forbidden_payout is a payout problem: it has its own headline, the group's button.
    const headline = code === 'forbidden_payout' ? "Payouts aren't possible right now" : expected.headline;
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
    if (/^\d+$/.test(code)) expect(screen.getByText(`Reference: ${code}`)).toBeTruthy();
    else expect(screen.queryByText(/Reference/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: expected.button }));
    if (expected.to.startsWith('/platform/')) await waitFor(() => expect(assign).toHaveBeenCalledWith(expected.to));
    // The target may move on by itself (the personal step sends money players to /).
    else await waitFor(() => expect(visited).toContain(expected.to));
  });

  it.each(SUPPORTED_LANGUAGES)('has a text for every code in %s', (language) => {
    const missing = KNOWN_ERROR_MESSAGE_KEYS.filter((key) => {
      const text = textAt(language, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(['identical_to_fraud_blocked_user', 'duplicate_payment_user'])(
    'sends %s to the user-blocked page',
    async (code) => {
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      stubFetch(shopRoutes());
      await renderApp(`/error/${code}`);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/user-blocked'));
    },
  );

  it('shows the error 1 text for an unknown code and continues to /', async () => {
    stubFetch(shopRoutes());
    const { router } = await renderApp('/error/totally-new');
    expect(
      await screen.findByText(
        "Your payment couldn't be completed. Please try again later or choose another payment method.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to amount selection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reads a list of codes by its first one and keeps all their numbers as reference', async () => {
    await expectErrorText(
      '/error/35%7C36',
      "This amount isn't possible with this payment method. Please choose another amount or method.",
    );
    expect(screen.getByRole('button', { name: 'Back to payment method' })).toBeTruthy();
    expect(screen.getByText('Reference: 35, 36')).toBeTruthy();
  });

  it('goes back to the provider of the payment draft', async () => {
    sessionStorage.setItem(
      'shop.payment-draft',
      JSON.stringify({ providerCode: 'paysafecard', card: null, elv: null, bic: null }),
    );
    stubFetch(shopRoutes());
    const { router } = await renderApp('/error/8');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}').providerCode).toBe('paysafecard'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back to payment method' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paysafecard'));
  });

  it('goes back to the provider page of the essential record without a draft', async () => {
    localStorage.setItem('shop.essential', JSON.stringify({ destinations: {}, providerPage: '/provider/adyen-cc' }));
    stubFetch(shopRoutes());
    const { router } = await renderApp('/error/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to payment method' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-cc'));
  });

  it('goes home for not-authenticated while a purchase is processing', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const network = stubFetch(shopRoutes());
    const { router } = await renderApp('/');
    await screen.findByRole('radio', { name: '$20.00' });
    sessionStorage.setItem('shop.pay-attempt', JSON.stringify({ key: 'k', fingerprint: 'f', answered: true }));
    await router.navigate('/error/not-authenticated');
    await screen.findByRole('heading', { level: 1, name: 'Your session has expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/home'));
    expect(network.callsTo('/gd/rest/oauth2/auth/classic/deposit')).toHaveLength(1);
  });

  it('names limit and date for depositLimitReached_New', async () => {
    await expectErrorText(
      '/error/depositLimitReached_New?amount=%E2%82%AC500.00&date=01.12.2026',
      'This deposit would exceed your deposit limit. You can still deposit €500.00; more is possible from 01.12.2026.',
    );
  });
});
