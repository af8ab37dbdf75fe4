// Wire data for tests, shaped like the server's answers (conventions.md seed).
import type { Provider, ShopPurchasable, ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import { normalizeLanguage } from '@shop/domain/language';
import type { DraftCard } from '../lib/payment-draft';

export function userFixture(overrides: Partial<UserData> = {}): UserData {
  // As the platform does: a player's saved language is their locale's unless a test says otherwise.
  const language = normalizeLanguage(overrides.userLocale) ?? 'en';
  return {
    userId: 42,
    userName: 'money-us',
    viewLang: language,
    lang: language,
    loyalty: 'none',
    userCountry: 'US',
    userLocale: 'en-US',
    gender: 'm',
    avatarUrl: '',
    gdCurrency: 'USD',
    gdCurrencyType: 'REAL',
    actorType: 'g',
    ...overrides,
  };
}

function normalPackage(id: number, price: number, bonus: number, currency: string): ShopPurchasable {
  return {
    id,
    price,
    currency,
    subscription: false,
    consumables: [
      { type: 'DEPOSIT', amount: price },
      ...(bonus > 0 ? [{ type: 'BONUS' as const, amount: bonus, bonusPrice: price }] : []),
    ],
  };
}

/** Seeded normal packages: 1000 → 0, 2000 → 0, 5000 → 500, 10000 → 1500, 25000 → 5000. */
export function normalPackages(currency = 'USD'): ShopPurchasable[] {
  return [
    [1000, 0],
    [2000, 0],
    [5000, 500],
    [10000, 1500],
    [25000, 5000],
  ].map(([price = 0, bonus = 0], id) => normalPackage(id, price, bonus, currency));
}

export function subscriptionPackages(currency = 'USD'): ShopPurchasable[] {
  return [
    [1000, 250],
    [2000, 500],
    [3000, 750],
  ].map(([price = 0, bonus = 0], id) => ({ ...normalPackage(id, price, bonus, currency), subscription: true }));
}

/** Diamonds: price in EUR cents, deposit in diamonds, no bonus. */
export function diamondPackages(): ShopPurchasable[] {
  return [
    [500, 500],
    [1000, 1100],
    [2500, 3000],
    [5000, 6500],
  ].map(([price = 0, diamonds = 0], id) => ({
    id,
    price,
    currency: 'EUR',
    subscription: false,
    consumables: [{ type: 'DEPOSIT' as const, amount: diamonds }],
  }));
}

/** A player's stored address, gender and birthdate as /gd/rest/me/userData?fields=address answers them. */
export const STORED_ADDRESS = {
  address: {
    firstName: 'Paula',
    surname: 'Praxis',
    street1: 'Hauptstraße 1',
    street2: '',
    zipCode: '10115',
    stateCode: '',
    city: 'Berlin',
  },
  gender: 'f',
  birthdate: '1990-05-17',
};

export function provider(
  code: Provider['code'],
  inputType: Provider['inputType'],
  overrides: Partial<Provider> = {},
): Provider {
  return { code, inputType, usable: true, subscriptionSupported: false, limit: null, ...overrides };
}

export function shopFixture(overrides: Partial<ShopResponse> = {}): ShopResponse {
  return {
    providers: [
      { code: 'paypal', inputType: 'NONE', usable: false, subscriptionSupported: true, limit: null },
      { code: 'adyen-cc', inputType: 'CARD_PCI', usable: true, subscriptionSupported: false, limit: 100000 },
      { code: 'banktransfer', inputType: 'BANKTRANSFER', usable: true, subscriptionSupported: false, limit: null },
    ],
    purchasables: [...normalPackages(), ...subscriptionPackages()],
    currency: 'USD',
    lastUsedAmount: 2000,
    userIdentityVerified: true,
    bonusAdvertisement: null,
    ...overrides,
  };
}

/** The card a payment draft keeps once Max Mustermann's visa ending 4242 (04/2031) is tokenized. */
export const DRAFT_CARD: DraftCard = {
  token: 'tok_1',
  holder: 'Max Mustermann',
  last4: '4242',
  brand: 'visa',
  expiryMonth: 4,
  expiryYear: 2031,
  updateData: true,
  saved: false,
};
