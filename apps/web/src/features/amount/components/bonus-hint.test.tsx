// The bonus legal hint (SPEC §6/§9): an asterisk on the bonus badges plus the hint text, only when
// the country allows it, the currency is real and some package has a bonus. Also the virtual panels.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { diamondPackages, normalPackages, shopFixture, userFixture } from '../../../test/fixtures';
import { setTestLanguage } from '../../../test/render-app';
import { AmountScreen } from './amount-screen';

beforeAll(() => setTestLanguage('en'));

function renderScreen(user: UserData, shop: ShopResponse) {
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18next}>
      <MemoryRouter>
        <AmountScreen session={{ status: 'ready', user, shop }} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const HINT = /The bonus is credited together with your deposit/;

describe('bonus legal hint', () => {
  it.each(['DE', 'US', 'GB', 'SE', 'NL'])('shows for %s with bonus packages', (country) => {
    renderScreen(userFixture({ userCountry: country }), shopFixture());
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(screen.getAllByText('*')).toHaveLength(3);
  });

  it.each(['CA', 'DK', 'FR'])('is hidden for %s', (country) => {
    renderScreen(userFixture({ userCountry: country }), shopFixture());
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.queryAllByText('*')).toHaveLength(0);
    expect(screen.getAllByText(/bonus$/).length).toBeGreaterThan(0);
  });

  it('is hidden when no package has a bonus', () => {
    const noBonus = normalPackages().map((item) => ({ ...item, consumables: item.consumables.slice(0, 1) }));
    renderScreen(userFixture(), shopFixture({ purchasables: noBonus }));
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('is hidden for virtual currency, which shows diamond panels with their price', () => {
    const user = userFixture({ userCountry: 'DE', gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL' });
    renderScreen(user, shopFixture({ purchasables: diamondPackages(), currency: 'EUR', lastUsedAmount: 1000 }));
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByRole('radio', { name: '1.100 Diamonds for 10,00\u00a0€' })).toHaveProperty('checked', true);
    expect(screen.getByText(/As a premium player/)).toBeTruthy();
  });

  it('calls practice players with virtual currency standard players', () => {
    const user = userFixture({ gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL', actorType: 'b', userCountry: 'DE' });
    renderScreen(user, shopFixture({ purchasables: diamondPackages(), currency: 'EUR' }));
    expect(screen.getByText(/As a standard player/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Type of purchase' })).toBeNull();
  });

  // Intl puts a no-break space (U+00A0) between amount and symbol.
  it('formats money in the player locale: German euros', () => {
    renderScreen(
      userFixture({ userCountry: 'DE', gdCurrency: 'EUR' }),
      shopFixture({ purchasables: normalPackages('EUR') }),
    );
    expect(screen.getByRole('radio', { name: '50,00\u00a0€ + 5,00\u00a0€ bonus Total 55,00\u00a0€' })).toBeTruthy();
  });
});
