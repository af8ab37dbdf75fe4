// Virtual currency across the screens (SPEC §1, §6): diamonds instead of money, standard player for practice
// and premium player for money, no bonus legal hint and no fee hints. Benefits and help have their own tests.
import type { UserData } from '@shop/contracts/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, shopRoutes, stubFetch } from '../test/fetch-stub';
import { diamondPackages, provider, shopFixture, userFixture } from '../test/fixtures';
import { purchaseResultFixture, seedPurchaseSession } from '../test/purchase-fixtures';
import { renderApp } from '../test/render-app';

const ADDRESS = {
  address: {
    firstName: 'Erika',
    surname: 'Musterfrau',
    street1: 'Lindenallee 5',
    street2: '',
    zipCode: '50667',
    stateCode: '',
    city: 'Köln',
  },
  gender: 'f',
  birthdate: '1985-04-12',
};

function diamondPlayer(actorType: UserData['actorType']) {
  const user = userFixture({ actorType, userCountry: 'DE', gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL' });
  const shop = shopFixture({
    providers: [provider('adyen-cc', 'CARD_PCI')],
    purchasables: diamondPackages(),
    currency: 'EUR',
    lastUsedAmount: 1000,
  });
  stubFetch(
    shopRoutes({
      'GET /gd/rest/me/userData': ({ url }) => json(url.searchParams.get('fields') === 'address' ? ADDRESS : user),
      'GET /deposit/shop': () => json(shop),
    }),
  );
}

function startedSession() {
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem('shop.session-started', '1');
}

function seedReview() {
  startedSession();
  sessionStorage.setItem('shop.selection', JSON.stringify({ type: 'NORMAL', normal: 1, subscription: null }));
  const card = { token: 'tok', holder: 'Erika Musterfrau', last4: '4242', brand: 'visa', expiryMonth: 12 };
  sessionStorage.setItem(
    'shop.payment-draft',
    JSON.stringify({
      providerCode: 'adyen-cc',
      card: { ...card, expiryYear: 2030, updateData: false, saved: false },
      elv: null,
      bic: null,
    }),
  );
}

function seedEnd(practice: boolean) {
  startedSession();
  const purchasable = {
    price: 1000,
    currency: 'EUR',
    subscription: false,
    consumables: [{ type: 'DEPOSIT' as const, amount: 1100 }],
  };
  seedPurchaseSession({
    practice,
    result: purchaseResultFixture({ state: 'SUCCESS', purchasable, depositAmount: 1100, bonusAmount: 0 }),
  });
}

const NO_MONEY_WORDING = /money player|payout|inactivity fee|bonus/i;

describe('virtual currency', () => {
  it('review: a standard player upgrades to premium for free, in diamonds, without fee hints', async () => {
    seedReview();
    diamondPlayer('b');
    await renderApp('/review');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Deposit' }).nextElementSibling?.textContent).toBe(
      '1.100 Diamonds',
    );
    expect(
      within(table).getByRole('rowheader', { name: 'Upgrade to premium player' }).nextElementSibling?.textContent,
    ).toBe('Free');
    expect(within(table).getByRole('rowheader', { name: 'You pay' }).nextElementSibling?.textContent).toBe(
      '10,00\u00a0€',
    );
    expect(screen.queryByText(NO_MONEY_WORDING)).toBeNull();
  });

  it('end: a premium player’s diamonds are ready', async () => {
    seedEnd(false);
    diamondPlayer('g');
    await renderApp('/end');
    expect(await screen.findByText('Thank you! Your diamonds are ready to play.')).toBeTruthy();
    expect(screen.getByText('1.100 Diamonds')).toBeTruthy();
    expect(screen.queryByText(/credit is ready/)).toBeNull();
  });

  it('end: a standard player is now a premium player', async () => {
    seedEnd(true);
    diamondPlayer('g');
    await renderApp('/end');
    expect(await screen.findByText("You're now a premium player. Have fun!")).toBeTruthy();
    expect(screen.queryByText(/money player/)).toBeNull();
  });

  it('amount: a standard player sees the diamond panels without the bonus legal hint', async () => {
    startedSession();
    diamondPlayer('b');
    await renderApp('/');
    expect(await screen.findByText(/As a standard player, pick your diamond package/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1.100 Diamonds for 10,00\u00a0€' })).toBeTruthy();
    expect(screen.queryByText(/The bonus is credited/)).toBeNull();
  });
});
