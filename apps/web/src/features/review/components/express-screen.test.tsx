import type { ExpressSettings } from '@shop/contracts/express';
import type { ProviderDetails } from '@shop/contracts/purchase';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectErrorReports } from '../../../test/error-reports';
import { json, pending, type StubRoutes, stubFetch, text } from '../../../test/fetch-stub';
import { purchaseResultFixture } from '../../../test/purchase-fixtures';
import { renderApp } from '../../../test/render-app';
import { ERROR_REPORT_EVENT } from '../error-report';
import { reviewRoutes } from './review-test-setup';

const FAVOURITE_CARD: ExpressSettings = [
  { paytypeCode: 'paypal', subscribed: false, available: false },
  { paytypeCode: 'adyen-cc', subscribed: true, available: true },
];

const SAVED_CARD: ProviderDetails = {
  type: 'CARD',
  card: {
    holder: 'Max Muster',
    number: '•••• •••• •••• 4242',
    type: 'visa',
    expiryYear: 2034,
    expiryMonth: 12,
    cvc: '',
    cvcRequired: true,
    instrumentId: 'c0ffee00-0000-4000-8000-000000000001',
  },
  cardMode: 'encrypted',
  updateDetails: true,
  encryptClient: { scripts: [] },
};

const EXPRESS_TARGET = { target: 'EXPRESS_PAYMENT', url: '/express', reason: null };

const reports = collectErrorReports(ERROR_REPORT_EVENT);

beforeEach(() => {
  localStorage.setItem('shop.language', 'en');
  // The platform's quick deposit opens the shop at /express (the initial load reads the browser's path).
  window.history.replaceState(null, '', '/express');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function renderExpress(overrides: StubRoutes = {}) {
  const network = stubFetch(
    reviewRoutes(
      {},
      {
        'GET /gd/rest/paymentNavigationTarget': ({ url }) =>
          json(
            url.searchParams.get('entry') === 'express'
              ? EXPRESS_TARGET
              : { target: 'SHOP_WEB', url: null, reason: null },
          ),
        'GET /deposit/shop/express/settings': () => json(FAVOURITE_CARD),
        'GET /deposit/shop/details/adyen-cc': () => json(SAVED_CARD),
        'POST /deposit/shop/purchases': () => json(purchaseResultFixture({ tid: 'tid-1', purchasable: twentyDollars })),
        'GET /deposit/shop/purchases/tid-1': pending,
        ...overrides,
      },
    ),
  );
  const view = await renderApp('/express');
  return { ...view, network };
}

const twentyDollars = {
  price: 2000,
  currency: 'USD',
  subscription: false,
  consumables: [{ type: 'DEPOSIT' as const, amount: 2000 }],
};

describe('the express screen (issue 8)', () => {
  it('shows the last amount with the favourite card and pays it with one button, without any details', async () => {
    const view = await renderExpress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Express deposit' })).toBeTruthy();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(method).findByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(within(method).getByText('Visa')).toBeTruthy();
    // Issue 24 item 20 (WCAG 2.5.3 label in name): the link's name contains its visible text.
    const change = within(method).getByRole('link', { name: 'Change amount or payment method' });
    expect(change.getAttribute('href')).toBe('/');
    expect(change.getAttribute('aria-label')).toContain(change.textContent);
    const prices = screen.getByRole('table');
    expect(within(prices).getByRole('rowheader', { name: 'You pay' }).nextElementSibling?.textContent).toBe('$20.00');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(view.network.callsTo('/gd/rest/paymentNavigationTarget')[0]?.url.searchParams.get('entry')).toBe('express');

    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00 now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/processing/tid-1'));
    const calls = view.network.callsTo('/deposit/shop/purchases');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(calls[0]?.init?.body));
    expect(body).toMatchObject({
      provider: 'adyen-cc',
      express: true,
      expressSubscribe: false,
      purchasable: { price: 2000 },
    });
    expect(body.details).toBeUndefined();
  });

  it('routes a refusal like every purchase: the deposit limit or code 50 lead to their error page', async () => {
    const view = await renderExpress({ 'POST /deposit/shop/purchases': () => text('50', 400) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $20.00 now' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/error/50'));
  });

  it('opens the normal shop when the platform did not answer EXPRESS_PAYMENT', async () => {
    const view = await renderExpress({
      'GET /gd/rest/paymentNavigationTarget': () => json({ target: 'SHOP_WEB', url: null, reason: null }),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('opens the normal shop when there is no available favourite or its settings do not load', async () => {
    const none = await renderExpress({
      'GET /deposit/shop/express/settings': () =>
        json([{ paytypeCode: 'adyen-cc', subscribed: true, available: false }]),
    });
    await waitFor(() => expect(none.router.state.location.pathname).toBe('/'));
    none.unmount();

    window.history.replaceState(null, '', '/express');
    const failed = await renderExpress({ 'GET /deposit/shop/express/settings': () => json(['unexpected'], 500) });
    await waitFor(() => expect(failed.router.state.location.pathname).toBe('/'));
    expect(reports).toContainEqual({ type: 'expressPayment_subscriptions_fail', code: 'unexpected' });
  });
});
