// Shared set-up of the review screen tests: a shop with one provider of each input type, a seeded
// package selection and payment draft, and the session already started (no direct-entry redirect).
import type { Provider } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import type { DraftCard, DraftElv, PaymentDraft } from '../../../lib/payment-draft';
import type { SelectionState } from '../../../lib/shop-selection';
import { json, type StubRoutes, shopRoutes } from '../../../test/fetch-stub';
import { STORED_ADDRESS, shopFixture, userFixture } from '../../../test/fixtures';

export const PROVIDERS: Provider[] = [
  { code: 'paypal', inputType: 'NONE', usable: true, subscriptionSupported: true, limit: null },
  { code: 'adyen-cc', inputType: 'CARD_PCI', usable: true, subscriptionSupported: false, limit: 100000 },
  { code: 'adyen-elv', inputType: 'ELV', usable: true, subscriptionSupported: false, limit: null },
  { code: 'checkout-ideal', inputType: 'BIC', usable: true, subscriptionSupported: false, limit: null },
  { code: 'banktransfer', inputType: 'BANKTRANSFER', usable: true, subscriptionSupported: false, limit: null },
];

export const CARD_DRAFT: DraftCard = {
  token: 'tok_4242',
  holder: 'Max Muster',
  last4: '4242',
  brand: 'visa',
  expiryMonth: 12,
  expiryYear: 2030,
  updateData: false,
  saved: false,
};

export const ELV_DRAFT: DraftElv = {
  iban: 'DE89370400440532013000',
  holder: 'Max Muster',
  bic: null,
  mandate: { valid: false, creditorId: null, mandateId: null },
};

export const ADDRESS = {
  ...STORED_ADDRESS,
  address: { ...STORED_ADDRESS.address, firstName: 'Erika', surname: 'Muster' },
  birthdate: '1990-04-02',
};

type Seed = { draft: Partial<PaymentDraft>; selection?: Partial<SelectionState> };

export function seedReview({ draft, selection = {} }: Seed): void {
  // English unless a test asks otherwise with ?lang=: the German players' locale would switch it.
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem('shop.session-started', '1');
  sessionStorage.setItem(
    'shop.selection',
    JSON.stringify({ type: 'NORMAL', normal: 2, subscription: null, ...selection }),
  );
  sessionStorage.setItem(
    'shop.payment-draft',
    JSON.stringify({ providerCode: null, card: null, elv: null, bic: null, ...draft }),
  );
}

/** The shop routes for a player (money-us unless changed), the address call beside userData. */
export function reviewRoutes(user: Partial<UserData> = {}, overrides: StubRoutes = {}): StubRoutes {
  const player = userFixture(user);
  const currency = player.gdCurrency === 'EUR' ? 'EUR' : 'USD';
  const shop = shopFixture({ providers: PROVIDERS, currency });
  const purchasables = shop.purchasables.map((item) => ({ ...item, currency }));
  return shopRoutes({
    'GET /gd/rest/me/userData': ({ url }) => json(url.searchParams.get('fields') === 'address' ? ADDRESS : player),
    'GET /deposit/shop': () => json({ ...shop, purchasables }),
    ...overrides,
  });
}

export const PRACTICE_DE: Partial<UserData> = {
  actorType: 'b',
  userName: 'practice-de',
  userCountry: 'DE',
  userLocale: 'de-DE',
  gdCurrency: 'EUR',
};
