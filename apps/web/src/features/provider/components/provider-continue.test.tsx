import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enabledButton } from '../../../test/enabled-button';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { allowDirectEntry, provider, providerRoutes } from '../test/provider-fixtures';

describe('provider view: continue', () => {
  it.each([
    ['g', '/review'],
    ['b', '/personal'],
  ] as const)('an actor %s continues to %s with the provider in the draft', async (actorType, path) => {
    allowDirectEntry();
    stubFetch(providerRoutes({ actorType }));
    const { router } = await renderApp('/provider/paypal');
    expect(await screen.findByText("After you've reviewed your order, we'll take you to PayPal to pay.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}')).toEqual({
      providerCode: 'paypal',
      card: null,
      elv: null,
      bic: null,
    });
  });

  it('iDEAL needs a bank, remembers it and preselects it next time', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes());
    const { router, unmount } = await renderApp('/provider/adyen-ideal');
    await userEvent.click(await enabledButton('Continue'));
    const select = screen.getByRole('combobox', { name: 'Your bank' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Choose your bank.').length).toBeGreaterThan(0);
    await userEvent.selectOptions(select, 'ING');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(JSON.parse(localStorage.getItem('shop.record') ?? '{}')).toEqual({ idealLastUsedBank: 'INGBNL2A' });
    expect(JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}').bic).toEqual({
      code: 'INGBNL2A',
      name: 'ING',
    });
    unmount();

    sessionStorage.removeItem('shop.payment-draft');
    stubFetch(providerRoutes());
    await renderApp('/provider/adyen-ideal');
    expect(await screen.findByRole('combobox', { name: 'Your bank' })).toHaveProperty('value', 'INGBNL2A');
  });

  it('/provider/none shows the no-input hint and continues', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes({ actorType: 'b' }));
    const { router } = await renderApp('/provider/none');
    expect(await screen.findByText(/There's nothing to enter here/)).toBeTruthy();
    // Issue 24 point 13: the hint once, not a second time in other words.
    expect(screen.getAllByText(/we'll take you to your payment provider/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
  });

  // Issue 24 point 13: the test payment is confirmed in the shop; it promised a redirect that never happens.
  it('tells the truth about the test payment: confirmed straight away, no redirect', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes({ providers: [provider('gdDummyPay', 'NONE'), provider('paypal', 'NONE')] }));
    await renderApp('/provider/gdDummyPay');
    expect(
      await screen.findByText(
        "After you've reviewed your order, the test payment is confirmed straight away – you stay in the shop.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/take you to/)).toBeNull();
  });
});

describe('breadcrumbs', () => {
  it('show the payment step as reached once the player has been there', async () => {
    localStorage.setItem('shop.language', 'en');
    stubFetch(providerRoutes({ actorType: 'b' }));
    const { router } = await renderApp('/');
    await userEvent.click(await enabledButton('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
    await screen.findByText("After you've reviewed your order, we'll take you to PayPal to pay.");
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
    // The router's state changes before React renders the new view: wait for the view itself.
    await screen.findByRole('heading', { level: 1, name: 'Your personal details' });
    const trail = screen.getByRole('navigation', { name: 'Your progress' });
    expect(
      within(trail)
        .getByRole('link', { name: /Amount/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(
      within(trail)
        .getByRole('link', { name: /Payment/ })
        .getAttribute('href'),
    ).toBe('/provider/paypal');
    expect(within(trail).getByText('Details').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step');
  });
});
