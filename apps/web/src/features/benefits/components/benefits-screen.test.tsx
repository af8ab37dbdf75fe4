// The benefits page (SPEC §2 /benefits, §6): box texts per currency type and platform, the bonus hint per
// country, the upgrade into the shop, the way back to practice play, and money players sent to the shop.
import type { UserData } from '@shop/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { diamondPackages, shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const practice = (overrides: Partial<UserData> = {}) =>
  userFixture({ actorType: 'b', userCountry: 'DE', gdCurrency: 'EUR', ...overrides });
const virtualPractice = () => practice({ gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL' });

function stubPlayer(user: UserData) {
  const shop =
    user.gdCurrencyType === 'VIRTUAL'
      ? shopFixture({ purchasables: diamondPackages(), currency: 'EUR' })
      : shopFixture();
  stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(user), 'GET /deposit/shop': () => json(shop) }));
}

/** Opens the page for a player who came from the classic site, once it shows its headline. */
async function openFromClassicSite(user: UserData, headline: string) {
  localStorage.setItem('shop.essential', JSON.stringify({ platform: 'classic', destinations: {} }));
  stubPlayer(user);
  await renderApp('/benefits');
  expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
}

async function boxTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Your benefits' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

const HINT = /^The bonus is credited together with your deposit/;

describe('benefits page', () => {
  it('shows a practice player the real-money boxes, classic site', async () => {
    await openFromClassicSite(practice(), 'Play for real money');
    expect(await boxTitles()).toEqual(['Win real money', 'Bonus on top', 'Safe and easy to pay']);
    expect(screen.getByText(/Pay by card, PayPal, direct debit or bank transfer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a money player' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Keep practicing for now' }).getAttribute('href')).toBe('/extern/games');
  });

  it('speaks of the app on the PWA platform', async () => {
    stubPlayer(practice());
    await renderApp('/benefits');
    expect(await boxTitles()).toEqual(['Win real money', 'Bonus on top', 'Right here in the app']);
    expect(screen.getByText(/Deposit without leaving the app/)).toBeTruthy();
  });

  it('uses standard/premium wording and diamond boxes for virtual currency, without a bonus hint', async () => {
    await openFromClassicSite(virtualPractice(), 'Play as a premium player');
    expect(await boxTitles()).toEqual(['Premium games', 'Diamonds in seconds', 'Safe and easy to pay']);
    expect(screen.getByText(/Pay by card, PayPal or direct debit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a premium player' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stay a standard player for now' })).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.queryByText(/money/)).toBeNull();
  });

  it('virtual currency on the PWA platform', async () => {
    stubPlayer(virtualPractice());
    await renderApp('/benefits');
    expect(await boxTitles()).toEqual(['Premium games', 'Diamonds in seconds', 'Right here in the app']);
    expect(screen.getByText(/Buy diamonds without leaving the app/)).toBeTruthy();
  });

  it.each(['DE', 'US', 'GB', 'SE', 'NL'])('shows the bonus hint for %s', async (country) => {
    stubPlayer(practice({ userCountry: country }));
    await renderApp('/benefits');
    expect(await screen.findByText(HINT)).toBeTruthy();
    expect(within(screen.getByTestId('benefit-bonus')).getByText('*')).toBeTruthy();
  });

  it.each(['CA', 'DK', 'FR', 'dk'])('hides the bonus hint for %s', async (country) => {
    stubPlayer(practice({ userCountry: country }));
    await renderApp('/benefits');
    expect(await boxTitles()).toHaveLength(3);
    expect(screen.queryByText(HINT)).toBeNull();
    expect(within(screen.getByTestId('benefit-bonus')).queryByText('*')).toBeNull();
  });

  it('the upgrade button enters the shop', async () => {
    stubPlayer(practice());
    const { router } = await renderApp('/benefits');
    await userEvent.click(await screen.findByRole('link', { name: 'Become a money player' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your amount' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('staying a practice player goes back to the games on the platform', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubPlayer(practice());
    await renderApp('/benefits');
    await userEvent.click(await screen.findByRole('link', { name: 'Keep practicing for now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/games'));
  });

  it('sends money players to the shop', async () => {
    stubPlayer(userFixture({ actorType: 'g' }));
    const { router } = await renderApp('/benefits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your amount' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('list', { name: 'Your benefits' })).toBeNull();
  });

  it('is translated (German)', async () => {
    stubPlayer(practice());
    await renderApp('/benefits?lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Um echtes Geld spielen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Echtgeldspieler werden' })).toBeTruthy();
  });
});
