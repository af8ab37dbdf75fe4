import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, shopRoutes, stubFetch } from '../../test/fetch-stub';
import { shopFixture, userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const HOUR_MS = 60 * 60 * 1000;

function advertisement(endsInMs: number, style = 'WinterOffer') {
  return {
    startDate: new Date(Date.now() - HOUR_MS).toISOString(),
    endDate: new Date(Date.now() + endsInMs).toISOString(),
    percentage: 25,
    style,
    i18nKey: 'winter',
  };
}

describe('app shell', () => {
  it('shows the themed offer with days left, and a quiet live region', async () => {
    stubFetch(
      shopRoutes({
        'GET /deposit/shop': () => json(shopFixture({ bonusAdvertisement: advertisement(5 * 24 * HOUR_MS + HOUR_MS) })),
      }),
    );
    await renderApp('/');
    const banner = await screen.findByRole('complementary', { name: 'Current offer' });
    expect(banner.getAttribute('data-banner-theme')).toBe('WinterOffer');
    // Issue 10 item 9: the smallest package with a bonus, not a bonus on every deposit.
    expect(within(banner).getByText('Winter offer: up to 25% bonus on deposits from $50.00')).toBeTruthy();
    expect(within(banner).getAllByText('5 days left')).toHaveLength(2);
  });

  // Issue 24 point 12: Intl's unit style counted Swedish days as "dygn" (24-hour periods): "15 dygn kvar".
  it('counts the days left in the words a Swedish player uses', async () => {
    stubFetch(
      shopRoutes({
        'GET /gd/rest/me/userData': () => json(userFixture({ userLocale: 'sv-SE', userCountry: 'SE' })),
        'GET /deposit/shop': () =>
          json(shopFixture({ bonusAdvertisement: advertisement(15 * 24 * HOUR_MS + HOUR_MS) })),
      }),
    );
    await renderApp('/', { language: 'sv' });
    expect(await screen.findAllByText('15 dagar kvar')).toHaveLength(2);
    expect(screen.queryByText(/dygn/)).toBeNull();
  });

  it('runs a clock under two days and announces hours and minutes', async () => {
    stubFetch(
      shopRoutes({
        'GET /deposit/shop': () => json(shopFixture({ bonusAdvertisement: advertisement(3 * HOUR_MS, 'Unknown') })),
      }),
    );
    await renderApp('/');
    const banner = await screen.findByRole('complementary', { name: 'Current offer' });
    expect(banner.getAttribute('data-banner-theme')).toBe('default');
    expect(within(banner).getByText(/^Ends in 0[23]:\d\d:\d\d$/)).toBeTruthy();
    expect(
      within(banner).getByText(/^The offer ends in (3 hours and 0 minutes|2 hours and 59 minutes)\.$/),
    ).toBeTruthy();
  });

  it('shows 4 breadcrumb steps to money players and 5 to practice players', async () => {
    stubFetch(shopRoutes());
    const { unmount } = await renderApp('/');
    // The packages come after the player's data: the steps are this player's, not the shell's first guess.
    await screen.findByRole('radio', { name: '$20.00' });
    const money = screen.getByRole('navigation', { name: 'Your progress' });
    expect(within(money).getAllByRole('listitem')).toHaveLength(4);
    expect(within(money).getByText('Amount').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step');
    unmount();

    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ actorType: 'b' })) }));
    await renderApp('/');
    const practice = await screen.findByRole('navigation', { name: 'Your progress' });
    await waitFor(() => expect(within(practice).getAllByRole('listitem')).toHaveLength(5));
  });

  it('hides the right of withdrawal for US players and shows it for others', async () => {
    const us = stubFetch(shopRoutes());
    const { unmount } = await renderApp('/');
    await screen.findByRole('radio', { name: '$20.00' });
    expect(screen.queryByRole('button', { name: 'Right of withdrawal' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    await waitFor(() => expect(us.callsTo('/gd/help/agb_pages/agb_us.xhtml')).toHaveLength(1));
    unmount();

    const gb = stubFetch(
      shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userCountry: 'GB', userLocale: 'en-GB' })) }),
    );
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Right of withdrawal' }));
    await waitFor(() => expect(gb.callsTo('/gd/help/withdrawal_pages/withdrawal_gb.xhtml')).toHaveLength(1));
  });

  it('opens customer support as a modal that closes on Escape', async () => {
    stubFetch(shopRoutes());
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Customer support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer support' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customer support' }));
  });

  it('locks header and footer links while a payment is processing', async () => {
    stubFetch(shopRoutes());
    const { router } = await renderApp('/');
    await screen.findByRole('link', { name: /back to the games/ });
    await router.navigate('/processing/7');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    expect(screen.queryByRole('link', { name: /back to the games/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customer support' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
  });
});
