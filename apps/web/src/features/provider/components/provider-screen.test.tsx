import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ERROR_REPORT_EVENT_NAME } from '../error-report';
import { ALL_KINDS, allowDirectEntry, provider, providerRoutes, selectPackage } from '../test/provider-fixtures';

function radioNamed(name: string) {
  return screen.getByRole('radio', { name });
}

describe('provider view: entry rules', () => {
  it('lists the providers grouped, greys unusable ones with the reason and shows the selected form', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes());
    await renderApp('/provider/banktransfer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your payment method' })).toBeTruthy();
    // The heading shows at once; the list once the shop has answered.
    const cards = await screen.findByRole('group', { name: 'Cards' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['adyen-cc', 'adyen-cartebleue']);
    const carteBleue = radioNamed('Carte Bleue');
    expect(carteBleue).toHaveProperty('disabled', true);
    expect(carteBleue.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(cards).getByText('Not available for your account right now')).toBeTruthy();
    expect(radioNamed('Bank transfer')).toHaveProperty('checked', true);
    expect(screen.getByRole('region', { name: 'Payment details: Bank transfer' })).toBeTruthy();
    expect(screen.getByText(/usually takes about 2–3 days/)).toBeTruthy();
  });

  // Issue 27: the heading painted while the shop loads stays the page's heading (a new element painted later moved
  // the browser's largest contentful paint to that later paint).
  it('keeps the same heading element from the loading state to the methods', async () => {
    allowDirectEntry();
    let answerShop: () => void = () => undefined;
    const shopAnswered = new Promise<void>((resolve) => {
      answerShop = resolve;
    });
    const routes = providerRoutes();
    const shopAnswer = routes['GET /deposit/shop'];
    stubFetch({
      ...routes,
      'GET /deposit/shop': async (request) => {
        await shopAnswered;
        return shopAnswer?.(request) ?? json({});
      },
    });
    await renderApp('/provider/adyen-cc');
    const loading = await screen.findByRole('heading', { level: 1, name: 'Choose your payment method' });
    expect(screen.getByRole('status').textContent).toMatch(/loading/i);
    expect(screen.queryByRole('radio')).toBeNull();
    answerShop();
    expect(await screen.findByRole('radio', { name: /Credit card/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { level: 1 })).toBe(loading);
    expect(loading.isConnected).toBe(true);
  });

  it.each(['/provider/undefined', '/provider/%20'])('sends %s back to the amount', async (path) => {
    allowDirectEntry();
    stubFetch(providerRoutes());
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('replaces an unusable or unknown provider with the first usable one', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes());
    const { router } = await renderApp('/provider/adyen-cartebleue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The screen shows PayPal, not only the router's state: on a busy machine the render comes later.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveProperty('checked', true));
    await act(() => router.navigate('/provider/checkout-cc'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
  });

  it('lists only the saver-package providers in subscription mode and moves to one that supports it', async () => {
    allowDirectEntry();
    selectPackage(0, 'SUBSCRIPTION');
    stubFetch(providerRoutes());
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'micropayment-elv',
      'paypal',
    ]);
  });

  // Issue 10 item 8: "choose another one" with nothing to choose.
  it('says the saver package cannot be paid, without asking to choose another method, when none supports it', async () => {
    allowDirectEntry();
    selectPackage(0, 'SUBSCRIPTION');
    stubFetch(providerRoutes({ providers: [provider('paypal', 'NONE', { subscriptionSupported: false })] }));
    await renderApp('/provider/paypal');
    expect(await screen.findByRole('heading', { level: 1, name: "Payment isn't possible right now" })).toBeTruthy();
    expect(screen.getByText(/^The saver package can't be paid with any payment method available to you/)).toBeTruthy();
    expect(screen.queryByText(/choose another/i)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    // Issue 24 point 18: what helps, not a lower amount.
    expect(screen.queryByRole('link', { name: 'Choose a lower amount' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a one-off deposit' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Contact customer support' })).toBeTruthy();
  });

  it('shows the no-payment-types message, not "choose another one", when the only method is blocked or none is listed', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes({ providers: [provider('paypal', 'NONE', { usable: false })] }));
    const { unmount } = await renderApp('/provider/paypal');
    expect(await screen.findByRole('heading', { level: 1, name: "Payment isn't possible right now" })).toBeTruthy();
    expect(screen.queryByText(/choose another/i)).toBeNull();
    // Issue 24 point 18: a lower amount cannot help; the support the text names is a click away.
    expect(screen.queryByRole('link', { name: 'Choose a lower amount' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer support' }));
    expect(await screen.findByRole('dialog', { name: 'Customer support' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Back to the games' }).getAttribute('href')).toBe('/extern/games');
    unmount();

    stubFetch(providerRoutes({ providers: [provider('paypal', 'NONE', { usable: false })] }));
    await renderApp('/provider/adyen-cc');
    expect(await screen.findByRole('heading', { level: 1, name: "Payment isn't possible right now" })).toBeTruthy();
  });

  it('selecting another provider replaces the route', async () => {
    allowDirectEntry();
    stubFetch(providerRoutes());
    const { router } = await renderApp('/provider/paypal');
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/banktransfer'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveProperty('checked', true));
  });
});

describe('provider view: limits', () => {
  it('shows the generic limit text above the limit of a provider', async () => {
    allowDirectEntry();
    selectPackage(4);
    stubFetch(providerRoutes());
    await renderApp('/provider/paysafecard');
    expect(
      await screen.findByText(/250,00\s€ is more than you can pay with paysafecard \(up to 100,00\s€\)/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a lower amount' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('shows the limit-bad text with reference 83 for a limit no amount fits', async () => {
    allowDirectEntry();
    selectPackage(0);
    stubFetch(providerRoutes({ providers: [provider('paysafecard', 'NONE', { limit: 0 })] }));
    await renderApp('/provider/paysafecard');
    expect(await screen.findByText(/This payment method's limit can't be checked right now/)).toBeTruthy();
    expect(screen.getByText('Reference: 83')).toBeTruthy();
    expect(screen.queryByText(/up to 0,00/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('offers the limit-increase form for direct debit and shows where it was mailed', async () => {
    allowDirectEntry();
    selectPackage(3);
    const network = stubFetch(
      providerRoutes({
        routes: {
          'HEAD /deposit/shop/limitIncrease/micropayment-elv/pendingApproval': () =>
            new Response(null, { status: 404 }),
          'POST /deposit/shop/limitIncrease/micropayment-elv': () => json({ recipient: 'max@example.com' }),
        },
      }),
    );
    await renderApp('/provider/micropayment-elv');
    expect(await screen.findByText(/you can deposit up to 50,00\s€ at a time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the form (PDF)' }).getAttribute('href')).toBe(
      '/deposit/shop/limitIncrease/micropayment-elv/form.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me the form by e-mail' }));
    expect(await screen.findByText(/We've sent the form to max@example.com/)).toBeTruthy();
    const post = network.callsTo('/deposit/shop/limitIncrease/micropayment-elv')[0];
    expect(post?.init?.method).toBe('POST');
    expect(post?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.queryByRole('button', { name: 'Send me the form by e-mail' })).toBeNull();
  });

  it('shows the pending-forms notice and only warns when a request fails', async () => {
    allowDirectEntry();
    selectPackage(3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(
      providerRoutes({
        providers: [
          provider('checkout-elv', 'ELV', { limit: 5000 }),
          provider('micropayment-elv', 'ELV', { limit: 5000 }),
        ],
        routes: {
          'HEAD /deposit/shop/limitIncrease/checkout-elv/pendingApproval': () => new Response(null, { status: 200 }),
          'HEAD /deposit/shop/limitIncrease/micropayment-elv/pendingApproval': () =>
            new Response(null, { status: 404 }),
          'POST /deposit/shop/limitIncrease/micropayment-elv': () => json(['unexpected'], 500),
        },
      }),
    );
    await renderApp('/provider/checkout-elv');
    // Pending means the form was asked for; the notice must not claim it has arrived.
    expect(await screen.findByText(/Your request to raise the limit is open/)).toBeTruthy();
    expect(screen.queryByText(/received your form/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send me the form by e-mail' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Direct debit (Micropayment)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me the form by e-mail' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send me the form by e-mail' })).toHaveProperty('disabled', false);
  });
});

describe('provider view: details failures', () => {
  it('marks a provider whose details fail with 5xx as not available, reports it and moves on', async () => {
    allowDirectEntry();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    const listener = (event: Event) => {
      if (event instanceof CustomEvent) reports.push(event.detail);
    };
    window.addEventListener(ERROR_REPORT_EVENT_NAME, listener);
    stubFetch(
      providerRoutes({
        providers: ALL_KINDS.filter((item) => item.code !== 'paypal'),
        routes: { 'GET /deposit/shop/details/adyen-cc': () => json(['provider-not-available'], 503) },
      }),
    );
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-elv'));
    expect(radioNamed('Credit card')).toHaveProperty('disabled', true);
    expect(reports).toEqual([{ type: 'provider-not-available', code: 'adyen-cc' }]);
    expect(error).toHaveBeenCalled();
    window.removeEventListener(ERROR_REPORT_EVENT_NAME, listener);
  });

  it.each([
    [401, ['not-authenticated'], '/error/unexpected'],
    [403, ['forbidden'], '/error/forbidden'],
    [200, { type: 'NONE' }, '/error/unexpected'],
  ])('sends a details answer %i %j to %s', async (status, body, path) => {
    allowDirectEntry();
    stubFetch(providerRoutes({ routes: { 'GET /deposit/shop/details/adyen-cc': () => json(body, status) } }));
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('goes to /error/unavailable when the encryption script does not load', async () => {
    allowDirectEntry();
    const { scriptLoader } = await import('../load-script');
    vi.spyOn(scriptLoader, 'load').mockRejectedValue(new Error('offline'));
    stubFetch(providerRoutes());
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/unavailable'));
  });
});
