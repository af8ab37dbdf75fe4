// Issue 8: packages above what the deposit limit leaves are shown as not available, with the reason, never hidden.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LIMITED = { amountLeft: 3000, currency: 'USD', nextPossibleDate: '2026-12-01' };

function radios() {
  return within(screen.getByRole('group', { name: /pick a package/i })).getAllByRole('radio') as HTMLInputElement[];
}

describe('packages and the deposit limit', () => {
  it('disables the packages above what is left, says why and from when, and keeps the rest choosable', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(shopFixture({ depositLimit: LIMITED })) }));
    const { router } = await renderApp('/');
    await screen.findByRole('radio', { name: '$10.00' });

    expect(radios()).toHaveLength(5);
    expect(radios().map((radio) => radio.disabled)).toEqual([false, false, true, true, true]);
    const notice = screen.getByTestId('deposit-limit-notice');
    expect(notice.textContent).toBe(
      'Because of your deposit limit, you can deposit up to $30.00 right now. More is possible from 12/01/2026.',
    );
    const tiles = screen.getAllByTestId('package-tile');
    expect(tiles.map((tile) => tile.dataset.unavailable)).toEqual(['false', 'false', 'true', 'true', 'true']);
    expect(within(tiles[2] as HTMLElement).getByText('Not available: above your deposit limit')).toBeTruthy();
    expect(within(tiles[0] as HTMLElement).queryByText('Not available: above your deposit limit')).toBeNull();
    // The reason and the notice describe the disabled radio for assistive technology.
    const described = radios()[2]?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Not available: above your deposit limit',
      notice.textContent,
    ]);

    // A disabled package cannot be chosen; an available one can.
    await userEvent.click(screen.getByText('$100.00'));
    expect(radios().map((radio) => radio.checked)).toEqual([false, true, false, false, false]);
    await userEvent.click(screen.getByRole('radio', { name: '$10.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-cc'));
  });

  it('does not preselect the last-used amount when it is above the limit', async () => {
    const shop = shopFixture({ lastUsedAmount: 5000, depositLimit: LIMITED });
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(shop) }));
    await renderApp('/');
    await screen.findByRole('radio', { name: '$10.00' });
    expect(radios().some((radio) => radio.checked)).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('shows no notice while the limit leaves room for every package', async () => {
    stubFetch(
      shopRoutes({
        'GET /deposit/shop': () => json(shopFixture({ depositLimit: { ...LIMITED, amountLeft: 100_000 } })),
      }),
    );
    await renderApp('/');
    await screen.findByRole('radio', { name: '$10.00' });
    expect(screen.queryByTestId('deposit-limit-notice')).toBeNull();
    expect(radios().every((radio) => !radio.disabled)).toBe(true);
  });

  it('writes the amount and date the German way for a German player', async () => {
    const german = userFixture({ userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR', lang: 'de' });
    const shop = shopFixture({
      currency: 'EUR',
      purchasables: shopFixture().purchasables.map((item) => ({ ...item, currency: 'EUR' })),
      depositLimit: { amountLeft: 3000, currency: 'EUR', nextPossibleDate: '2026-12-01' },
    });
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(german), 'GET /deposit/shop': () => json(shop) }));
    await renderApp('/?lang=de');
    // The test starts in English (main.tsx picks the language before the first render; renderApp does not).
    await waitFor(() =>
      expect(screen.getByTestId('deposit-limit-notice').textContent?.replaceAll('\u00a0', ' ')).toBe(
        'Wegen deines Einzahlungslimits kannst du gerade bis zu 30,00 € einzahlen. Ab dem 01.12.2026 ist wieder mehr möglich.',
      ),
    );
    expect(screen.getAllByText('Nicht verfügbar: über deinem Einzahlungslimit')).toHaveLength(3);
  });
});
