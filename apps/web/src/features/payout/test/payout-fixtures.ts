// Payout answers and set-up for the payout view tests, shaped like the server's (contracts payout.ts).
import type { PayoutInfo, PayoutProvider } from '@shop/contracts/payout';
import type { UserData } from '@shop/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import type { PayoutDraft } from '../../../lib/payout-draft';
import { json, type StubRoutes } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { payoutToken } from '../payout-token';

/** A German money player (EUR, comma as decimal separator) who reads the shop in English. */
export const MONEY_DE: Partial<UserData> = {
  userName: 'money-de',
  userCountry: 'DE',
  userLocale: 'de-DE',
  gdCurrency: 'EUR',
};

export const BANK: PayoutProvider = {
  paytype: 'banktransfer',
  payoutFee: 100,
  paypalDetails: null,
  unavailableReason: null,
};

export function paypalProvider(accountNames: string[] = ['player@example.com']): PayoutProvider {
  return { paytype: 'paypal', payoutFee: 100, paypalDetails: { accountNames }, unavailableReason: null };
}

export function payoutInfoFixture(overrides: Partial<PayoutInfo> = {}): PayoutInfo {
  return {
    balance: 15000,
    bonus: 2000,
    withdrawable: 12000,
    exchangeFactor: 1,
    forcePayout: false,
    currency: 'EUR',
    currencyReal: 'EUR',
    payoutAllowed: true,
    payoutNotAllowedReason: null,
    providers: [BANK, paypalProvider()],
    pendingPayout: false,
    pendingPayoutInReview: false,
    rejectedPayout: null,
    ...overrides,
  };
}

export function payoutRoutes(info: Partial<PayoutInfo> = {}, overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /gd/rest/me/userData': () => json(userFixture(MONEY_DE)),
    'GET /gd/rest/payout': () => json(payoutInfoFixture(info)),
    ...overrides,
  };
}

/** The payout routes of another player than MONEY_DE. */
export function playerPayoutRoutes(user: Partial<UserData>, info: Partial<PayoutInfo>): StubRoutes {
  return payoutRoutes(info, { 'GET /gd/rest/me/userData': () => json(userFixture(user)) });
}

/** A valid German IBAN (the SEPA test account). */
export const VALID_IBAN = 'DE89370400440532013000';

export function seedPayout(draft: Partial<PayoutDraft> = {}, options: { token?: string } = {}): void {
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem(
    'shop.payout-draft',
    JSON.stringify({ paytype: null, amountMinor: null, bank: null, paypalAccount: null, requested: null, ...draft }),
  );
  payoutToken.clear();
  if (options.token !== undefined) payoutToken.set(options.token);
}

export async function renderPayout(path: string, heading: string | RegExp) {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The loading state shows the same headline: wait until the step itself is there.
  await waitFor(() => {
    if (document.querySelector('main [aria-busy="true"]') !== null) throw new Error('still loading');
  });
  return view;
}
