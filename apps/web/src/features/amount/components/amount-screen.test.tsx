import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TRACKING_EVENT_NAME, type TrackingEvent } from '../../../lib/tracking';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { normalPackages, provider, shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The shop's providers plus one that can pay a saver package. */
const SAVER_PROVIDERS = [
  ...shopFixture().providers,
  provider('micropayment-cc', 'CARD_PCI', { subscriptionSupported: true }),
];

/** The accessible name from aria-labelledby, as assistive tech joins it. */
function accessibleNameOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('amount screen', () => {
  it('lists the packages by price with the last-used one preselected and continues to the first usable provider', async () => {
    const network = stubFetch(shopRoutes());
    const { router } = await renderApp('/');

    const group = await screen.findByRole('group', { name: /pick a package/i });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => accessibleNameOf(radio))).toEqual([
      '$10.00',
      '$20.00',
      '$50.00 + $5.00 bonus Total $55.00',
      '$100.00 + $15.00 bonus Total $115.00',
      '$250.00 + $50.00 bonus Total $300.00',
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false, false, false]);

    const shopCall = network.callsTo('/deposit/shop')[0];
    expect(shopCall?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(shopCall?.url.searchParams.get('currencyType')).toBe('REAL');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-cc'));
  });

  it('keeps continue disabled with a reason until a package is chosen, and tracks the change', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(shopFixture({ lastUsedAmount: null })) }));
    const events: TrackingEvent[] = [];
    const listener = (event: Event) => {
      if (event instanceof CustomEvent) events.push(event.detail as TrackingEvent);
    };
    window.addEventListener(TRACKING_EVENT_NAME, listener);
    const { router } = await renderApp('/');

    await screen.findByRole('radio', { name: '$10.00' });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose an amount to continue.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /^\$100\.00/ }));
    expect(continueButton).toHaveProperty('disabled', false);
    expect(screen.queryByText('Choose an amount to continue.')).toBeNull();
    expect(events.filter((event) => event.type === 'amount-change')).toEqual([
      { key: 'shop', type: 'amount-change', from: '0', to: '10000', userId: 42, data: 'purchase_from_0_to_10000' },
    ]);
    window.removeEventListener(TRACKING_EVENT_NAME, listener);

    await userEvent.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-cc'));
    expect(JSON.parse(sessionStorage.getItem('shop.selection') ?? '{}')).toMatchObject({ type: 'NORMAL', normal: 3 });
  });

  it('shows the saver-package tab to money players when a saver package is available', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(shopFixture({ providers: SAVER_PROVIDERS })) }));
    await renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Type of purchase' });
    expect(within(tabs).getByRole('link', { name: 'One-off deposit' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Saver package' }).getAttribute('href')).toBe('/subscription');
  });

  it.each([
    ['a practice player', { user: { actorType: 'b' as const } }],
    ['a virtual-currency player', { user: { gdCurrency: 'DIA' as const, gdCurrencyType: 'VIRTUAL' as const } }],
    ['no saver packages', { shop: { purchasables: normalPackages() } }],
    // paypal is the only saver-package provider and it is not usable.
    ['no usable saver-package provider', { shop: { providers: shopFixture().providers } }],
    [
      'a usable provider that does not support it',
      { shop: { providers: [provider('micropayment-cc', 'CARD_PCI', { subscriptionSupported: false })] } },
    ],
    [
      'a supporting provider outside the saver-package three',
      { shop: { providers: [provider('adyen-cc', 'CARD_PCI', { subscriptionSupported: true })] } },
    ],
  ])(
    'hides the tab switch for %s',
    async (_, { user = {}, shop = {} }: { user?: Partial<UserData>; shop?: Partial<ShopResponse> }) => {
      stubFetch(
        shopRoutes({
          'GET /gd/rest/me/userData': () => json(userFixture(user)),
          'GET /deposit/shop': () => json(shopFixture({ providers: SAVER_PROVIDERS, ...shop })),
        }),
      );
      await renderApp('/');
      await screen.findAllByRole('radio');
      expect(screen.queryByRole('navigation', { name: 'Type of purchase' })).toBeNull();
    },
  );

  it('shows a loader with the headline while the shop loads', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => new Promise<Response>(() => {}) }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your amount' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your packages…');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
