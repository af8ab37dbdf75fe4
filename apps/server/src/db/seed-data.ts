// The demo data of docs/conventions.md: players and what they own. Plain data; seed.ts writes it. The
// providers and the catalogue are the operator's configuration (migration 20261124170000_operator_configuration).
import type { GdCurrency } from '@shop/domain/money';

export const DEMO_PASSWORD = 'demo1234';
export const STARTING_BALANCE_MINOR = 12_345;

export interface DemoAddress {
  gender: 'm' | 'f';
  firstName: string;
  surname: string;
  street1: string;
  zipCode: string;
  city: string;
  stateCode: string;
  birthdate: string;
}

export interface DemoPlayer {
  userName: string;
  actorType: 'b' | 'g';
  country: string;
  locale: string;
  lang: string;
  gdCurrency: GdCurrency;
  gdCurrencyType: 'REAL' | 'VIRTUAL';
  loyalty: string;
  address: DemoAddress | null;
  /** Price (paying currency, minor units) of the last package bought; null for none. */
  lastUsedAmount: number | null;
  emailValidated: boolean;
  blocked: boolean;
  /** Withdrawable minor units a money player starts with; STARTING_BALANCE_MINOR when left out. */
  startingBalance?: number;
}

const address = (
  firstName: string,
  surname: string,
  street1: string,
  zipCode: string,
  city: string,
  stateCode = '',
): DemoAddress => ({ gender: 'm', firstName, surname, street1, zipCode, city, stateCode, birthdate: '1985-04-12' });

export const player = (fields: Omit<DemoPlayer, 'emailValidated' | 'blocked' | 'loyalty'> & Partial<DemoPlayer>) => ({
  emailValidated: true,
  blocked: false,
  loyalty: fields.actorType === 'g' ? 'SILVER' : 'NONE',
  ...fields,
});

export const BERLIN = address('Max', 'Mustermann', 'Hauptstraße 1', '10115', 'Berlin');

// biome-ignore format: one player per line reads as the table in docs/conventions.md
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  player({ userName: 'practice-de', actorType: 'b', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: null, lastUsedAmount: null }),
  player({ userName: 'practice-fr', actorType: 'b', country: 'FR', locale: 'fr-FR', lang: 'fr', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: null, lastUsedAmount: null }),
  player({ userName: 'practice-us', actorType: 'b', country: 'US', locale: 'en-US', lang: 'en', gdCurrency: 'USD', gdCurrencyType: 'REAL', address: address('Pat', 'Practice', '350 Fifth Avenue', '10118', 'New York', 'NY'), lastUsedAmount: null }),
  player({ userName: 'money-de', actorType: 'g', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: BERLIN, lastUsedAmount: 2000 }),
  player({ userName: 'money-gb', actorType: 'g', country: 'GB', locale: 'en-GB', lang: 'en-GB', gdCurrency: 'GGBP', gdCurrencyType: 'REAL', address: address('John', 'Smith', '10 Downing Street', 'SW1A 2AA', 'London'), lastUsedAmount: 2000 }),
  player({ userName: 'money-us', actorType: 'g', country: 'US', locale: 'en-US', lang: 'en', gdCurrency: 'USD', gdCurrencyType: 'REAL', address: address('Jane', 'Doe', '1 State Street', '12207', 'Albany', 'NY'), lastUsedAmount: 2000 }),
  player({ userName: 'money-dk', actorType: 'g', country: 'DK', locale: 'da-DK', lang: 'da', gdCurrency: 'GDKK', gdCurrencyType: 'REAL', address: address('Lars', 'Jensen', 'Strøget 1', '1160', 'København'), lastUsedAmount: 20_000 }),
  player({ userName: 'money-se', actorType: 'g', country: 'SE', locale: 'sv-SE', lang: 'sv', gdCurrency: 'GSEK', gdCurrencyType: 'REAL', address: address('Anna', 'Andersson', 'Drottninggatan 1', '111 51', 'Stockholm'), lastUsedAmount: 20_000 }),
  player({ userName: 'money-ca', actorType: 'g', country: 'CA', locale: 'en-CA', lang: 'en', gdCurrency: 'CAD', gdCurrencyType: 'REAL', address: address('Emma', 'Tremblay', '100 Queen Street W', 'M5H 2N2', 'Toronto', 'ON'), lastUsedAmount: 2000 }),
  player({ userName: 'virtual-dia', actorType: 'g', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'DIA', gdCurrencyType: 'VIRTUAL', address: address('Erika', 'Musterfrau', 'Lindenallee 5', '50667', 'Köln'), lastUsedAmount: 1000 }),
  player({ userName: 'email-unverified', actorType: 'g', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: BERLIN, lastUsedAmount: null, emailValidated: false }),
  player({ userName: 'blocked', actorType: 'g', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: BERLIN, lastUsedAmount: null, blocked: true }),
];

export interface DemoPackage {
  price: number;
  subscription: boolean;
  /** Game-currency amounts. */
  deposit: number;
  bonus: number;
}

/** Per-player provider blocks: money-de may not use moneybookers, so an unusable provider shows in the demo. */
export const DEMO_PROVIDER_BLOCKS: readonly { userName: string; code: string }[] = [
  { userName: 'money-de', code: 'moneybookers' },
];

/**
 * A saved card for the saved-card journey (SPEC §2 saved-card mode): the PSP sandbox's fixed test token
 * tok_visa (4242, 12/2034) survives sandbox restarts. Only money-gb, only checkout-cc: every other
 * player and card provider starts with full card entry.
 */
export const DEMO_SAVED_CARDS: readonly {
  userName: string;
  providerCode: string;
  token: string;
  last4: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}[] = [
  {
    userName: 'money-gb',
    providerCode: 'checkout-cc',
    token: 'tok_visa',
    last4: '4242',
    brand: 'visa',
    expiryMonth: 12,
    expiryYear: 2034,
    holder: 'John Smith',
  },
];

export interface DemoAdvertisement {
  startAt: Date;
  endAt: Date;
  percentage: number;
  style: string;
  i18nKey: string;
}

/** Runs from a week before seeding to two weeks into next month, so a fresh demo always has a banner. */
export function demoAdvertisement(seededAt: Date): DemoAdvertisement {
  const startAt = new Date(seededAt.getTime() - 7 * 24 * 60 * 60 * 1000);
  const endAt = new Date(Date.UTC(seededAt.getUTCFullYear(), seededAt.getUTCMonth() + 1, 15));
  return { startAt, endAt, percentage: 20, style: 'WinterOffer', i18nKey: 'winterOffer' };
}
