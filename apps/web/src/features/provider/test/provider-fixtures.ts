// Test data and fakes for the provider view: providers of every input type, details answers and a fake
// card-encryption client in place of the PSP sandbox script.
import type { ProviderDetails } from '@shop/contracts/purchase';
import type { Provider } from '@shop/contracts/shop';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { json, type StubRoutes, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { provider, STORED_ADDRESS, shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { scriptLoader } from '../load-script';

export const ENCRYPT_SCRIPT_URL = 'http://localhost:3001/sdk/encrypt.js';

export { provider };

export const IDEAL_ISSUERS = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'RABONL2U', name: 'Rabobank' },
];

export const ALL_KINDS: Provider[] = [
  provider('paypal', 'NONE', { subscriptionSupported: true }),
  provider('adyen-cc', 'CARD_PCI'),
  provider('adyen-elv', 'ELV'),
  provider('micropayment-elv', 'ELV', { limit: 5000, subscriptionSupported: true }),
  provider('adyen-ideal', 'BIC', { issuers: IDEAL_ISSUERS }),
  provider('banktransfer', 'BANKTRANSFER'),
  provider('paysafecard', 'NONE', { limit: 10000 }),
  provider('adyen-cartebleue', 'CARD_PCI', { usable: false }),
];

export function cardDetails(overrides: Partial<Extract<ProviderDetails, { type: 'CARD' }>> = {}): ProviderDetails {
  return {
    type: 'CARD',
    card: null,
    cardMode: 'encrypted',
    updateDetails: true,
    encryptClient: { scripts: [{ url: ENCRYPT_SCRIPT_URL, additionalServerData: { clientKey: 'ck_test' } }] },
    ...overrides,
  };
}

export const SAVED_CARD = {
  holder: 'Max Mustermann',
  number: '•••• •••• •••• 4242',
  type: 'visa',
  expiryYear: 2031,
  expiryMonth: 4,
  cvc: '' as const,
  cvcRequired: true,
  instrumentId: 'c0ffee00-0000-4000-8000-000000000001',
};

export function elvDetails(elv: Extract<ProviderDetails, { type: 'ELV' }>['elv'] = null): ProviderDetails {
  return { type: 'ELV', elv, updateDetails: true };
}

type Options = { providers?: Provider[]; actorType?: 'b' | 'g'; routes?: StubRoutes };

/** The initial load for a DE player with the given providers, plus details answers. */
export function providerRoutes({ providers = ALL_KINDS, actorType = 'g', routes = {} }: Options = {}): StubRoutes {
  return shopRoutes({
    'GET /gd/rest/me/userData': ({ url }) =>
      url.searchParams.get('fields') === 'address'
        ? json(STORED_ADDRESS)
        : json(
            userFixture({ actorType, userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR', userName: 'money-de' }),
          ),
    'GET /deposit/shop': () =>
      json(
        shopFixture({
          providers,
          currency: 'EUR',
          purchasables: shopFixture().purchasables.map((item) => ({ ...item, currency: 'EUR' })),
        }),
      ),
    'GET /deposit/shop/details/adyen-cc': () => json(cardDetails()),
    'GET /deposit/shop/details/adyen-elv': () => json(elvDetails()),
    'GET /deposit/shop/details/micropayment-elv': () => json(elvDetails()),
    ...routes,
  });
}

/**
 * Lets a test open a shop view directly (the guard sends only a session's first entry to /), in the
 * given language (stored as the preference, so the DE player's locale does not switch it).
 */
export function allowDirectEntry(language = 'en'): void {
  sessionStorage.setItem('shop.session-started', '1');
  localStorage.setItem('shop.language', language);
  // The amount step stores the package before it leads here; review needs it.
  if (sessionStorage.getItem('shop.selection') === null) selectPackage(1);
}

/** Chooses the package (normal list, by local id) the purchase is for. */
export function selectPackage(id: number, type: 'NORMAL' | 'SUBSCRIPTION' = 'NORMAL'): void {
  sessionStorage.setItem(
    'shop.selection',
    JSON.stringify({ type, normal: type === 'NORMAL' ? id : null, subscription: type === 'SUBSCRIPTION' ? id : null }),
  );
}

type InitOptions = { onFieldState?: (field: string, state: string) => void; mode?: string; clientKey?: string };

/** A stand-in for window.PspSandboxEncrypt, loaded by a faked script load. */
export function installEncryptClient(tokenize?: (data: Record<string, unknown>) => Promise<unknown>) {
  let options: InitOptions = {};
  const client = {
    init: vi.fn(async (given: InitOptions) => {
      options = given;
    }),
    tokenize: vi.fn(
      tokenize ??
        (async (data: Record<string, unknown>) => ({
          token: 'tok_test_1',
          holder: data.holder,
          number: '•••• •••• •••• 4242',
          // A saved card's CVC re-entry sends no expiry: the PSP answers the saved card's.
          expiryMonth: data.expiryMonth ?? SAVED_CARD.expiryMonth,
          expiryYear: data.expiryYear ?? SAVED_CARD.expiryYear,
          cvc: '',
          last4: '4242',
          brand: 'visa',
        })),
    ),
    setErrorStyles: vi.fn(),
  };
  const load = vi.spyOn(scriptLoader, 'load').mockImplementation(async () => {
    vi.stubGlobal('PspSandboxEncrypt', client);
  });
  return {
    client,
    load,
    fieldState: (field: string, state: string) => options.onFieldState?.(field, state),
    initOptions: () => options,
  };
}

/** The payment draft as stored in sessionStorage. */
export function storedDraft() {
  return JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}');
}

/** Opens the credit-card provider with these details and waits until its form can be used. */
export async function openCardForm(details: ProviderDetails = cardDetails()) {
  const encrypt = installEncryptClient();
  stubFetch(providerRoutes({ routes: { 'GET /deposit/shop/details/adyen-cc': () => json(details) } }));
  const view = await renderApp('/provider/adyen-cc');
  await screen.findByRole('region', { name: 'Payment details: Credit card' });
  // Details loaded and the client initialised: continue is enabled.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
  return { ...view, encrypt };
}
