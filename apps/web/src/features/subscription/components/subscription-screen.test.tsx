import type { SubscriptionDetails } from '@shop/contracts/subscription';
import type { UserData } from '@shop/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectSentToErrorPage } from '../../../test/error-page';
import { json, type StubRoutes, shopRoutes, stubFetch, text } from '../../../test/fetch-stub';
import { provider, shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** adyen-cc cannot carry a saver package, micropayment-elv is not usable: paypal is the first that can. */
const PROVIDERS = [
  provider('adyen-cc', 'CARD_PCI', { subscriptionSupported: true }),
  provider('micropayment-elv', 'ELV', { usable: false, subscriptionSupported: true }),
  provider('paypal', 'NONE', { subscriptionSupported: true }),
  provider('micropayment-cc', 'CARD_PCI', { subscriptionSupported: true }),
];

const NOT_AVAILABLE = () => json(['subscription-not-available'], 404);

function details(change: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    state: 'ACTIVE',
    startDate: '2026-03-05',
    endDate: null,
    nextBookingDate: '2026-05-05',
    outstandingBookingsCount: 1,
    amount: 2000,
    bonusAmount: 500,
    paytype: 'micropayment-elv',
    currency: 'USD',
    minimumTermEndDate: '2026-06-04',
    cancellationEffectiveDate: '2026-06-04',
    ...change,
  };
}

function routes(subscription: StubRoutes[string], user: Partial<UserData> = {}, shop = {}): StubRoutes {
  return shopRoutes({
    'GET /gd/rest/me/userData': () => json(userFixture(user)),
    'GET /deposit/shop': () => json(shopFixture({ providers: PROVIDERS, ...shop })),
    'GET /deposit/subscription': subscription,
  });
}

/** The accessible name from aria-labelledby, as assistive tech joins it. */
function accessibleNameOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-labelledby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('/subscription without a saver package', () => {
  it('lists the saver packages per month with the explanation, and continues to the first saver-package provider', async () => {
    const network = stubFetch(routes(NOT_AVAILABLE));
    const { router } = await renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saver package' })).toBeTruthy();
    const group = await screen.findByRole('group', {
      name: 'Choose your monthly deposit. Every deposit comes with a 25% bonus.',
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => accessibleNameOf(radio))).toEqual([
      '$10.00 a month + $2.50 bonus Total $12.50 a month',
      '$20.00 a month + $5.00 bonus Total $25.00 a month',
      '$30.00 a month + $7.50 bonus Total $37.50 a month',
    ]);
    // The last purchase was $20: that package is preselected, as on the normal screen.
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(network.callsTo('/deposit/subscription')[0]?.headers.get('Authorization')).toBe('Bearer token-1');

    const tabs = screen.getByRole('navigation', { name: 'Type of purchase' });
    expect(within(tabs).getByRole('link', { name: 'Saver package' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('complementary', { name: 'Saver package' }).textContent).toContain(
      'Deposit every month and get a 25% bonus each time',
    );

    await userEvent.click(radios[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
    expect(JSON.parse(sessionStorage.getItem('shop.selection') ?? '{}')).toMatchObject({
      type: 'SUBSCRIPTION',
      subscription: 2,
    });
  });

  it('explains the saver package and opens its terms in a dialog', async () => {
    stubFetch(routes(NOT_AVAILABLE));
    await renderApp('/subscription');
    const box = await screen.findByRole('region', { name: 'How the saver package works' });
    const points = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([
      'The amount you choose is deposited automatically every month – the first time today, then on the same date each month.',
      'Every monthly deposit comes with a 25% bonus.',
      'The minimum term is 3 months. After that, it renews month by month.',
      'You can cancel for the end of the minimum term or of any later month – in the shop settings on the platform, through our contact form, by e-mail or by post.',
      "The bonus can't be paid out and expires after six months. Anything you win with it can be withdrawn.",
    ]);

    await userEvent.click(within(box).getByRole('button', { name: 'Read the saver package terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Saver package terms' });
    expect(within(dialog).getByRole('heading', { name: 'Cancelling' })).toBeTruthy();
    expect(within(dialog).getByText(/A cancellation by post takes effect when we receive it\./)).toBeTruthy();
    expect(within(dialog).getByText(/The minimum term is 3 months\./)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when no saver package can be sold', async () => {
    stubFetch(routes(NOT_AVAILABLE, {}, { providers: [provider('adyen-cc', 'CARD_PCI')] }));
    await renderApp('/subscription');
    expect(await screen.findByText(/The saver package isn't available for your account right now/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a one-off deposit' }).getAttribute('href')).toBe('/');
  });
});

describe('/subscription with a saver package', () => {
  it('shows an active package instead of the packages, with the way to the shop settings', async () => {
    stubFetch(routes(() => json(details())));
    await renderApp('/subscription');
    const panel = await screen.findByRole('region', { name: 'Your saver package' });
    expect(within(panel).getByText('Active')).toBeTruthy();
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value('Monthly deposit')).toBe('$20.00');
    expect(value('Monthly bonus')).toBe('$5.00');
    expect(value('Payment method')).toBe('Direct debit');
    expect(value('Start date')).toBe('03/05/2026');
    expect(value('Minimum term until')).toBe('06/04/2026');
    expect(value('Next deposit')).toBe('05/05/2026');
    expect(within(panel).queryByText('Ends on')).toBeNull();
    expect(within(panel).getByText('If you cancel today, your saver package ends on 06/04/2026.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Go to shop settings' }).getAttribute('href')).toBe(
      '/extern/shop-settings',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('region', { name: 'How the saver package works' })).toBeNull();
    expect(screen.queryByTestId('subscription-pending-notice')).toBeNull();
  });

  it('shows an ended (FAILED) package above the packages, so a new one can be taken', async () => {
    stubFetch(routes(() => json(details({ state: 'FAILED', nextBookingDate: null, endDate: '2026-04-12' }))));
    await renderApp('/subscription');
    const panel = await screen.findByRole('region', { name: 'Your saver package' });
    expect(panel.getAttribute('data-state')).toBe('FAILED');
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'How the saver package works' })).toBeTruthy();
  });

  it('asks to confirm a pending package by e-mail, with a link to the mailbox', async () => {
    stubFetch(routes(() => json(details({ state: 'PENDING' }))));
    await renderApp('/subscription');
    const notice = await screen.findByRole('region', { name: 'Please confirm your saver package' });
    expect(
      within(notice).getByText("We've sent you an e-mail. Click the link in it to confirm your saver package."),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open your mailbox' }).getAttribute('href')).toBe(
      '/platform/mailbox',
    );
    expect(screen.getByTestId('subscription-state').textContent).toBe('Status: Waiting for your confirmation');
  });

  it('says a pending package cancelled today ends today, not at the end of the minimum term (issue 24.1)', async () => {
    stubFetch(routes(() => json(details({ state: 'PENDING', cancellationEffectiveDate: '2026-03-05' }))));
    await renderApp('/subscription');
    expect(
      await screen.findByText(
        "Your saver package hasn't started yet. If you cancel today, it ends today: no further deposits are made, your first deposit stays in your account and its saver bonus is taken back.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/If you cancel today, your saver package ends on/)).toBeNull();
  });

  it('shows a cancelled package with its end date, in the German format and euros for a German player', async () => {
    localStorage.setItem('shop.language', 'en');
    stubFetch(
      routes(
        () =>
          json(
            details({
              state: 'CANCELED',
              currency: 'EUR',
              amount: 3000,
              bonusAmount: 750,
              endDate: '2026-07-04',
              nextBookingDate: '2026-06-05',
              cancellationEffectiveDate: null,
            }),
          ),
        { userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR' },
      ),
    );
    await renderApp('/subscription');
    const panel = await screen.findByRole('region', { name: 'Your saver package' });
    expect(within(panel).getByText('Cancelled')).toBeTruthy();
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value('Monthly deposit')).toMatch(/^30,00\s€$/);
    expect(value('Monthly bonus')).toMatch(/^7,50\s€$/);
    expect(value('Start date')).toBe('05.03.2026');
    expect(value('Ends on')).toBe('04.07.2026');
    expect(
      within(panel).getByText("You've cancelled your saver package. No more deposits are made after it ends."),
    ).toBeTruthy();
    expect(within(panel).queryByText(/If you cancel today/)).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Go to shop settings' })).toBeTruthy();
  });

  it('shows the details in German', async () => {
    stubFetch(routes(() => json(details()), { userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR' }));
    await renderApp('/subscription?lang=de', { language: 'de' });
    const panel = await screen.findByRole('region', { name: 'Dein Sparpaket' });
    expect(within(panel).getByText('Monatliche Einzahlung')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Zu den Shop-Einstellungen' })).toBeTruthy();
  });
});

describe('/subscription access', () => {
  it.each([
    ['a practice player', { actorType: 'b' as const }],
    ['a virtual-currency player', { gdCurrency: 'DIA' as const, gdCurrencyType: 'VIRTUAL' as const }],
  ])('sends %s to /', async (_, user) => {
    const network = stubFetch(routes(NOT_AVAILABLE, user));
    const { router } = await renderApp('/subscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(network.callsTo('/deposit/subscription')).toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: 'Saver package' })).toBeNull();
  });

  it('goes to /error/subscription-no-details when the details cannot be loaded', async () => {
    stubFetch(routes(() => text('boom', 500)));
    await expectSentToErrorPage(
      '/subscription',
      '/error/subscription-no-details',
      "We couldn't load your saver package details. Please try again later.",
    );
  });

  it('goes to /not-authorized when the token is refused', async () => {
    stubFetch(routes(() => json(['not-authenticated'], 401)));
    const { router } = await renderApp('/subscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});

describe('saver-package header', () => {
  const advertisement = {
    startDate: new Date(Date.now() - 3_600_000).toISOString(),
    endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    percentage: 25,
    style: 'WinterOffer',
    i18nKey: 'winter',
  };

  it('replaces the seasonal offer on /subscription and on the later steps of a saver package, not on /', async () => {
    stubFetch(routes(NOT_AVAILABLE, {}, { bonusAdvertisement: advertisement }));
    const { router } = await renderApp('/');
    expect(await screen.findByRole('complementary', { name: 'Current offer' })).toBeTruthy();

    await router.navigate('/subscription');
    expect(await screen.findByRole('complementary', { name: 'Saver package' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Current offer' })).toBeNull();

    await screen.findByRole('group', { name: /Choose your monthly deposit/ });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/paypal'));
    expect(screen.getByRole('complementary', { name: 'Saver package' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Current offer' })).toBeNull();

    // Back on / the one-off deposit is chosen again: the offer returns.
    await router.navigate('/');
    expect(await screen.findByRole('complementary', { name: 'Current offer' })).toBeTruthy();
  });
});
