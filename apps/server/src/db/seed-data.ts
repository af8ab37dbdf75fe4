// The demo data of docs/conventions.md: players, catalogue, providers. Plain data; seed.ts writes it.
import type { GdCurrency } from '@shop/domain/money';
import type { ProvidersTable } from './database.ts';

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

function realCatalogue(scale: number): DemoPackage[] {
  const normal = [
    [1000, 0],
    [2000, 0],
    [5000, 500],
    [10_000, 1500],
    [25_000, 5000],
  ] as const;
  const subscription = [
    [1000, 250],
    [2000, 500],
    [3000, 750],
  ] as const;
  const toPackage =
    (isSubscription: boolean) =>
    ([price, bonus]: readonly [number, number]): DemoPackage => ({
      price: price * scale,
      subscription: isSubscription,
      deposit: price * scale,
      bonus: bonus * scale,
    });
  return [...normal.map(toPackage(false)), ...subscription.map(toPackage(true))];
}

const DIAMONDS: DemoPackage[] = [
  [500, 500],
  [1000, 1100],
  [2500, 3000],
  [5000, 6500],
].map(([price = 0, deposit = 0]) => ({ price, subscription: false, deposit, bonus: 0 }));

/** The catalogue per game currency; GUSD deliberately has none. */
export const DEMO_CATALOGUE: readonly { gdCurrency: GdCurrency; packages: readonly DemoPackage[] }[] = [
  { gdCurrency: 'EUR', packages: realCatalogue(1) },
  { gdCurrency: 'USD', packages: realCatalogue(1) },
  { gdCurrency: 'GGBP', packages: realCatalogue(1) },
  { gdCurrency: 'CAD', packages: realCatalogue(1) },
  { gdCurrency: 'GDKK', packages: realCatalogue(10) },
  { gdCurrency: 'GSEK', packages: realCatalogue(10) },
  { gdCurrency: 'DIA', packages: DIAMONDS },
];

type ProviderSeed = Omit<ProvidersTable, 'sort_order' | 'active' | 'subscription_supported'> & {
  subscription_supported: boolean;
};

const everywhere = null;
const SEPA_DEBIT = ['DE', 'AT'];

/**
 * In display order. psp_method says how the PSP takes the payment, card_mode how card data is
 * entered (adyen-cc in the PSP's hosted fields, the other cards in the shop's own encrypted form).
 * The last one is not a supported code: the shop answer must drop it.
 */
// biome-ignore format: one provider per line reads as a table
export const DEMO_PROVIDERS: readonly ProviderSeed[] = [
  { code: 'paypal', input_type: 'NONE', limit_minor: null, subscription_supported: true, usable_countries: everywhere, psp_method: 'paypal', card_mode: null },
  { code: 'adyen-cc', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'card', card_mode: 'hosted' },
  { code: 'checkout-cc', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'card', card_mode: 'encrypted' },
  { code: 'micropayment-cc', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: true, usable_countries: everywhere, psp_method: 'card', card_mode: 'encrypted' },
  { code: 'paypal-cc', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'card', card_mode: 'encrypted' },
  { code: 'checkout-debit', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'card', card_mode: 'encrypted' },
  { code: 'adyen-cartebleue', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: ['FR'], psp_method: 'card', card_mode: 'encrypted' },
  { code: 'adyen-debitcards-uk', input_type: 'CARD_PCI', limit_minor: null, subscription_supported: false, usable_countries: ['GB'], psp_method: 'card', card_mode: 'encrypted' },
  { code: 'adyen-elv', input_type: 'ELV', limit_minor: null, subscription_supported: false, usable_countries: SEPA_DEBIT, psp_method: 'sepa', card_mode: null },
  { code: 'micropayment-elv', input_type: 'ELV', limit_minor: 5000, subscription_supported: true, usable_countries: SEPA_DEBIT, psp_method: 'sepa', card_mode: null },
  { code: 'checkout-elv', input_type: 'ELV', limit_minor: null, subscription_supported: false, usable_countries: SEPA_DEBIT, psp_method: 'sepa', card_mode: null },
  { code: 'adyen-ideal', input_type: 'BIC', limit_minor: null, subscription_supported: false, usable_countries: ['NL'], psp_method: 'ideal', card_mode: null },
  { code: 'checkout-ideal', input_type: 'BIC', limit_minor: null, subscription_supported: false, usable_countries: ['NL'], psp_method: 'ideal', card_mode: null },
  { code: 'micropayment-ib', input_type: 'NONE', limit_minor: null, subscription_supported: false, usable_countries: ['DE', 'AT', 'CH'], psp_method: 'bank', card_mode: null },
  { code: 'moneybookers', input_type: 'NONE', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'skrill', card_mode: null },
  { code: 'moneybookers-ib', input_type: 'NONE', limit_minor: null, subscription_supported: false, usable_countries: ['DE', 'AT', 'NL', 'ES', 'GB', 'SE', 'DK'], psp_method: 'bank', card_mode: null },
  { code: 'paysafecard', input_type: 'NONE', limit_minor: 10_000, subscription_supported: false, usable_countries: everywhere, psp_method: 'paysafecard', card_mode: null },
  { code: 'banktransfer', input_type: 'BANKTRANSFER', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'banktransfer', card_mode: null },
  { code: 'gdDummyPay', input_type: 'NONE', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: 'dummy', card_mode: null },
  { code: 'legacy-wallet', input_type: 'NONE', limit_minor: null, subscription_supported: false, usable_countries: everywhere, psp_method: null, card_mode: null },
];

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
